/** Goods orders as the app reads them (types/api/goods-order.ts), texts in the request's language. */
import { lineStubOf } from '../ticket-stub/ticket-stub.presenter'
import { textIn, type Locale } from '../http/texts'
import { expressCarrier } from '../../../types/rules/express-carriers'
import type {
  GoodsDiscountLine,
  GoodsOrderDetail,
  GoodsOrderLine,
  GoodsOrderRefund,
  GoodsOrderState,
  GoodsQuote as GoodsQuoteReply,
  GoodsQuoteLine
} from '../../../types/api/goods-order'
import type { GoodsQuote } from '../order/pricing/quote'
import { memberRows } from '../order/pricing/pre-order.presenter'
import { memberDiscountLabel } from '../../../types/rules/member-rules'
import type { GoodsOrderFacts } from './goods-order.service'
import { goodsOrderStateAt } from './goods-order-state'
import type { GoodsOrderLineRow, GoodsRefundRow, SkuForSaleRow } from './goods-order.repository'

/** A goods order's state in words: the buyer's order page and the console's CSV. */
export const GOODS_STATE_TITLES: Record<GoodsOrderState, Record<Locale, string>> = {
  UNPAID: { 'zh-CN': '待支付', 'zh-MO': '待支付', 'en-US': 'To pay' },
  PAID: { 'zh-CN': '待发货', 'zh-MO': '待發貨', 'en-US': 'To ship' },
  SHIPPED: { 'zh-CN': '已发货', 'zh-MO': '已發貨', 'en-US': 'Shipped' },
  CLOSED: { 'zh-CN': '已关闭', 'zh-MO': '已關閉', 'en-US': 'Closed' },
  REFUNDED: { 'zh-CN': '已退款', 'zh-MO': '已退款', 'en-US': 'Refunded' }
}
/** A paid order of vouchers only is collected at the venue, not shipped. */
const TO_COLLECT: Record<Locale, string> = { 'zh-CN': '待取货', 'zh-MO': '待取貨', 'en-US': 'To collect' }
const COUPON_LABEL: Record<Locale, string> = { 'zh-CN': '优惠券', 'zh-MO': '優惠券', 'en-US': 'Coupon' }
const MEMBER_LABEL: Record<Locale, string> = { 'zh-CN': '会员折扣', 'zh-MO': '會員折扣', 'en-US': 'Member discount' }
const POINTS_LABEL: Record<Locale, string> = { 'zh-CN': '积分抵扣', 'zh-MO': '積分抵扣', 'en-US': 'Points' }

/**
 * The discount lines in pricing order (member discount, coupon, points), those that took something. The
 * member line reads 会员N折 when the percent is known (the quote's level), else the plain words.
 */
function discounts(
  d: { memberFen: number; memberPercent?: number; couponFen: number; pointsFen: number },
  locale: Locale
): GoodsDiscountLine[] {
  const out: GoodsDiscountLine[] = []
  if (d.memberFen > 0)
    out.push({
      kind: 'MEMBER',
      amount: d.memberFen,
      label: d.memberPercent !== undefined ? memberDiscountLabel(d.memberPercent, locale) : MEMBER_LABEL[locale]
    })
  if (d.couponFen > 0) out.push({ kind: 'COUPON', amount: d.couponFen, label: COUPON_LABEL[locale] })
  if (d.pointsFen > 0) out.push({ kind: 'POINTS', amount: d.pointsFen, label: POINTS_LABEL[locale] })
  return out
}

export function presentGoodsQuote(q: GoodsQuote<SkuForSaleRow>, locale: Locale): GoodsQuoteReply {
  return {
    lines: q.lines.map((l): GoodsQuoteLine => ({
      skuId: l.sku.id,
      spuId: l.sku.spu_id,
      name: textIn(l.sku.name, locale),
      pictureUrl: l.sku.picture_url,
      attributeText: l.sku.attribute_names.map((n) => textIn(n, locale)).join(' / '),
      kind: l.sku.kind,
      unitFen: l.unitFen,
      qty: l.qty,
      amountFen: l.unitFen * l.qty
    })),
    goodsAmount: q.goodsFen,
    deliveryFee: q.deliveryFen,
    needsAddress: q.needsAddress,
    discounts: discounts(
      { memberFen: q.memberDiscountFen, memberPercent: q.member?.ITEM, couponFen: q.couponFen, pointsFen: q.pointsFen },
      locale
    ),
    payAmount: q.payFen,
    coupons: q.couponOptions,
    checkedCouponIds: q.couponIds,
    ...memberRows(q, q.member?.ITEM, locale)
  }
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

/**
 * Where a refund's money is, as the buyer reads it: back once the provider settled it (or nothing was owed);
 * refused only when no retry is left (money-counted.sql.ts: a FAILED refund with an attempt scheduled is still
 * on its way); otherwise on its way.
 */
function refundState(r: GoodsRefundRow): GoodsOrderRefund['state'] {
  if (r.money_state === null || r.money_state === 'SUCCEEDED') return 'REFUNDED'
  if (r.money_state === 'FAILED' && !r.retrying) return 'FAILED'
  return 'REFUNDING'
}

export function presentGoodsOrder(f: GoodsOrderFacts, locale: Locale, now: Date): GoodsOrderDetail {
  const o = f.order
  const state = goodsOrderStateAt(o, now)
  const refundable = (l: GoodsOrderLineRow) =>
    state !== 'PAID' && state !== 'SHIPPED'
      ? 0
      : l.kind === 'VOUCHER'
        ? f.vouchers.filter((v) => v.sku_id === l.sku_id && v.state === 'VALID').length
        : l.qty - l.refunded_qty
  const lines = f.lines.map((l): GoodsOrderLine => ({
    skuId: l.sku_id,
    spuId: l.spu_id,
    name: textIn(l.name, locale),
    pictureUrl: l.picture_url,
    attributeText: textIn(l.attribute_text, locale),
    kind: l.kind,
    unitFen: l.unit_fen,
    qty: l.qty,
    amountFen: l.unit_fen * l.qty,
    refundedQty: l.refunded_qty,
    refundableQty: refundable(l),
    ...lineStubOf(l.ticket_id, f.stubTickets ?? [], locale)
  }))
  const carrier = o.express_carrier ? expressCarrier(o.express_carrier) : undefined
  const vouchersOnly = f.lines.every((l) => l.kind === 'VOUCHER')
  return {
    orderId: o.id,
    orderNumber: o.order_number,
    orderType: 'GOODS',
    orderStatus: state,
    orderStatusTitle: state === 'PAID' && vouchersOnly ? TO_COLLECT[locale] : GOODS_STATE_TITLES[state][locale],
    lines,
    ...(o.delivery_address
      ? {
          address: {
            recipient: o.delivery_address.recipient,
            cellphone: o.delivery_address.cellphone,
            regionText: o.delivery_address.regionText,
            detail: o.delivery_address.detail
          }
        }
      : {}),
    goodsAmount: o.goods_fen,
    deliveryFee: o.delivery_fen,
    discounts: discounts({ memberFen: o.member_discount_fen, couponFen: o.coupon_fen, pointsFen: o.points_fen }, locale),
    payAmount: o.total_fen,
    paidAmount: o.paid_fen,
    refundedAmount: o.refunded_fen,
    ...(state === 'UNPAID' ? { paidDeadlineTime: seconds(o.pay_deadline) } : {}),
    unPaidTransactionIds: state === 'UNPAID' && o.transaction_id ? [o.transaction_id] : [],
    ...(o.express_carrier && o.express_tracking_no
      ? {
          express: {
            carrier: o.express_carrier,
            carrierName: carrier ? carrier.name[locale] : o.express_carrier,
            trackingNo: o.express_tracking_no
          }
        }
      : {}),
    vouchers: f.vouchers.map((v) => ({ skuId: v.sku_id, code: v.code, state: v.state })),
    refunds: f.refunds.map((r) => ({
      refundId: r.id,
      amountFen: r.amount_fen,
      state: refundState(r),
      createdTime: r.created_at.getTime()
    })),
    ...(o.ticket_order_id ? { ticketOrderId: o.ticket_order_id } : {}),
    createdTime: o.created_at.getTime(),
    ...(o.paid_at ? { paidTime: o.paid_at.getTime() } : {}),
    canCancel: !o.ticket_order_id && (state === 'UNPAID' || state === 'PAID'),
    canRefund: lines.some((l) => l.refundableQty > 0)
  }
}
