/**
 * SKU stock under a crowd (issue "Shop": "the SKU stock under a crowd (200 buyers on 20 left: exactly 20
 * sold)"). The guard is one conditional write in inventory/ (sku-stock.repository.ts: available >= n), so
 * whatever the interleaving no unit is sold twice and available + held + sold stays the capacity. Truly
 * parallel on PostgreSQL; on PGlite the same calls run one after another.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { makeGoods, skuStock } from '../helpers/goods-helpers'
import { AppError } from '../../src/http/app-error'
import type { CreateGoodsOrderReply } from '../../../types/api/goods-order'

const CROWD = 200
const LEFT = 20

for (const engine of ENGINES) {
  describe(`goods stock under a crowd (${engine})`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(() => t.close())

    test(`${CROWD} buyers on ${LEFT} left: exactly ${LEFT} hold one, every other hears sold out; after expiry all ${LEFT} are back`, async () => {
      // A voucher (no address needed) with 20 left of 30 (10 sold before the rush).
      const g = await makeGoods(t, { kind: 'VOUCHER', priceFen: 1200, stock: 30 })
      await t.db.query('UPDATE skus SET available = $2, sold = 30 - $2 WHERE id = $1', [g.skuIds[0], LEFT])
      const users = Array.from({ length: CROWD }, (_, i) => `u_gcrowd_${engine}_${i}`)
      await t.db.query(`INSERT INTO users (id, merchant_id, nick_name, created_at) SELECT x, 'demo', x, $2 FROM unnest($1::text[]) AS x`, [
        users,
        NOON
      ])
      // As the app does: a busy reply (limiting) is tried again with the same key.
      const buy = async (userId: string, i: number): Promise<CreateGoodsOrderReply> => {
        for (;;) {
          try {
            return await t.app.goodsOrders.create(
              { lines: [{ skuId: g.skuIds[0], qty: 1 }], paymentParam: { payAmount: 1200 }, idempotencyKey: `gcrowd-key-${i}` },
              { merchantId: 'demo', userId, now: NOON }
            )
          } catch (error) {
            if (!(error instanceof AppError && error.code === 'LIMITING')) throw error
          }
        }
      }
      const results = await Promise.allSettled(users.map((u, i) => buy(u, i)))
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      assert.equal(won.length, LEFT)
      assert.ok(
        lost.every((r) => r.reason instanceof AppError && r.reason.code === 'SKU_SOLD_OUT'),
        `every other buyer hears sold out: ${[...new Set(lost.map((r) => String((r.reason as AppError).code ?? r.reason)))].join(', ')}`
      )
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 0, held: LEFT, sold: 10 })
      const [{ n }] = await t.db.query<{ n: number }>(
        "SELECT count(DISTINCT o.user_id)::int AS n FROM goods_orders o JOIN goods_order_lines l ON l.order_id = o.id WHERE l.sku_id = $1 AND o.state = 'UNPAID'",
        [g.skuIds[0]]
      )
      assert.equal(n, LEFT, 'one unit each, to 20 different buyers')
      const late = new Date(NOON.getTime() + 16 * 60_000)
      assert.equal(await t.app.goodsOrders.closeDue(late), LEFT)
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: LEFT, held: 0, sold: 10 })
    })
  })
}
