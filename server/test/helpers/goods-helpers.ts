/**
 * Goods as the shop tests make them: an SPU and its SKUs written directly (standing in for the console's
 * goods editor), and a buyer's goods order calls with the sandbox cashier.
 */
import assert from 'node:assert/strict'
import type { TestApp } from './helpers'
import { paying } from './payment-helpers'
import type { Login } from './account-helpers'
import type { CreateGoodsOrderReply, GoodsOrderDetail, GoodsQuote } from '../../../types/api/goods-order'

let made = 0

export interface Goods {
  spuId: string
  skuIds: string[]
}

/** One SPU of the demo merchant on sale with one SKU per option value named (or one SKU without options), each with `stock` units. */
export async function makeGoods(
  t: TestApp,
  o: {
    kind?: 'PHYSICAL' | 'VOUCHER' | 'STUB'
    priceFen?: number
    stock?: number
    perBuyerLimit?: number | null
    sizes?: string[]
    merchantId?: string
  } = {}
): Promise<Goods> {
  const n = ++made
  const spuId = `spu_t${n}_${Math.random().toString(36).slice(2, 8)}`
  const merchant = o.merchantId ?? 'demo'
  await t.db.query(
    `INSERT INTO spus (id, merchant_id, name, kind, on_sale, per_buyer_limit, pictures)
     VALUES ($1, $2, jsonb_build_object('zh-CN', '测试T恤' || $3::text, 'zh-MO', '測試T恤' || $3::text, 'en-US', 'Test T-shirt ' || $3::text), $4, true, $5, '["/p/t.png"]')`,
    [spuId, merchant, String(n), o.kind ?? 'PHYSICAL', o.perBuyerLimit ?? null]
  )
  const sizes = o.sizes ?? []
  const stock = o.stock ?? 10
  const price = o.priceFen ?? 5000
  const skuIds: string[] = []
  if (sizes.length) {
    await t.db.query(`INSERT INTO spu_option_groups (id, spu_id, name) VALUES ($1, $2, '{"zh-CN":"尺码","zh-MO":"尺碼","en-US":"Size"}')`, [
      `${spuId}_g`,
      spuId
    ])
    for (const [i, size] of sizes.entries()) {
      const valueId = `${spuId}_v${i}`
      await t.db.query('INSERT INTO spu_option_values (id, group_id, name, sort) VALUES ($1, $2, $3, $4)', [
        valueId,
        `${spuId}_g`,
        JSON.stringify({ 'zh-CN': size, 'zh-MO': size, 'en-US': size }),
        i
      ])
      skuIds.push(await sku(t, spuId, `${spuId}_k${i}`, [valueId], price, stock, i))
    }
  } else skuIds.push(await sku(t, spuId, `${spuId}_k0`, [], price, stock, 0))
  return { spuId, skuIds }
}

async function sku(t: TestApp, spuId: string, id: string, values: string[], price: number, stock: number, sort: number): Promise<string> {
  await t.db.query(
    `INSERT INTO skus (id, spu_id, attribute_value_ids, price_fen, capacity, available, on_sale, sort) VALUES ($1, $2, $3, $4, $5, $5, true, $6)`,
    [id, spuId, values, price, stock, sort]
  )
  return id
}

export const skuStock = async (t: TestApp, skuId: string) =>
  (await t.db.query<{ available: number; held: number; sold: number }>('SELECT available, held, sold FROM skus WHERE id = $1', [skuId]))[0]

export const GOODS_PATHS = {
  preOrder: '/buyer/buyer/v1/items/pre_order',
  create: '/buyer/buyer/v1/items/orders',
  detail: (id: string) => `/buyer/buyer/v2/items/orders/${id}`,
  cancel: (id: string) => `/buyer/buyer/v1/items/orders/${id}/cancel`,
  refund: (id: string) => `/buyer/buyer/v1/items/orders/${id}/refund`
}

/** One buyer's goods order calls; `tag` keeps idempotency keys apart. */
export function goodsBuyer(t: TestApp, buyer: Login, headers: Record<string, string>, tag: string) {
  let n = 0
  const pay = paying(t, buyer, tag)
  return {
    headersFor: () => headers,
    preOrder: (body: object) => t.call<GoodsQuote>('POST', `${GOODS_PATHS.preOrder}?lang=en-US`, body, headers),
    create: (body: object, key = `${tag}-key-${n++}`) =>
      t.call<CreateGoodsOrderReply>('POST', `${GOODS_PATHS.create}?lang=en-US`, { idempotencyKey: key, ...body }, headers),
    detail: (id: string, lang = 'en-US') => t.call<GoodsOrderDetail>('GET', `${GOODS_PATHS.detail(id)}?lang=${lang}`, undefined, headers),
    /** An order of the lines at the price pre_order quotes, created (asserted): its reply. */
    async order(body: { lines: Array<{ skuId: string; qty: number }>; addressId?: string; couponIds?: string[]; fromCart?: boolean }) {
      const quote = await this.preOrder(body)
      assert.equal(quote.body.statusCode, 200, quote.body.comments)
      const res = await this.create({
        ...body,
        couponIds: body.couponIds ?? quote.body.data.checkedCouponIds,
        paymentParam: { payAmount: quote.body.data.payAmount }
      })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    },
    /** The buyer refunds units of the order by line (asserted). */
    async refundLines(orderId: string, lines: Array<{ skuId: string; qty: number }>) {
      const res = await t.call('POST', `${GOODS_PATHS.refund(orderId)}?lang=en-US`, { lines }, headers)
      assert.equal(res.body.statusCode, 200, res.body.comments)
    },
    /** Pays the order's transaction in the sandbox cashier (its callback answered 303). */
    async pay(reply: CreateGoodsOrderReply) {
      const info = await pay.startPay(reply.unPaidTransactionIds[0])
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
    }
  }
}
