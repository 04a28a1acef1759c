/**
 * Goods priced by the one quote() with the loyalty steps (issue "Shop": "goods and cart orders through the
 * one order-creation use case, their prices through the one `quote()`"; goods-confirm shows "coupons of
 * type ITEM and the loyalty steps, amount due"). order-discounts.ts: "1. member discount (会员N折) on each
 * unit price of the lines of a biz type the level discounts; ... 3. the coupon(s) on the promoted prices;
 * 4. points on what is left of the lines". product.md: "Prime privilege: ... itemDiscountPrivilegeVo ...
 * shown as 会员N折"; "the point price is the smaller of (order amount times the limit-proportion percent)
 * and (points owned divided by rate), both floored. Points used equal that price times rate."
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { couponTemplate, makeCouponTemplate, noScope, receiveCoupon } from '../helpers/coupon-helpers'
import { goodsBuyer, makeGoods, skuStock } from '../helpers/goods-helpers'
import { saveLevels } from '../helpers/member-helpers'
import { MEMBER_API, type AdminMembership, type MemberLevelsReply } from '../../../types/api/member'
import { Quoter } from '../../src/order/pricing/quote'
import { PricingSteps } from '../../src/order/pricing/pricing-step'

/** Points pay at 100 a yuan, up to 30% of what the lines cost after the coupon. */
const RATES = {
  pointsRate: { points: 1, perYuan: 1 },
  growthRate: { points: 1, perYuan: 1 },
  pointsValidDays: 365,
  expiryNoticeDays: 30,
  agreement: '',
  birthdayGifts: [],
  pointsPay: { enabled: true, rate: 100, limitProportion: 30 }
}

const MINUTE = 60_000

for (const engine of ENGINES) {
  describe(`goods priced by the one quote() with the loyalty steps (${engine})`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let n = 0

    before(async () => {
      ;({
        t,
        staff: [owner]
      } = await staffedApp(engine, OWNER))
      const saved = await owner.call<AdminMembership>('PUT', '/membership/rates', RATES)
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    /** One level every buyer holds (threshold 0): 9折 on tickets, `item` on goods. */
    const ladder = (item?: number) =>
      saveLevels(owner, [
        {
          primeLevelName: 'Fan',
          threshold: 0,
          discountPercent: 90,
          ...(item !== undefined ? { itemDiscountPercent: item } : {}),
          primeRights: []
        }
      ])

    /** A fresh buyer with an address and `points` points, and their goods order calls. */
    async function buyer(points = 0) {
      const id = `u_gloyal_${engine}_${++n}`
      const [headers] = await directBuyers(t, [id], '138', n * 10)
      const login: Login = { accessToken: headers['access-token'], refreshToken: '', userId: id, isNewUser: false }
      const addressId = await shanghaiAddress(t, login)
      if (points > 0)
        await t.db.query(
          "INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, expires_at, created_at) VALUES ($1, 'demo', $2, 'EARN', $3, $4, $5)",
          [`pts_gl_${engine}_${n}`, id, points, new Date(NOON.getTime() + 300 * 24 * 60 * MINUTE), NOON]
        )
      return { headers, login, addressId, calls: goodsBuyer(t, login, headers, id) }
    }

    const balance = async (userId: string) =>
      Number(
        (await t.db.query<{ n: number }>('SELECT COALESCE(sum(points), 0)::float8 AS n FROM points_ledger WHERE user_id = $1', [userId]))[0]
          .n
      )
    const ledgerOf = (goodsOrderId: string) =>
      t.db.query<{ kind: string; points: number }>(
        'SELECT kind, points::float8 AS points FROM points_ledger WHERE goods_order_id = $1 ORDER BY created_at, kind DESC',
        [goodsOrderId]
      )

    test('a goods order’s price: the member ITEM discount, then the ITEM coupon, then points (worked by hand); spent at create, back in proportion on a partial refund and whole at the end', async () => {
      await ladder(80)
      const { calls, addressId, headers, login } = await buyer(5000)
      const a = await makeGoods(t, { priceFen: 5000, stock: 5 })
      const b = await makeGoods(t, { priceFen: 3000, stock: 5 })
      const item = await makeCouponTemplate(
        owner,
        couponTemplate({
          title: '周边满50减15',
          couponBizTypes: ['ITEM'],
          useCouponRule: 'LIMIATION_ITEM',
          couponUseLimitVO: { ...noScope(), itemIds: [a.spuId] },
          amount: 1500,
          limitation: 5000
        })
      )
      const coupon = await receiveCoupon(t, item.couponCode, headers)
      const lines = [
        { skuId: a.skuIds[0], qty: 2 },
        { skuId: b.skuIds[0], qty: 1 }
      ]
      // By hand: A 2 × 5000, B 1 × 3000 = 13000 (delivered free: 99 yuan or more of goods).
      // 1. 会员8折 on goods: A 4000 a unit (8000), B 2400; the member discount 2000 + 600 = 2600, lines 10400.
      // 2. The coupon (满50减15 on A only): A's 8000 meets 50 yuan; 1500 off A; lines 8900.
      // 3. Points: min(floor(8900 × 30% in yuan) = 26, floor(5000 / 100) = 50) = 26 yuan: 2600 fen, 2600 points.
      //    Split over the lines by what they cost after the coupon (6500 : 2400): A 1898.9 → 1899, B 701.1 → 701.
      // Pay 8900 − 2600 = 6300. A paid 8000 − 1500 − 1899 = 4601, B 2400 − 701 = 1699.
      const q = await calls.preOrder({ lines, addressId, usePoints: true })
      assert.equal(q.body.statusCode, 200, q.body.comments)
      const d = q.body.data
      assert.equal(d.goodsAmount, 13000)
      assert.equal(d.deliveryFee, 0)
      assert.equal(d.memberDiscount, 2600)
      assert.equal(d.memberDiscountLabel, 'Members 20% off')
      assert.deepEqual(d.checkedCouponIds, [coupon.couponId], 'the best pick counts the member price')
      assert.equal(d.points?.pointPrice, 2600)
      assert.equal(d.points?.pointsUsed, 2600)
      assert.equal(d.points?.isChecked, true)
      assert.equal(d.pointsDiscount, 2600)
      assert.deepEqual(
        d.discounts.map((x) => [x.kind, x.amount]),
        [
          ['MEMBER', 2600],
          ['COUPON', 1500],
          ['POINTS', 2600]
        ]
      )
      assert.equal(d.payAmount, 6300)
      // Without points the row is still shown (what they would pay), and not counted.
      const off = await calls.preOrder({ lines, addressId, usePoints: false })
      assert.equal(off.body.data.points?.pointPrice, 2600)
      assert.equal(off.body.data.points?.isChecked, false)
      assert.equal(off.body.data.payAmount, 8900)

      const made = await calls.create({
        lines,
        addressId,
        couponIds: [coupon.couponId],
        usePoints: true,
        paymentParam: { payAmount: 6300 }
      })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const orderId = made.body.data.orderId
      assert.equal(await balance(login.userId), 2400, 'the points are spent at create, under the member row lock')
      assert.deepEqual(await ledgerOf(orderId), [{ kind: 'SPEND', points: -2600 }], 'the ledger row names the goods order')
      const [row] = await t.db.query<{ member_discount_fen: number; points_used: number; points_fen: number; coupon_fen: number }>(
        'SELECT member_discount_fen, points_used, points_fen, coupon_fen FROM goods_orders WHERE id = $1',
        [orderId]
      )
      assert.deepEqual({ ...row }, { member_discount_fen: 2600, points_used: 2600, points_fen: 2600, coupon_fen: 1500 })
      const shares = await t.db.query<{ sku_id: string; member_fen: number; coupon_fen: number; points_fen: number }>(
        'SELECT sku_id, member_fen, coupon_fen, points_fen FROM goods_order_lines WHERE order_id = $1',
        [orderId]
      )
      const share = (skuId: string) => shares.find((s) => s.sku_id === skuId)
      assert.deepEqual({ ...share(a.skuIds[0]) }, { sku_id: a.skuIds[0], member_fen: 2000, coupon_fen: 1500, points_fen: 1899 })
      assert.deepEqual({ ...share(b.skuIds[0]) }, { sku_id: b.skuIds[0], member_fen: 600, coupon_fen: 0, points_fen: 701 })

      await calls.pay(made.body.data)
      const detail = (await calls.detail(orderId)).body.data
      assert.equal(detail.paidAmount, 6300)
      assert.deepEqual(
        detail.discounts.map((x) => [x.kind, x.amount]),
        [
          ['MEMBER', 2600],
          ['COUPON', 1500],
          ['POINTS', 2600]
        ],
        'the order page shows the discount lines'
      )

      // One of A's two units back: floor(4601 / 2) = 2300 fen; its points share floor(1899 / 2) = 949 of the 2600
      // points' 2600 fen, so floor(2600 × 949 / 2600) = 949 points come back.
      await calls.refundLines(orderId, [{ skuId: a.skuIds[0], qty: 1 }])
      const partial = (await calls.detail(orderId)).body.data
      assert.equal(partial.refundedAmount, 2300, 'a line refunded returns what was paid for it, after every discount')
      assert.equal(await balance(login.userId), 2400 + 949)
      // The rest: 6300 − 2300 = 4000 fen, and every point spent.
      await calls.refundLines(orderId, [
        { skuId: a.skuIds[0], qty: 1 },
        { skuId: b.skuIds[0], qty: 1 }
      ])
      assert.equal((await calls.detail(orderId)).body.data.refundedAmount, 6300)
      assert.equal(await balance(login.userId), 5000, 'each point comes back once, all of them once no unit is left')
      assert.deepEqual(
        (await ledgerOf(orderId)).map((r) => [r.kind, r.points]),
        [
          ['SPEND', -2600],
          ['RETURN', 949],
          ['RETURN', 1651]
        ]
      )
      assert.deepEqual(await skuStock(t, a.skuIds[0]), { available: 5, held: 0, sold: 0 })
    })

    test('points spent on an unpaid goods order come back when it closes (cancelled or expired), once', async () => {
      await ladder(80)
      const { calls, addressId, login } = await buyer(1000)
      const g = await makeGoods(t, { priceFen: 10000, stock: 5 })
      const lines = [{ skuId: g.skuIds[0], qty: 1 }]
      // 8000 after 会员8折; points: min(floor(8000 × 30%) = 24 yuan, floor(1000 / 100) = 10 yuan) = 1000 fen, 1000 points.
      const q = await calls.preOrder({ lines, addressId, usePoints: true, couponIds: [] })
      assert.equal(q.body.data.payAmount, 7000)
      const made = await calls.create({ lines, addressId, couponIds: [], usePoints: true, paymentParam: { payAmount: 7000 } })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.equal(await balance(login.userId), 0)
      // Another order cannot spend the same points: the balance no longer covers them.
      const again = await calls.preOrder({ lines, addressId, usePoints: true, couponIds: [] })
      assert.equal(again.body.data.points?.usable, false)
      const cancelled = await t.call('POST', `/buyer/buyer/v1/items/orders/${made.body.data.orderId}/cancel`, undefined, calls.headersFor())
      assert.equal(cancelled.body.statusCode, 200, cancelled.body.comments)
      assert.equal(await balance(login.userId), 1000)
      // Expired by the sweeper likewise.
      const second = await calls.create(
        { lines, addressId, couponIds: [], usePoints: true, paymentParam: { payAmount: 7000 } },
        `exp-${engine}`
      )
      assert.equal(second.body.statusCode, 200, second.body.comments)
      assert.equal(await balance(login.userId), 0)
      const late = new Date(NOON.getTime() + 16 * MINUTE)
      t.setNow(late)
      try {
        assert.ok((await t.app.goodsOrders.closeDue(late)) >= 1)
        await t.app.goodsOrders.closeDue(late)
      } finally {
        t.setNow(NOON)
      }
      assert.equal(await balance(login.userId), 1000, 'given back once')
      assert.deepEqual(
        (await ledgerOf(second.body.data.orderId)).map((r) => [r.kind, r.points]),
        [
          ['SPEND', -1000],
          ['RETURN', 1000]
        ]
      )
    })

    test('a points amount the balance no longer covers is refused at create and nothing is written', async () => {
      await ladder()
      const { calls, addressId, login } = await buyer(1000)
      const g = await makeGoods(t, { priceFen: 10000, stock: 5 })
      const lines = [{ skuId: g.skuIds[0], qty: 1 }]
      const q = await calls.preOrder({ lines, addressId, usePoints: true, couponIds: [] })
      assert.equal(q.body.data.memberDiscount, undefined, 'no discount on goods at a level without one')
      assert.equal(q.body.data.payAmount, 9000, '10 yuan of points')
      // The points were spent elsewhere meanwhile.
      await t.db.query(
        "INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, created_at) VALUES ($1, 'demo', $2, 'EXPIRE', -600, $3)",
        [`pts_gl_exp_${engine}`, login.userId, NOON]
      )
      const made = await calls.create({ lines, addressId, couponIds: [], usePoints: true, paymentParam: { payAmount: 9000 } })
      assert.notEqual(made.body.statusCode, 200)
      assert.equal((await t.db.query('SELECT id FROM goods_orders WHERE user_id = $1', [login.userId])).length, 0)
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 5, held: 0, sold: 0 })
    })

    test('a level’s discount on goods edited in the console reaches the goods quote and the buyer’s level list (itemDiscountPrivilegeVo)', async () => {
      const { calls, addressId } = await buyer()
      const g = await makeGoods(t, { priceFen: 2000, stock: 5 })
      const lines = [{ skuId: g.skuIds[0], qty: 1 }]
      const pay = async () => (await calls.preOrder({ lines, addressId, couponIds: [] })).body.data
      const saved = await ladder(85)
      assert.equal(saved.levels[0].itemDiscountPercent, 85, 'the console reads back what it saved')
      assert.equal((await pay()).memberDiscount, 300, '会员8.5折 on 2000')
      await ladder(50)
      const half = await pay()
      assert.equal(half.memberDiscount, 1000)
      assert.equal(half.memberDiscountLabel, 'Members 50% off')
      assert.equal(half.payAmount, 1000 + half.deliveryFee)
      const shown = await t.call<MemberLevelsReply>('GET', `${MEMBER_API.levels}?lang=zh-CN`)
      assert.equal(shown.body.data.levels[0].itemDiscountPercent, 50)
      assert.equal(shown.body.data.levels[0].itemDiscountLabel, '会员5折')
      assert.equal(shown.body.data.levels[0].discountPercent, 90, 'the show discount beside it')
      await ladder()
      assert.equal((await pay()).memberDiscount, undefined, 'removed: goods at their prices again')
      const refused = await owner.call('PUT', '/membership/levels', {
        levels: [{ primeLevelName: 'Fan', threshold: 0, itemDiscountPercent: 100, primeRights: [] }]
      })
      assert.notEqual(refused.body.statusCode, 200, 'a discount on goods is 1-99')
    })

    test('the one quote() refuses misuse as before: an unknown SKU, a line twice, points on an unknown SKU, a quote of a kind it has no lines for', async () => {
      await ladder(80)
      const { calls, addressId } = await buyer(1000)
      const g = await makeGoods(t, { priceFen: 2000, stock: 5 })
      assert.equal((await calls.preOrder({ lines: [{ skuId: 'sku_nothing', qty: 1 }], addressId })).body.statusCode, 40_700)
      const create = await calls.create({
        lines: [{ skuId: 'sku_nothing', qty: 1 }],
        addressId,
        usePoints: true,
        paymentParam: { payAmount: 1 }
      })
      assert.equal(create.body.statusCode, 40_700, 'the lines are checked before any step prices them')
      const twice = await calls.preOrder({
        lines: [
          { skuId: g.skuIds[0], qty: 1 },
          { skuId: g.skuIds[0], qty: 1 }
        ],
        addressId
      })
      assert.notEqual(twice.body.statusCode, 200)
      // A quote() wired for goods only is asked for tickets (and the other way round): a wiring fault, not a price.
      const goodsOnly = new Quoter(new PricingSteps(), {
        goods: { lines: async () => ({ goods: [], deliveryFen: 0, needsAddress: false, address: null }) }
      })
      await assert.rejects(
        goodsOnly.quote({
          body: { items: [] },
          ctx: { merchantId: 'demo', userId: 'u', now: NOON, timeZone: 'Asia/Shanghai' },
          mode: 'OFFER'
        }),
        /prices no tickets/
      )
      const ticketsOnly = new Quoter(new PricingSteps(), {})
      await assert.rejects(
        ticketsOnly.quote({ kind: 'GOODS', body: { lines: [] }, ctx: { merchantId: 'demo', userId: 'u', now: NOON }, mode: 'OFFER' }),
        /prices no goods/
      )
    })
  })
}
