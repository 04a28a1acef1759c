/**
 * Where a goods refund's money is, on the buyer's goods order (issue "Shop": "a goods refund returns money and
 * stock"; the money goes back through the one refund job, so the buyer sees it on its way until the provider
 * settles it): each refund of the order with its amount and REFUNDING, REFUNDED or FAILED (finally refused).
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { OWNER, staffedApp } from '../helpers/admin-helpers'
import { goodsBuyer, makeGoods } from '../helpers/goods-helpers'
import { MAX_ATTEMPTS } from '../../src/payment/refund.service'

for (const engine of ENGINES) {
  describe(`goods refunds' money on the goods order (${engine})`, () => {
    let t: TestApp
    let n = 0

    before(async () => {
      ;({ t } = await staffedApp(engine, OWNER))
    })
    after(() => t.close())

    /** A buyer's paid order of two goods (20 and 40 yuan, delivered free from 99 yuan: 10 yuan of delivery). */
    async function paidOrder() {
      const id = `u_goods_money_${engine}_${++n}`
      const [headers] = await directBuyers(t, [id], '136', n * 10)
      const login: Login = { accessToken: headers['access-token'], refreshToken: '', userId: id, isNewUser: false }
      const addressId = await shanghaiAddress(t, login)
      const calls = goodsBuyer(t, login, headers, id)
      const a = await makeGoods(t, { priceFen: 2000, stock: 5 })
      const b = await makeGoods(t, { priceFen: 4000, stock: 5 })
      const order = await calls.order({
        lines: [
          { skuId: a.skuIds[0], qty: 1 },
          { skuId: b.skuIds[0], qty: 1 }
        ],
        addressId
      })
      await calls.pay(order)
      return { calls, orderId: order.orderId, a: a.skuIds[0], b: b.skuIds[0] }
    }

    const moneyOf = async (grfId: string) =>
      (await t.db.query<{ id: string }>("SELECT id FROM refunds WHERE purpose = 'GOODS' AND subject_id = $1", [grfId]))[0].id

    const deliver = (refundId: string, status: 'SUCCEEDED' | 'FAILED') =>
      t.app.inject({
        method: 'POST',
        url: `/pub/v1/payments/sandbox/refunds/${refundId}/deliver`,
        payload: { status, ...(status === 'FAILED' ? { reason: 'NOTENOUGH' } : {}) }
      })

    test('a refund by line reads REFUNDING until the provider settles it, then REFUNDED; each refund apart, oldest first', async () => {
      const { calls, orderId, a, b } = await paidOrder()
      assert.deepEqual((await calls.detail(orderId)).body.data.refunds, [], 'no refund yet')
      await calls.refundLines(orderId, [{ skuId: a, qty: 1 }])
      const first = (await calls.detail(orderId)).body.data.refunds
      assert.equal(first.length, 1)
      assert.equal(first[0].amountFen, 2000)
      assert.equal(first[0].state, 'REFUNDING', 'queued: the money is on its way')

      // The refund job asks the sandbox (it answers PROCESSING): still on its way.
      await t.app.payments.refunds.run(NOON)
      assert.equal((await calls.detail(orderId)).body.data.refunds[0].state, 'REFUNDING')
      const money = await moneyOf(first[0].refundId)
      assert.equal((await deliver(money, 'SUCCEEDED')).statusCode, 200)
      assert.equal((await calls.detail(orderId)).body.data.refunds[0].state, 'REFUNDED', "the provider's notice settled it")

      // The rest: its own refund (with the delivery fee, the last units'), on its way while the first is back.
      t.setNow(new Date(NOON.getTime() + 60_000))
      try {
        await calls.refundLines(orderId, [{ skuId: b, qty: 1 }])
      } finally {
        t.setNow(NOON)
      }
      const both = (await calls.detail(orderId)).body.data
      assert.equal(both.orderStatus, 'REFUNDED')
      assert.deepEqual(
        both.refunds.map((r) => [r.amountFen, r.state]),
        [
          [2000, 'REFUNDED'],
          [5000, 'REFUNDING']
        ]
      )
    })

    test('a refund the provider finally refuses (no attempt left) reads FAILED', async () => {
      const { calls, orderId, a } = await paidOrder()
      await calls.refundLines(orderId, [{ skuId: a, qty: 1 }])
      await t.app.payments.refunds.run(NOON)
      const [refund] = (await calls.detail(orderId)).body.data.refunds
      const money = await moneyOf(refund.refundId)
      // Standing in for the job having used every attempt: the provider's refusal is then final.
      await t.db.query('UPDATE refunds SET attempts = $2 WHERE id = $1', [money, MAX_ATTEMPTS])
      await deliver(money, 'FAILED')
      assert.equal((await calls.detail(orderId)).body.data.refunds[0].state, 'FAILED')
    })
  })
}
