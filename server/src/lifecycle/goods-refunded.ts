/**
 * Units of a paid goods order go back: the buyer cancels before shipping (every unit), the buyer or the
 * merchant refunds lines (partial), after shipping too (issue "Shop": "cancel before shipping, refund after
 * (partial by line), stock back on cancel or refund"). One bounded write, the goods order row locked first;
 * what is refunded is decided under that lock (goods-refund-amount.ts), so two refunds at once never return
 * a unit or a fen twice. The money goes back through the refund job on the payment that paid the order
 * (refunds.purpose GOODS, subject the goods refund); the refunds repository refuses more than was paid.
 * The order's live invoice is cancelled as a ticket order's is ("cancelled automatically when the order
 * status changes"): the buyer re-applies for what is left.
 */
import { AppError } from '../http/app-error'
import { randomId } from '../account/token-codec'
import { inventoryOn } from '../inventory/inventory'
import { goodsRefundAmount } from '../goods-order/goods-refund-amount'
import { returnPointsForRefund } from '../order/pricing/points-step'
import type { RefundGoods } from '../goods-order/goods-order-steps'
import type { Queryable } from '../db/db'
import type { CancelReason } from '../invoice/invoice-words'

export interface GoodsRefundedDeps {
  /** The invoice area: the order's live invoices cancelled, with the reason the buyer is shown. */
  cancelInvoices: (tx: Queryable, orderId: string, now: Date, reason?: CancelReason) => Promise<unknown>
}

export const goodsRefunded =
  (d: GoodsRefundedDeps): RefundGoods =>
  async (tx, s, input) => {
    // 1. The order row locked; only a paid order, shipped or not, refunds.
    const order = await s.goods.lock(input.orderId)
    if (!order || (order.state !== 'PAID' && order.state !== 'SHIPPED')) throw new AppError('GOODS_NOT_REFUNDABLE')
    const lines = await s.goods.lines(order.id)
    const amount = goodsRefundAmount(
      lines.map((l) => ({
        skuId: l.sku_id,
        qty: l.qty,
        unitFen: l.unit_fen,
        memberFen: l.member_fen,
        couponFen: l.coupon_fen,
        pointsFen: l.points_fen,
        refundedQty: l.refunded_qty
      })),
      input.lines,
      order.paid_fen,
      order.refunded_fen
    )
    if (!amount) throw new AppError('GOODS_NOT_REFUNDABLE')
    // 2. A voucher's units only while their codes are unused: those codes are void.
    for (const l of amount.lines) {
      const line = lines.find((x) => x.sku_id === l.skuId)
      if (line?.kind === 'VOUCHER' && (await s.goods.refundVouchers(order.id, l.skuId, l.qty)) !== l.qty)
        throw new AppError('GOODS_NOT_REFUNDABLE')
    }
    // 3. The refund recorded, the lines' refunded units and the order's money; REFUNDED once nothing is left.
    const refundId = randomId('grf_')
    await s.goods.insertRefund({
      id: refundId,
      orderId: order.id,
      lines: amount.lines,
      amountFen: amount.amountFen,
      reason: input.reason,
      by: input.by,
      now: input.now
    })
    await s.goods.recordRefund(order.id, amount.lines, amount.amountFen)
    // 4. The units back on sale (inventory/).
    if (!(await inventoryOn(tx).skuStock.move(amount.lines.map((l) => ({ skuId: l.skuId, n: l.qty, move: 'returnSold' })))))
      throw new Error(`goods order ${order.id}: its refunded units were not sold`)
    // 5. Refunded whole: its ITEM coupons are the buyer's again. The points it spent come back in proportion
    // to the refunded units' points shares (all once no unit is left), each point once (points-step.ts).
    if (amount.whole) await s.goodsCoupons.returnForGoodsOrder(order.id, input.now)
    if (order.points_used > 0) await returnPointsForRefund(s.members, { goodsOrderId: order.id }, input.now)
    // 6. The money queued on the payment that paid it.
    if (amount.amountFen > 0) {
      const payment = await s.goods.paidPaymentOf(order.id)
      if (!payment) throw new Error(`goods order ${order.id}: paid ${order.paid_fen} fen with no payment`)
      await s.refunds.queue(
        {
          id: randomId('rfd_'),
          paymentId: payment.id,
          amountFen: amount.amountFen,
          reason: input.reason,
          purpose: 'GOODS',
          subjectId: refundId
        },
        input.now
      )
    }
    // 7. The invoice was for the money before this refund: whole, the order is refunded; else its amount
    // changed. Goods bought with tickets are on the ticket order's invoice, whose amount changed.
    if (order.ticket_order_id) await d.cancelInvoices(tx, order.ticket_order_id, input.now, 'ORDER_CHANGED')
    else await d.cancelInvoices(tx, order.id, input.now, amount.whole ? 'ORDER_REFUNDED' : 'ORDER_CHANGED')
    return { amountFen: amount.amountFen }
  }
