/**
 * What refunding some units of a paid goods order gives back. A line stands for what was paid for it
 * (its units at their price less its shares of the member discount, the coupon and the points, as the one
 * quote() split them); its units share that evenly, the fen left over
 * by the division going with the line's last units, so refunding a line unit by unit returns exactly what
 * refunding it at once does. The delivery fee goes back with the last units of the order: an order refunded
 * whole returns every fen it took, and a partial refund never returns more than what is left.
 */

export interface RefundableLine {
  skuId: string
  qty: number
  unitFen: number
  couponFen: number
  /** The line's shares of the member discount and of the points (079); 0 on orders before them. */
  memberFen?: number
  pointsFen?: number
  refundedQty: number
}

export interface GoodsRefundAmount {
  lines: Array<{ skuId: string; qty: number; fen: number }>
  amountFen: number
  /** Every unit of the order is refunded by this refund. */
  whole: boolean
}

/** The paid amount of a line's first `units` units (what refunding them from the start returns). */
function paidForUnits(line: RefundableLine, units: number): number {
  const paid = line.unitFen * line.qty - (line.memberFen ?? 0) - line.couponFen - (line.pointsFen ?? 0)
  return Math.floor((paid * units) / line.qty)
}

/**
 * The refund of `asked` units (by SKU) of an order whose lines are `lines`, that was paid `paidFen` and has
 * given back `refundedFen` so far; undefined when a SKU is not the order's or more units are asked than are left.
 */
export function goodsRefundAmount(
  lines: readonly RefundableLine[],
  asked: ReadonlyArray<{ skuId: string; qty: number }>,
  paidFen: number,
  refundedFen: number
): GoodsRefundAmount | undefined {
  if (!asked.length || new Set(asked.map((a) => a.skuId)).size !== asked.length) return undefined
  const out: GoodsRefundAmount['lines'] = []
  for (const a of asked) {
    const line = lines.find((l) => l.skuId === a.skuId)
    if (!line || !Number.isInteger(a.qty) || a.qty < 1 || line.refundedQty + a.qty > line.qty) return undefined
    out.push({ skuId: a.skuId, qty: a.qty, fen: paidForUnits(line, line.refundedQty + a.qty) - paidForUnits(line, line.refundedQty) })
  }
  const whole = lines.every((l) => l.refundedQty + (asked.find((a) => a.skuId === l.skuId)?.qty ?? 0) === l.qty)
  const linesFen = out.reduce((n, l) => n + l.fen, 0)
  // The last refund takes what is left, the delivery fee with it; none may pass it.
  const amountFen = whole ? paidFen - refundedFen : Math.min(linesFen, paidFen - refundedFen)
  return { lines: out, amountFen, whole }
}
