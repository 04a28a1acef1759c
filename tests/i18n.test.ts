import { format, langParam, localeFromTag, resolveLocale, translate } from '../src/locales/i18n'
import zhCN from '../types/locales/zh-CN'
import zhMO from '../types/locales/zh-MO'
import enUS from '../types/locales/en-US'
import { LOCALES } from '../src/locales/i18n'
import { localeOfLang } from '../server/src/http/texts'

function keysOf(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`)))
}

function textAt(dict: object, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict)
  return typeof value === 'string' ? value : ''
}

describe('locales', () => {
  test('the lang query parameter (zh, en, zh-MO) sets the locale', () => {
    expect(resolveLocale({ query: 'zh', system: 'en-US' })).toBe('zh-CN')
    expect(resolveLocale({ query: 'en', system: 'zh-CN' })).toBe('en-US')
    expect(resolveLocale({ query: 'zh-MO', system: 'en-US' })).toBe('zh-MO')
  })

  test('query beats the stored choice, which beats the system language', () => {
    expect(resolveLocale({ query: 'en', stored: 'zh-MO', system: 'zh-CN' })).toBe('en-US')
    expect(resolveLocale({ stored: 'zh-MO', system: 'en-US' })).toBe('zh-MO')
    expect(resolveLocale({ system: 'en-GB' })).toBe('en-US')
    expect(resolveLocale({})).toBe('zh-CN')
  })

  test('an unknown lang value is ignored, not trusted', () => {
    expect(resolveLocale({ query: 'fr', stored: 'en-US' })).toBe('en-US')
    expect(resolveLocale({ query: '<script>' })).toBe('zh-CN')
  })

  test("only the merchant's supported languages are chosen", () => {
    expect(resolveLocale({ query: 'en', supported: ['zh-CN', 'zh-MO'] })).toBe('zh-CN')
    expect(resolveLocale({ system: 'en-US', supported: ['zh-MO', 'en-US'] })).toBe('en-US')
    expect(resolveLocale({ system: 'fr-FR', supported: ['zh-MO'] })).toBe('zh-MO')
  })

  test('server tags map: zh-Hant → zh-MO, zh-Hans and zh-CN → zh, en-US → en', () => {
    expect(localeFromTag('zh-Hant')).toBe('zh-MO')
    expect(localeFromTag('zh-Hans')).toBe('zh-CN')
    expect(langParam('zh-MO')).toBe('zh-MO')
    expect(langParam('zh-CN')).toBe('zh')
    expect(langParam('en-US')).toBe('en')
  })

  test('{placeholder} substitution; a missing value stays visible', () => {
    expect(translate('en-US', 'show_detail.show_id', { showId: 42 })).toBe('Show ID: 42')
    expect(translate('zh-CN', 'show_detail.show_id', { showId: 'A1' })).toBe('演出编号：A1')
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })

  test('the three dictionaries have exactly the same keys and no empty text', () => {
    const reference = keysOf(zhCN).sort()
    expect(keysOf(enUS).sort()).toEqual(reference)
    expect(keysOf(zhMO).sort()).toEqual(reference)
    // Each dictionary's own text, not translate(), which would fall back to zh-CN for a missing one.
    const empty = Object.entries({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }).flatMap(([locale, dict]) =>
      reference.filter((key) => !textAt(dict, key).trim()).map((key) => `${locale} ${key}`)
    )
    expect(empty).toEqual([])
  })

  test("the dictionaries are split by the spec's copywriting sections", () => {
    const sections = [
      'common',
      'show_detail',
      'preload_ticket',
      'confirm_order',
      'login',
      'index',
      'mine',
      'pay_success',
      'search',
      'pick_seat',
      'order',
      'ticket_holder',
      'address',
      'invoice',
      'audience',
      'transfer_ticket',
      'email',
      'calendar',
      'refund'
    ]
    for (const s of sections) expect(Object.keys(zhCN)).toContain(s)
  })

  test('the under-development toast reads as the spec words it', () => {
    expect(translate('zh-CN', 'common.under_development')).toBe('该功能正在开发中，尽情期待吧!')
    expect(translate('zh-CN', 'common.coming_soon')).toBe('敬请期待')
  })

  test('a missing key warns and returns the key, so the page still renders', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(translate('en-US', 'nope.missing')).toBe('nope.missing')
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

describe('language-tag parsing once', () => {
  const tags = [
    'zh',
    'zh-CN',
    'zh-Hans',
    'zh-Hans-CN',
    'zh-SG',
    'zh-MO',
    'zh-Hant',
    'zh-Hant-TW',
    'zh_TW',
    'zh-HK',
    'en',
    'en-US',
    'en-GB',
    'EN',
    ' en '
  ]

  test("the gateway reads every lang the app sends as the app's locale", () => {
    for (const locale of LOCALES) expect(localeOfLang(langParam(locale))).toBe(locale)
  })

  test('the gateway and the app read any tag alike; the gateway falls back to zh-CN', () => {
    for (const tag of tags) expect([tag, localeOfLang(tag)]).toEqual([tag, localeFromTag(tag)])
    for (const unknown of ['fr', '', undefined, 42, ['en']]) expect(localeOfLang(unknown)).toBe('zh-CN')
  })
})
