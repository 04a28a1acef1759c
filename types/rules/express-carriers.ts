/**
 * Paper tickets by post: the carriers a merchant may name when shipping, each with
 * its code, its name in the three languages, and the shape of its tracking number where that shape is
 * simple and public. One module for the console (its carrier list and the check before saving) and the
 * gateway (the check that counts), so the two cannot disagree.
 *
 * A carrier without a simple format takes 8–30 letters and digits. Patterns are kept loose on purpose:
 * refusing a real number stops a parcel from being tracked, accepting a mistyped one only shows nothing.
 */
import type { Locale } from './language-tag'

export const EXPRESS_CARRIER_CODES = ['SF', 'EMS', 'ZTO', 'YTO', 'STO', 'YUNDA', 'JD', 'DBL', 'JTSD', 'OTHER'] as const
export type ExpressCarrierCode = (typeof EXPRESS_CARRIER_CODES)[number]

export interface ExpressCarrier {
  code: ExpressCarrierCode
  name: Record<Locale, string>
  /** The whole number (after normalising) must match; undefined: the general 8–30 letters and digits. */
  pattern?: RegExp
  /** What the format looks like, for the console's hint. */
  example: string
}

/** Any carrier's number at all: letters and digits, 8 to 30 of them. */
export const GENERAL_EXPRESS_NO = /^[A-Z0-9]{8,30}$/

export const EXPRESS_CARRIERS: readonly ExpressCarrier[] = [
  // 顺丰: "SF" and 13 digits today; older waybills are 12 digits.
  {
    code: 'SF',
    name: { 'zh-CN': '顺丰速运', 'zh-MO': '順豐速運', 'en-US': 'SF Express' },
    pattern: /^(SF\d{13}|\d{12})$/,
    example: 'SF1234567890123'
  },
  // China Post EMS: 13 digits, or the UPU S10 form (two letters, nine digits, two letters).
  {
    code: 'EMS',
    name: { 'zh-CN': '中国邮政EMS', 'zh-MO': '中國郵政EMS', 'en-US': 'China Post EMS' },
    pattern: /^(\d{13}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    example: 'EA123456789CN'
  },
  {
    code: 'ZTO',
    name: { 'zh-CN': '中通快递', 'zh-MO': '中通快遞', 'en-US': 'ZTO Express' },
    pattern: /^\d{12,15}$/,
    example: '73123456789012'
  },
  // 圆通: "YT" and 13 digits; older waybills 10 or 12 digits.
  {
    code: 'YTO',
    name: { 'zh-CN': '圆通速递', 'zh-MO': '圓通速遞', 'en-US': 'YTO Express' },
    pattern: /^(YT\d{13}|\d{10}|\d{12})$/,
    example: 'YT1234567890123'
  },
  {
    code: 'STO',
    name: { 'zh-CN': '申通快递', 'zh-MO': '申通快遞', 'en-US': 'STO Express' },
    pattern: /^\d{12,15}$/,
    example: '773123456789012'
  },
  {
    code: 'YUNDA',
    name: { 'zh-CN': '韵达快递', 'zh-MO': '韻達快遞', 'en-US': 'Yunda Express' },
    pattern: /^\d{13,15}$/,
    example: '4312345678901'
  },
  // 京东: "JD" then letters and digits (JDVA…, JDX…).
  {
    code: 'JD',
    name: { 'zh-CN': '京东物流', 'zh-MO': '京東物流', 'en-US': 'JD Logistics' },
    pattern: /^JD[A-Z0-9]{11,16}$/,
    example: 'JDVA12345678901'
  },
  { code: 'DBL', name: { 'zh-CN': '德邦快递', 'zh-MO': '德邦快遞', 'en-US': 'Deppon Express' }, example: 'DPK123456789012' },
  {
    code: 'JTSD',
    name: { 'zh-CN': '极兔速递', 'zh-MO': '極兔速遞', 'en-US': 'J&T Express' },
    pattern: /^JT\d{13}$/,
    example: 'JT1234567890123'
  },
  { code: 'OTHER', name: { 'zh-CN': '其他快递', 'zh-MO': '其他快遞', 'en-US': 'Other carrier' }, example: 'AB12345678' }
]

export function expressCarrier(code: string): ExpressCarrier | undefined {
  return EXPRESS_CARRIERS.find((c) => c.code === code)
}

/** Spaces and dashes dropped, letters in capitals: "sf 1234-5678…" reads as the carrier prints it. */
export function normaliseExpressNo(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase()
}

export type ExpressNoCheck =
  | { ok: true; carrier: ExpressCarrier; expressNo: string }
  | { ok: false; problem: 'CARRIER_UNKNOWN' | 'NUMBER_INVALID'; carrier?: ExpressCarrier }

/** The carrier and the normalised number, or why they cannot be saved. */
export function checkExpressNo(carrierCode: string, raw: string): ExpressNoCheck {
  const carrier = expressCarrier(carrierCode)
  if (!carrier) return { ok: false, problem: 'CARRIER_UNKNOWN' }
  const expressNo = normaliseExpressNo(raw)
  if (!GENERAL_EXPRESS_NO.test(expressNo) || (carrier.pattern && !carrier.pattern.test(expressNo)))
    return { ok: false, problem: 'NUMBER_INVALID', carrier }
  return { ok: true, carrier, expressNo }
}

/** A tracking step's text: trimmed, 1 to 200 characters. */
export const EXPRESS_STEP_TEXT_MAX = 200
