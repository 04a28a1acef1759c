/**
 * Goods bought with a ticket order (the order area's TiedGoods port, order/tied-goods.ts): priced by the one
 * quote() as a goods order (GoodsQuoteCall.tied): the buyer's member discount on goods applies (they are ITEM
 * lines of the same buyer), no coupon and no points (the order's coupons and points are its tickets', whose
 * amounts stay what they are without goods); written as a goods order tied to the
 * ticket order (no transaction of its own: the ticket order's payment pays both), its units held in the
 * ticket order's transaction by inventory/.
 */
import { AppError } from '../http/app-error'
import { randomId } from '../account/token-codec'
import { inventoryOn } from '../inventory/inventory'
import type { BoundedTx } from '../db/bounded-write'
import type { Queryable } from '../db/db'
import type { TiedGoods, TiedGoodsBuyer, TiedGoodsLine } from '../order/tied-goods'
import { Quoter } from '../order/pricing/quote'
import type { QuoteMode } from '../order/pricing/pricing-step'
import { GoodsLines } from './goods-line-source'
import { issueVouchers } from './goods-voucher'
import { attributeTexts } from './goods-order-lines'
import type { GoodsOrderStores } from './goods-order-steps'

export class TiedGoodsOrders implements TiedGoods {
  constructor(
    private readonly db: Queryable,
    private readonly stores: (q: Queryable) => GoodsOrderStores
  ) {}

  private quote(q: Queryable, lines: readonly TiedGoodsLine[], buyer: TiedGoodsBuyer, mode: QuoteMode) {
    const s = this.stores(q)
    return new Quoter(s.pricing, { goods: new GoodsLines(s.goods, s.addresses) }).quote({
      kind: 'GOODS',
      // Only the SKU and units: a ticket stub is never tied goods (it names its ticket on its own goods order), so it is refused.
      body: { lines: lines.map((l) => ({ skuId: l.skuId, qty: l.qty })), addressId: buyer.addressId },
      ctx: { merchantId: buyer.merchantId, userId: buyer.userId, now: buyer.now },
      mode,
      tied: true
    })
  }

  async price(lines: readonly TiedGoodsLine[], buyer: TiedGoodsBuyer, mode: QuoteMode): Promise<{ payFen: number }> {
    return { payFen: (await this.quote(this.db, lines, buyer, mode)).payFen }
  }

  async write(
    tx: BoundedTx,
    ticketOrderId: string,
    lines: readonly TiedGoodsLine[],
    buyer: TiedGoodsBuyer & { paid: boolean; payDeadline: Date; payFen: number }
  ): Promise<void> {
    const quote = await this.quote(tx, lines, buyer, 'ORDER')
    if (quote.payFen !== buyer.payFen) throw new AppError('PRICE_CHANGED')
    const s = this.stores(tx)
    const id = randomId('gor_')
    const rows = quote.lines.map((l) => ({
      sku_id: l.sku.id,
      spu_id: l.sku.spu_id,
      name: l.sku.name,
      attribute_text: attributeTexts(l.sku.attribute_names),
      picture_url: l.sku.picture_url,
      kind: l.sku.kind,
      qty: l.qty,
      unit_fen: l.unitFen,
      member_fen: l.memberFen,
      coupon_fen: 0,
      points_fen: 0
    }))
    await s.goods.insert(
      {
        id,
        merchantId: buyer.merchantId,
        userId: buyer.userId,
        transactionId: null,
        ticketOrderId,
        payDeadline: buyer.payDeadline,
        goodsFen: quote.goodsFen,
        deliveryFen: quote.deliveryFen,
        couponFen: 0,
        memberDiscountFen: quote.memberDiscountFen,
        totalFen: quote.payFen,
        paid: buyer.paid,
        deliveryAddress: quote.address,
        fromCart: false,
        idempotencyKey: `tied:${ticketOrderId}`,
        requestHash: '',
        now: buyer.now
      },
      rows
    )
    if (buyer.paid) await issueVouchers(s.goods, id, rows, buyer.now)
    const took = await inventoryOn(tx).skuStock.move(
      quote.lines.map((l) => ({ skuId: l.sku.id, n: l.qty, move: buyer.paid ? 'sell' : 'hold' }))
    )
    if (!took) throw new AppError('SKU_SOLD_OUT')
  }
}
