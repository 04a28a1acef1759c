/**
 * Splitting an amount of fen over parts in proportion to their weights, exactly: the shares add up to
 * the amount, none exceeds its weight when the amount does not exceed their sum, and the fen left over by
 * flooring go to the largest remainders (the earlier part among equals). order-discounts.ts splits a
 * coupon and the points over the order's lines with it, so that each line (and, split again over its
 * units, each ticket) carries what the buyer really paid for it, which a later per-ticket refund returns.
 */

/** floor(a × b / c) and its remainder, exact: plain numbers while a × b is a safe integer, else BigInt. */
function mulDiv(a: number, b: number, c: number): [number, number] {
  const product = a * b
  if (Number.isSafeInteger(product)) return [Math.floor(product / c), product % c]
  const p = BigInt(a) * BigInt(b)
  const d = BigInt(c)
  return [Number(p / d), Number(p % d)]
}

export function allocateFen(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a non-negative integer of fen, got ${amount}`)
  for (const w of weights) if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`weights must be non-negative integers, got ${w}`)
  const total = weights.reduce((s, w) => s + w, 0)
  if (!Number.isSafeInteger(total)) throw new RangeError('weights add up past a safe integer')
  if (amount > total) throw new RangeError(`cannot split ${amount} fen over weights adding up to ${total}`)
  if (amount === 0) return weights.map(() => 0)
  const parts = weights.map((w, i) => {
    const [share, remainder] = mulDiv(amount, w, total)
    return { i, share, remainder }
  })
  let left = amount - parts.reduce((s, p) => s + p.share, 0)
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder || a.i - b.i)
  for (const p of byRemainder) {
    if (left === 0 || p.remainder === 0) break
    p.share++
    left--
  }
  return parts.map((p) => p.share)
}
