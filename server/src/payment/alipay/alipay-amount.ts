/**
 * Alipay's amounts are yuan with two decimals ("12.30"); ours are whole fen. Converted as text, so no
 * floating-point rounding can move a cent either way.
 */
export function yuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError('fen must be a whole, non-negative number')
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** Fen from Alipay's yuan text, or undefined when it is not a plain amount with at most two decimals. */
export function fenOf(yuan: string | undefined): number | undefined {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan ?? '')
  if (!m) return undefined
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(fen) ? fen : undefined
}
