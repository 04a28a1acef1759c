/**
 * The one price of a goods order: pre_order shows it, create checks the buyer's amount against it and
 * writes it. The SKUs asked for are read and checked (the merchant's, on sale, in stock, within the
 * per-buyer limit), the delivery fee is the shop's rule (goods-delivery.ts) and the coupons are the one
 * discount rule's (order-discounts.ts), on ITEM lines: a coupon whose business type is not ITEM, or whose
 * scope names no goods of the cart, takes nothing off goods (coupon-rules.ts checkCoupon). Quoting holds
 * and writes nothing.
 *
 * Why not the ticket orders' Quoter (order/pricing/quote.ts): its lines are a session's price tiers and its
 * steps read the show (member level on show tickets, the channel promotion, a card's or a privilege's
 * prices); of its steps only the coupon applies to goods, and this runs the same rule module with the same
 * coupon rows (couponRuleOf), so a coupon prices goods the same way everywhere.
 */
import { AppError } from '../http/app-error'
import { checkCoupon, discountDisplay, type CartLine } from '../../../types/rules/coupon-rules'
import { pickBestCoupons } from '../../../types/rules/best-coupon'
import { orderDiscounts } from '../../../types/rules/order-discounts'
import { goodsDeliveryFen, isDeliveredKind } from '../../../types/rules/goods-delivery'
import type { OrderCouponOption } from '../../../types/api/order'
import type { GoodsLineInput } from '../../../types/api/goods-order'
import { couponRuleOf } from '../order/pricing/coupon-step'
import { checkStubLineShape } from '../ticket-stub/ticket-stub-rules'
import type { AddressRepository } from '../address/address.repository'
import type { CouponOrderRepository, HeldCouponRow } from '../coupon/coupon-order.repository'
import type { DeliveryAddressFacts, GoodsOrderRepository, SkuForSaleRow } from './goods-order.repository'

/** Most lines one goods order may have. */
export const GOODS_LINES_MAX = 50
/** Most units of one SKU one order may have. */
export const GOODS_QTY_MAX = 99

/** pre_order OFFERs (lists coupons with the best pick, needs no address yet); create ORDERs (checks everything the buyer chose). */
export type GoodsQuoteMode = 'OFFER' | 'ORDER'

export interface GoodsQuoteCall {
  lines: GoodsLineInput[]
  addressId?: string
  couponIds?: string[]
  merchantId: string
  userId: string
  now: Date
  mode: GoodsQuoteMode
}

export interface QuotedGoodsLine {
  sku: SkuForSaleRow
  qty: number
  unitFen: number
  /** This line's share of the coupon (allocate-fen.ts). */
  couponFen: number
}

export interface GoodsQuote {
  /** In SKU id order, the order their rows are locked in. */
  lines: QuotedGoodsLine[]
  goodsFen: number
  deliveryFen: number
  needsAddress: boolean
  address: DeliveryAddressFacts | null
  couponFen: number
  couponIds: string[]
  /** OFFER: every coupon the buyer holds, usable or not with the reason. */
  couponOptions: OrderCouponOption[]
  payFen: number
}

/** The cart the coupon rule reads: one ITEM line per SKU, its goods (itemId) and category. */
function cartOf(lines: Array<{ sku: SkuForSaleRow; qty: number }>): CartLine[] {
  return lines.map((l) => ({
    lineId: l.sku.id,
    bizType: 'ITEM',
    itemId: l.sku.spu_id,
    ...(l.sku.category_id ? { categoryId: l.sku.category_id } : {}),
    price: l.sku.price_fen,
    qty: l.qty
  }))
}

/**
 * The SKUs as a buyer may buy them: the merchant's (another's reads as unknown), on sale, with the units
 * available. The stock is checked again by the write's guard; this answers early.
 */
export function checkSkus(rows: SkuForSaleRow[], asked: GoodsLineInput[], merchantId: string): Array<{ sku: SkuForSaleRow; qty: number }> {
  return asked.map((a) => {
    const sku = rows.find((r) => r.id === a.skuId)
    if (!sku || sku.merchant_id !== merchantId) throw new AppError('SKU_NOT_FOUND')
    if (!sku.spu_on_sale || !sku.sku_on_sale) throw new AppError('SKU_OFF_SALE')
    if (sku.available < a.qty) throw new AppError('SKU_SOLD_OUT')
    checkStubLineShape(sku.kind, a)
    return { sku, qty: a.qty }
  })
}

/** "Units one buyer may buy over all their live orders" (075 spus.per_buyer_limit): these lines beside what the buyer already holds. */
export function checkBuyerLimits(lines: Array<{ sku: SkuForSaleRow; qty: number }>, live: Map<string, number>): void {
  const asked = new Map<string, number>()
  for (const l of lines) asked.set(l.sku.spu_id, (asked.get(l.sku.spu_id) ?? 0) + l.qty)
  for (const l of lines) {
    const limit = l.sku.per_buyer_limit
    if (limit !== null && (live.get(l.sku.spu_id) ?? 0) + (asked.get(l.sku.spu_id) ?? 0) > limit)
      throw new AppError('GOODS_BUYER_LIMIT', { limit })
  }
}

export class GoodsQuoter {
  constructor(
    private readonly goods: Pick<GoodsOrderRepository, 'skusForSale' | 'liveUnits'>,
    private readonly addresses: Pick<AddressRepository, 'byId'>,
    private readonly coupons: Pick<CouponOrderRepository, 'heldForOrder' | 'byIds'>
  ) {}

  async quote(call: GoodsQuoteCall): Promise<GoodsQuote> {
    const asked = [...call.lines].sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0))
    if (!asked.length || asked.length > GOODS_LINES_MAX) throw new AppError('INVALID_PARAMETER', { detail: 'lines' })
    if (new Set(asked.map((a) => a.skuId)).size !== asked.length) throw new AppError('INVALID_PARAMETER', { detail: 'lines' })
    if (asked.some((a) => !Number.isInteger(a.qty) || a.qty < 1 || a.qty > GOODS_QTY_MAX))
      throw new AppError('INVALID_PARAMETER', { detail: 'qty' })
    const lines = checkSkus(await this.goods.skusForSale(asked.map((a) => a.skuId)), asked, call.merchantId)
    const limited = lines.filter((l) => l.sku.per_buyer_limit !== null).map((l) => l.sku.spu_id)
    if (limited.length) checkBuyerLimits(lines, await this.goods.liveUnits(call.userId, limited))

    const goodsFen = lines.reduce((n, l) => n + l.sku.price_fen * l.qty, 0)
    const needsAddress = lines.some((l) => isDeliveredKind(l.sku.kind))
    const address = await this.addressOf(call, needsAddress)
    const deliveryFen = goodsDeliveryFen({ hasPhysical: needsAddress, goodsFen })

    const cart = cartOf(lines)
    const { chosen, options } = await this.couponsOf(call, cart)
    const priced = orderDiscounts({ lines: cart, deliveryFen, coupons: chosen.map(couponRuleOf), now: call.now.getTime() })
    if (!priced.ok) throw new AppError(priced.problem === 'COUPON_UNUSABLE' ? 'COUPON_ORDER_UNUSABLE' : 'COUPON_ORDER_COMBINATION')
    const share = new Map(priced.lines.map((l) => [l.lineId, l.couponFen]))
    return {
      lines: lines.map((l) => ({ sku: l.sku, qty: l.qty, unitFen: l.sku.price_fen, couponFen: share.get(l.sku.id) ?? 0 })),
      goodsFen,
      deliveryFen,
      needsAddress,
      address,
      couponFen: priced.couponDiscountFen,
      couponIds: priced.coupons.map((c) => c.couponId),
      couponOptions: options,
      payFen: priced.payFen
    }
  }

  /** Delivered goods go to one of the buyer's addresses: named when ordering; pre_order prices without one. */
  private async addressOf(call: GoodsQuoteCall, needed: boolean): Promise<DeliveryAddressFacts | null> {
    if (!needed) {
      if (call.addressId && call.mode === 'ORDER') throw new AppError('INVALID_PARAMETER', { detail: 'addressId' })
      return null
    }
    const a = call.addressId ? await this.addresses.byId(call.userId, call.addressId) : undefined
    if (!a) {
      if (call.mode === 'OFFER' && !call.addressId) return null
      throw new AppError('ADDRESS_REQUIRED')
    }
    return { recipient: a.recipient, countryCode: a.country_code, cellphone: a.cellphone, regionText: a.region_text, detail: a.detail }
  }

  /**
   * OFFER: the buyer's coupons, each usable on these goods or not with the reason, and the ones the amounts
   * count (those named, else the best pick; a choice that no longer fits is priced without, unchecked).
   * ORDER: the ones named, the buyer's own, of this merchant, AVAILABLE; the rule refuses them in words.
   */
  private async couponsOf(call: GoodsQuoteCall, cart: CartLine[]): Promise<{ chosen: HeldCouponRow[]; options: OrderCouponOption[] }> {
    const now = call.now.getTime()
    if (call.mode === 'ORDER') {
      const ids = call.couponIds ?? []
      if (!ids.length) return { chosen: [], options: [] }
      if (new Set(ids).size !== ids.length) throw new AppError('COUPON_ORDER_COMBINATION')
      const rows = await this.coupons.byIds([...ids])
      if (rows.length !== ids.length || rows.some((r) => r.user_id !== call.userId || r.merchant_id !== call.merchantId))
        throw new AppError('COUPON_ORDER_UNUSABLE')
      if (rows.some((r) => r.status !== 'AVAILABLE')) throw new AppError('COUPON_ORDER_TAKEN')
      return { chosen: rows, options: [] }
    }
    const held = await this.coupons.heldForOrder(call.userId, call.merchantId, call.now)
    if (!held.length) return { chosen: [], options: [] }
    const rules = held.map(couponRuleOf)
    let checked = call.couponIds
      ? rules.filter((r) => call.couponIds?.includes(r.couponId)).map((r) => r.couponId)
      : pickBestCoupons(rules, cart, now).coupons.map((c) => c.couponId)
    const fits = orderDiscounts({ lines: cart, coupons: rules.filter((r) => checked.includes(r.couponId)), now })
    if (!fits.ok) checked = []
    const options = held.map((row, i): OrderCouponOption => {
      const check = checkCoupon(rules[i], cart, now)
      return {
        couponId: row.coupon_id,
        couponTemplateId: row.template_id,
        title: row.title,
        couponType: rules[i].couponType,
        discountAmount: check.usable ? check.discountAmount : 0,
        usable: check.usable,
        ...(check.usable ? {} : { reason: check.reason }),
        isChecked: checked.includes(row.coupon_id),
        expireTime: rules[i].expireTime,
        discountDisplay: discountDisplay(rules[i])
      }
    })
    options.sort((a, b) => Number(b.usable) - Number(a.usable) || b.discountAmount - a.discountAmount || a.expireTime - b.expireTime)
    return { chosen: held.filter((h) => checked.includes(h.coupon_id)), options }
  }
}
