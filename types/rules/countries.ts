/**
 * The phone areas a login page can offer (calls-errors-limits.md "GET countries"): each dial code with its
 * name in the three languages and the rule a mobile number of that area follows. The shop chooses which
 * areas it offers (shop configuration `supportLoginAreas`); an area the catalogue does not know is offered
 * under its dial code with the general rule. Pure data and functions: the app checks a number as it is
 * typed, the gateway enforces the same rule (account-rules.ts isValidPhone).
 */

export interface AreaNames {
  'zh-CN': string
  'zh-MO': string
  'en-US': string
}

export interface PhoneArea {
  /** The dial code without "+", e.g. 86. */
  code: string
  /** ISO 3166-1 alpha-2, e.g. CN. */
  iso: string
  names: AreaNames
  /** A mobile number of the area as it is typed without the dial code, anchored. */
  pattern: string
  /** Shortest and longest number. */
  minLength: number
  maxLength: number
  /** What the number field shows as its example. */
  example: string
}

/** Any area without its own rule: 5 to 15 digits (E.164 leaves at most 15 with the dial code). */
export const GENERAL_PHONE_RULE = { pattern: '^\\d{5,15}$', minLength: 5, maxLength: 15, example: '' } as const

export const PHONE_AREAS: readonly PhoneArea[] = [
  {
    code: '86',
    iso: 'CN',
    names: { 'zh-CN': '中国大陆', 'zh-MO': '中國內地', 'en-US': 'Chinese Mainland' },
    pattern: '^1\\d{10}$',
    minLength: 11,
    maxLength: 11,
    example: '13800138000'
  },
  {
    code: '853',
    iso: 'MO',
    names: { 'zh-CN': '中国澳门', 'zh-MO': '中國澳門', 'en-US': 'Macao, China' },
    pattern: '^6\\d{7}$',
    minLength: 8,
    maxLength: 8,
    example: '66123456'
  },
  {
    code: '852',
    iso: 'HK',
    names: { 'zh-CN': '中国香港', 'zh-MO': '中國香港', 'en-US': 'Hong Kong, China' },
    pattern: '^[4-9]\\d{7}$',
    minLength: 8,
    maxLength: 8,
    example: '51234567'
  },
  {
    code: '886',
    iso: 'TW',
    names: { 'zh-CN': '中国台湾', 'zh-MO': '中國台灣', 'en-US': 'Taiwan, China' },
    pattern: '^9\\d{8}$',
    minLength: 9,
    maxLength: 9,
    example: '912345678'
  },
  {
    code: '1',
    iso: 'US',
    names: { 'zh-CN': '美国/加拿大', 'zh-MO': '美國/加拿大', 'en-US': 'United States / Canada' },
    pattern: '^[2-9]\\d{9}$',
    minLength: 10,
    maxLength: 10,
    example: '4155550100'
  },
  {
    code: '65',
    iso: 'SG',
    names: { 'zh-CN': '新加坡', 'zh-MO': '新加坡', 'en-US': 'Singapore' },
    pattern: '^[89]\\d{7}$',
    minLength: 8,
    maxLength: 8,
    example: '81234567'
  },
  {
    code: '60',
    iso: 'MY',
    names: { 'zh-CN': '马来西亚', 'zh-MO': '馬來西亞', 'en-US': 'Malaysia' },
    pattern: '^1\\d{8,9}$',
    minLength: 9,
    maxLength: 10,
    example: '123456789'
  },
  {
    code: '81',
    iso: 'JP',
    names: { 'zh-CN': '日本', 'zh-MO': '日本', 'en-US': 'Japan' },
    pattern: '^[789]0\\d{8}$',
    minLength: 10,
    maxLength: 10,
    example: '9012345678'
  },
  {
    code: '82',
    iso: 'KR',
    names: { 'zh-CN': '韩国', 'zh-MO': '韓國', 'en-US': 'South Korea' },
    pattern: '^1\\d{8,9}$',
    minLength: 9,
    maxLength: 10,
    example: '1012345678'
  },
  {
    code: '66',
    iso: 'TH',
    names: { 'zh-CN': '泰国', 'zh-MO': '泰國', 'en-US': 'Thailand' },
    pattern: '^[689]\\d{8}$',
    minLength: 9,
    maxLength: 9,
    example: '812345678'
  },
  {
    code: '44',
    iso: 'GB',
    names: { 'zh-CN': '英国', 'zh-MO': '英國', 'en-US': 'United Kingdom' },
    pattern: '^7\\d{9}$',
    minLength: 10,
    maxLength: 10,
    example: '7400123456'
  },
  {
    code: '61',
    iso: 'AU',
    names: { 'zh-CN': '澳大利亚', 'zh-MO': '澳洲', 'en-US': 'Australia' },
    pattern: '^4\\d{8}$',
    minLength: 9,
    maxLength: 9,
    example: '412345678'
  }
]

/** +86, 0086 and 86 are the same area. */
export function dialCode(countryCode: string): string {
  return countryCode.trim().replace(/^\+/, '').replace(/^00/, '')
}

/** The catalogue's area for a dial code, or an area named by its code with the general rule. */
export function phoneArea(countryCode: string): PhoneArea {
  const code = dialCode(countryCode)
  return (
    PHONE_AREAS.find((a) => a.code === code) ?? {
      code,
      iso: '',
      names: { 'zh-CN': `+${code}`, 'zh-MO': `+${code}`, 'en-US': `+${code}` },
      ...GENERAL_PHONE_RULE
    }
  )
}

/** Whether a typed mobile number follows its area's rule. */
export function phoneFitsArea(cellphone: string, countryCode: string): boolean {
  return new RegExp(phoneArea(countryCode).pattern).test(cellphone)
}

/** The areas a shop offers, in its order, no code twice; none configured: the mainland only. */
export function offeredAreas(configured: ReadonlyArray<{ code: string }> | undefined): PhoneArea[] {
  const codes = (configured?.length ? configured.map((a) => dialCode(a.code)) : ['86']).filter((c) => /^\d{1,4}$/.test(c))
  return [...new Set(codes)].map(phoneArea)
}
