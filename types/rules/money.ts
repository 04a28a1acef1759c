/**
 * Money in all three parts (app, console, gateway). Amounts are whole fen everywhere (DESIGN.md: "money is
 * fen; yuan are derived"); this is the one module that turns fen into yuan and text, and the yuan a person
 * typed into fen, so a price reads and converts the same on every screen and in every reply.
 */

const FEN_PER_YUAN = 100
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/**
 * Yuan (a form's number, or text) → whole fen, exactly: read from the yuan's decimal digits rather than
 * multiplied in binary floating point (19.99 × 100 is 1998.9999999999998 and 1.005 × 100 is
 * 100.49999999999999 as doubles; 0.1 + 0.2 is 0.30000000000000004), then rounded half away from zero at the
 * fen (1.005 → 101, −1.005 → −101), the way a person rounds money. NaN for anything that is not a number.
 */
export function yuanToFen(yuan: number | string): number {
  const text = typeof yuan === 'number' ? (Number.isFinite(yuan) ? String(yuan) : '') : yuan.trim()
  const m = DECIMAL.exec(text)
  if (!m || (!m[2] && !m[3])) return Number.NaN
  const [, sign, whole = '', fraction = '', exponent = '0'] = m
  const digits = whole + fraction
  // The fen digit sits two places after the decimal point; the digit after it decides the rounding.
  const cut = whole.length + Number(exponent) + 2
  if (cut < 0) return 0
  const padded = digits.padEnd(cut + 1, '0')
  const fen = Number(padded.slice(0, cut) || '0') + (padded.charAt(cut) >= '5' ? 1 : 0)
  return fen === 0 ? 0 : sign === '-' ? -fen : fen
}

/** Whole fen → yuan as a number (12345 → 123.45): exact for whole fen, it prints as the decimal it is. */
export function fenToYuan(fen: number): number {
  return fen / FEN_PER_YUAN
}

/** The yuan and the cents of an amount, as digits without a sign ("450" and "", "9" and "05"). */
export function yuanParts(fen: number): { yuan: string; cents: string } {
  const abs = Math.abs(fen)
  const cents = abs % FEN_PER_YUAN
  return { yuan: String(Math.floor(abs / FEN_PER_YUAN)), cents: cents ? String(cents).padStart(2, '0') : '' }
}

/**
 * Yuan for a sentence ("12.50", "30"), from fen, without a sign or a currency mark: the sentence says
 * which way the money goes ("pay ¥{amount} more", "¥{amount} back").
 */
export function yuanText(fen: number): string {
  const p = yuanParts(fen)
  return p.cents ? `${p.yuan}.${p.cents}` : p.yuan
}

/** Yuan with no trailing zero in the cents ("450", "450.5", "9.99"): a badge's short form. */
export function yuanShortText(fen: number): string {
  return yuanText(fen).replace(/(\.\d)0$/, '$1')
}

/** Money as one piece of text ("¥4", "¥12.50"), for a sentence such as the points row's. */
export function fenText(fen: number): string {
  return `¥${yuanText(fen)}`
}

const currencyFormats = new Map<string, Intl.NumberFormat>()

/**
 * Money in a language's own currency form (zh-CN "¥12.34", en-US "CN¥12.34"): the console's tables and
 * drawers, where staff read amounts in their language's convention.
 */
export function moneyText(fen: number, locale: string): string {
  let format = currencyFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' })
    currencyFormats.set(locale, format)
  }
  return format.format(fenToYuan(fen))
}
