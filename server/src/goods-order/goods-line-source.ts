/**
 * A goods order's lines for the one quote() (order/pricing/quote.ts, its GoodsLineSource port): the SKUs
 * asked for, read and checked (the merchant's, on sale, in stock, within the per-buyer limit and the
 * order's bounds), in SKU id order, with the delivery fee of the shop's rule (goods-delivery.ts) and the
 * address delivered goods go to. The price itself is the quote's: the member discount on goods, the ITEM
 * coupons and the points are its steps, settled by the one discount rule (order-discounts.ts), as on a
 * ticket order. Reading holds and writes nothing.
 */
import { AppError } from '../http/app-error'
import { goodsDeliveryFen, isDeliveredKind } from '../../../types/rules/goods-delivery'
import type { GoodsLineInput } from '../../../types/api/goods-order'
import type { AddressRepository } from '../address/address.repository'
import type { GoodsLineSource, GoodsQuoteCall } from '../order/pricing/pricing-step'
import type { DeliveryAddressFacts, GoodsOrderRepository, SkuForSaleRow } from './goods-order.repository'
import { checkStubLineShape } from '../ticket-stub/ticket-stub-rules'

/** Most lines one goods order may have. */
export const GOODS_LINES_MAX = 50
/** Most units of one SKU one order may have. */
export const GOODS_QTY_MAX = 99

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

export class GoodsLines implements GoodsLineSource<SkuForSaleRow> {
  constructor(
    private readonly goods: Pick<GoodsOrderRepository, 'skusForSale' | 'liveUnits'>,
    private readonly addresses: Pick<AddressRepository, 'byId'>
  ) {}

  async lines(call: GoodsQuoteCall) {
    const asked = [...call.body.lines].sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0))
    if (!asked.length || asked.length > GOODS_LINES_MAX) throw new AppError('INVALID_PARAMETER', { detail: 'lines' })
    if (new Set(asked.map((a) => a.skuId)).size !== asked.length) throw new AppError('INVALID_PARAMETER', { detail: 'lines' })
    if (asked.some((a) => !Number.isInteger(a.qty) || a.qty < 1 || a.qty > GOODS_QTY_MAX))
      throw new AppError('INVALID_PARAMETER', { detail: 'qty' })
    const goods = checkSkus(await this.goods.skusForSale(asked.map((a) => a.skuId)), asked, call.ctx.merchantId)
    const limited = goods.filter((l) => l.sku.per_buyer_limit !== null).map((l) => l.sku.spu_id)
    if (limited.length) checkBuyerLimits(goods, await this.goods.liveUnits(call.ctx.userId, limited))
    const needsAddress = goods.some((l) => isDeliveredKind(l.sku.kind))
    const goodsFen = goods.reduce((n, l) => n + l.sku.price_fen * l.qty, 0)
    return {
      goods,
      // The shop's rule on the goods at their prices (before any discount: docs/shop.md "Delivery fee").
      deliveryFen: goodsDeliveryFen({ hasPhysical: needsAddress, goodsFen }),
      needsAddress,
      address: await this.addressOf(call, needsAddress)
    }
  }

  /** Delivered goods go to one of the buyer's addresses: named when ordering; pre_order prices without one. */
  private async addressOf({ body, ctx, mode }: GoodsQuoteCall, needed: boolean): Promise<DeliveryAddressFacts | null> {
    if (!needed) {
      if (body.addressId && mode === 'ORDER') throw new AppError('INVALID_PARAMETER', { detail: 'addressId' })
      return null
    }
    const a = body.addressId ? await this.addresses.byId(ctx.userId, body.addressId) : undefined
    if (!a) {
      if (mode === 'OFFER' && !body.addressId) return null
      throw new AppError('ADDRESS_REQUIRED')
    }
    return { recipient: a.recipient, countryCode: a.country_code, cellphone: a.cellphone, regionText: a.region_text, detail: a.detail }
  }
}
