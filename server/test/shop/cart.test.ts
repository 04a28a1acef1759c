/**
 * The cart (types/api/cart.ts; issue "Shop": "cart-list (select, change quantity, remove, invalid lines
 * shown apart, totals, the badge ...)"; calls-errors-limits.md "cart count reply is data.count").
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { directBuyers } from '../helpers/account-helpers'
import { makeGoods } from '../helpers/goods-helpers'
import type { CartCount, CartView } from '../../../types/api/cart'

const CART = '/buyer/buyer/v1/cart'

for (const engine of ENGINES) {
  describe(`cart (${engine})`, () => {
    let t: TestApp
    let buyer: Record<string, string>
    let other: Record<string, string>

    before(async () => {
      t = await seededApp(engine)
      ;[buyer, other] = await directBuyers(t, ['u_cart_1', 'u_cart_2'], '139', 1000)
    })
    after(() => t.close())

    const count = async (h: Record<string, string>) => (await t.call<CartCount>('GET', `${CART}/count`, undefined, h)).body.data.count
    const view = async (h: Record<string, string>) => (await t.call<CartView>('GET', `${CART}?lang=en-US`, undefined, h)).body.data
    const add = (h: Record<string, string>, skuId: string, qty: number) =>
      t.call<CartCount>('POST', `${CART}/lines?lang=en-US`, { skuId, qty }, h)

    test('the cart calls need the buyer logged in', async () => {
      const res = await t.call('GET', `${CART}/count`)
      assert.notEqual(res.body.statusCode, 200)
      assert.equal(res.body.mode, 'login')
    })

    test('"cart count reply is data.count": the units in the cart; adding the same SKU again adds to its line', async () => {
      const g = await makeGoods(t, { sizes: ['S', 'M'], priceFen: 8800 })
      assert.equal(await count(buyer), 0)
      assert.deepEqual((await add(buyer, g.skuIds[0], 2)).body.data, { count: 2 })
      assert.deepEqual((await add(buyer, g.skuIds[0], 1)).body.data, { count: 3 })
      assert.deepEqual((await add(buyer, g.skuIds[1], 1)).body.data, { count: 4 })
      const v = await view(buyer)
      assert.equal(v.invalidLines.length, 0)
      const s = v.lines.find((l) => l.skuId === g.skuIds[0])
      assert.ok(s)
      assert.equal(s.qty, 3)
      assert.equal(s.priceFen, 8800)
      assert.equal(s.attributeText, 'S')
      assert.equal(s.spuId, g.spuId)
      assert.equal(s.selected, true)
      assert.equal(s.stock, 10)
      // Another buyer's cart is their own.
      assert.equal(await count(other), 0)
    })

    test('changing a line: quantity and ticked; removing lines by SKU', async () => {
      const g = await makeGoods(t, { sizes: ['L', 'XL'] })
      await add(other, g.skuIds[0], 1)
      await add(other, g.skuIds[1], 1)
      const put = await t.call<CartCount>('PUT', `${CART}/lines/${g.skuIds[0]}`, { qty: 4, selected: false }, other)
      assert.equal(put.body.statusCode, 200, put.body.comments)
      assert.equal(put.body.data.count, 5)
      const line = (await view(other)).lines.find((l) => l.skuId === g.skuIds[0])
      assert.equal(line?.qty, 4)
      assert.equal(line?.selected, false)
      const gone = await t.call<CartCount>('DELETE', `${CART}/lines?skuIds=${g.skuIds.join(',')}`, undefined, other)
      assert.equal(gone.body.statusCode, 200, gone.body.comments)
      assert.equal(gone.body.data.count, 0)
      const missing = await t.call('PUT', `${CART}/lines/${g.skuIds[0]}?lang=en-US`, { qty: 1 }, other)
      assert.equal(missing.body.statusCode, 40700)
    })

    test('adding is refused past the stock, past the per-buyer limit, off sale, and for another merchant’s goods', async () => {
      const g = await makeGoods(t, { stock: 3, perBuyerLimit: 5 })
      assert.equal((await add(other, g.skuIds[0], 4)).body.statusCode, 40702, 'more than the stock: sold out')
      const limited = await makeGoods(t, { stock: 50, perBuyerLimit: 2 })
      assert.equal((await add(other, limited.skuIds[0], 2)).body.statusCode, 200)
      const over = await add(other, limited.skuIds[0], 1)
      assert.equal(over.body.statusCode, 40703, 'the per-buyer limit counts what the cart holds')
      assert.match(over.body.comments, /at most 2/)
      const off = await makeGoods(t)
      await t.db.query('UPDATE spus SET on_sale = false WHERE id = $1', [off.spuId])
      assert.equal((await add(other, off.skuIds[0], 1)).body.statusCode, 40701)
      await t.db.query(
        "INSERT INTO merchants (id, name, config) VALUES ('cart_other', '{\"zh-CN\":\"别家\"}', '{}') ON CONFLICT DO NOTHING"
      )
      const theirs = await makeGoods(t, { merchantId: 'cart_other' })
      assert.equal((await add(other, theirs.skuIds[0], 1)).body.statusCode, 40700, 'another merchant’s SKU reads as unknown')
      assert.equal((await add(other, 'sku_nope', 1)).body.statusCode, 40700)
      const zero = await t.call('POST', `${CART}/lines`, { skuId: g.skuIds[0], qty: 0 }, other)
      assert.notEqual(zero.body.statusCode, 200, 'a quantity below 1 is refused by the schema')
    })

    test('invalid lines are shown apart with their reason (off sale, sold out, gone), never ticked', async () => {
      const [b] = await directBuyers(t, ['u_cart_3'], '139', 2000)
      const offSale = await makeGoods(t)
      const soldOut = await makeGoods(t, { stock: 2 })
      const gone = await makeGoods(t)
      const fine = await makeGoods(t)
      for (const g of [offSale, soldOut, gone, fine]) assert.equal((await add(b, g.skuIds[0], 1)).body.statusCode, 200)
      await t.db.query('UPDATE skus SET on_sale = false WHERE id = $1', [offSale.skuIds[0]])
      await t.db.query('UPDATE skus SET available = 0, capacity = 0 WHERE id = $1', [soldOut.skuIds[0]])
      await t.db.query('DELETE FROM skus WHERE id = $1', [gone.skuIds[0]])
      const v = await view(b)
      assert.deepEqual(
        v.lines.map((l) => l.skuId),
        [fine.skuIds[0]]
      )
      const reasons = Object.fromEntries(v.invalidLines.map((l) => [l.skuId, l.invalidReason]))
      assert.deepEqual(reasons, { [offSale.skuIds[0]]: 'OFF_SALE', [soldOut.skuIds[0]]: 'SOLD_OUT', [gone.skuIds[0]]: 'GONE' })
      assert.ok(v.invalidLines.every((l) => !l.selected))
      // A gone line can still be removed.
      await t.call('DELETE', `${CART}/lines?skuIds=${gone.skuIds[0]}`, undefined, b)
      assert.equal((await view(b)).invalidLines.length, 2)
    })
  })
}
