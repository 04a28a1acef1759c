/**
 * An order's discount lines (issue #18; OrderDetail.discounts, order-discount.presenter.ts): order detail,
 * the order list and the console's drawer say what each pricing step took off, in pricing order, named in
 * the request's language, and the lines add up: ticketAmount + deliveryFee + paymentServiceFee − the lines
 * = total = payAmount. Orders priced with a member discount, a coupon and points; a channel promotion; a
 * benefit card; a privilege code (with a member discount on its price). The set-ups are those of
 * loyalty-pricing.test.ts, privilege-codes.test.ts and benefit-cards.test.ts. On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, OPERATOR, OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { callCreateOrder, callPreOrder } from '../helpers/order-helpers'
import { saveLevels } from '../helpers/member-helpers'
import { couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import type { OrderDetail } from '../../../types/api/order'
import type { SalesOrderDetail } from '../../../types/api/sales-admin'
import { ADMIN_PROMOTION_PATHS, type AdminPromotion } from '../../../types/api/promotion'
import { ADMIN_CARD_PATHS, BENEFIT_CARD_PATHS, type AdminBenefitCard, type CardOrderReply } from '../../../types/api/benefit-card'
import {
  ADMIN_PRIVILEGE_PATHS,
  PRIVILEGE_PATHS,
  type AdminPrivilege,
  type AdminPrivilegeBatch,
  type PrivilegeCheckReply
} from '../../../types/api/privilege'
import { discountsFen } from '../../../types/rules/order-discount-lines'

const DAY = 86400000

for (const engine of ENGINES) {
  describe(`order discount lines on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    let finance: ConsoleClient
    let phones = 0
    let keys = 0
    before(async () => {
      ;({
        t,
        staff: [owner, operator, finance]
      } = await staffedApp(engine, OWNER, OPERATOR, FINANCE))
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const buyer = () => phoneLogin(t, `1330071${String(phones++).padStart(4, '0')}`)
    const ladder = (discountPercent?: number) =>
      saveLevels(owner, [{ primeLevelName: '会员', threshold: 0, discountPercent, primeRights: [] }])
    /** pre_order, then create_order at the amount it quoted. */
    const order = async (h: Record<string, string>, tr: Tier, qty: number, extra: Record<string, unknown> = {}) => {
      const pre = await callPreOrder(t, h, tr, qty, { extra, lang: 'zh-CN' })
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      const made = await callCreateOrder(t, h, tr, qty, pre.body.data.payAmount, `lines-${engine}-${keys++}`, { extra, lang: 'zh-CN' })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      return { pre: pre.body.data, orderId: made.body.data.orderId }
    }
    const detail = async (who: Login, orderId: string, lang = 'zh-CN') => {
      const got = await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}?lang=${lang}`, auth(who))
      assert.equal(got.body.statusCode, 200, got.body.comments)
      return got.body.data
    }
    /** The sum the lines exist for. */
    const addsUp = (o: OrderDetail) => {
      assert.equal(o.ticketAmount + o.deliveryFee + o.paymentServiceFee - discountsFen(o.discounts), o.total)
      assert.equal(o.total, o.payAmount)
    }
    const lines = (o: Pick<OrderDetail, 'discounts'>) => (o.discounts ?? []).map((d) => [d.kind, d.amount, d.label])

    test('会员8.5折, a coupon and points: three lines in pricing order, named in each language, on detail, list and the drawer', async () => {
      await ladder(85)
      const a = await buyer()
      const tr = await freshTier(t, 20000)
      const made = await makeCouponTemplate(operator, couponTemplate())
      const coupon = await receiveCoupon(t, made.couponCode, auth(a))
      await t.db.query(
        "INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, expires_at, created_at) VALUES ($1, 'demo', $2, 'EARN', 300, $3, $4)",
        [`pts_lines_${engine}`, a.userId, new Date(NOON.getTime() + 300 * DAY), NOON]
      )
      const { pre, orderId } = await order(auth(a), tr, 1, { couponIds: [coupon.couponId], usePoints: true })
      const used = pre.points?.pointsUsed ?? 0
      assert.ok(used > 0 && (pre.pointsDiscount ?? 0) > 0, 'points pay part')
      const o = await detail(a, orderId)
      assert.deepEqual(lines(o), [
        ['MEMBER', 3000, '会员8.5折'],
        ['COUPON', 2000, '满100减20'],
        ['POINTS', pre.pointsDiscount, `积分抵扣 (${used}积分)`]
      ])
      assert.equal(o.ticketAmount, 20000, 'the tickets at their public price')
      addsUp(o)
      assert.deepEqual(
        lines(await detail(a, orderId, 'zh-MO')).map((l) => l[2]),
        ['會員8.5折', '满100减20', `積分抵扣 (${used}積分)`]
      )
      assert.deepEqual(
        lines(await detail(a, orderId, 'en-US')).map((l) => l[2]),
        ['Members 15% off', '满100减20', `Points (${used} points)`]
      )
      // The order list reads the same facts (one statement for the page).
      const list = await t.get<{ list: OrderDetail[] }>('/buyer/buyer/v5/orders?lang=zh-CN', auth(a))
      assert.deepEqual(lines(list.body.data.list.find((x) => x.orderId === orderId) as OrderDetail), lines(o))
      // The console's drawer lists the same lines.
      const drawer = await finance.call<SalesOrderDetail>('GET', `/sales/orders/${orderId}`)
      assert.equal(drawer.body.statusCode, 200, drawer.body.comments)
      assert.deepEqual(
        (drawer.body.data.discounts ?? []).map((d) => [d.kind, d.amount]),
        lines(o).map((l) => [l[0], l[1]])
      )
      // Kept as they were.
      assert.deepEqual([o.hasPromotion, o.promotionDiscount], [false, 0])
    })

    test('a channel promotion: one PROMOTION line named as the promotion, hasPromotion and promotionDiscount as before', async () => {
      await ladder()
      const a = await buyer()
      const tr = await freshTier(t, 10000)
      await t.db.query('DELETE FROM promotion_scopes WHERE show_id = $1', [tr.show_id])
      const code = `LINES${engine.toUpperCase()}`
      const made = await operator.call<AdminPromotion>('POST', ADMIN_PROMOTION_PATHS.create, {
        kind: 'CHANNEL',
        name: { 'zh-CN': '渠道立减', 'en-US': 'Channel deal' },
        channelCode: code,
        discountKind: 'AMOUNT',
        discountValue: 1500,
        startTime: NOON.getTime() - DAY,
        endTime: NOON.getTime() + DAY,
        scopes: [{ slot: 0, showId: tr.show_id }]
      })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const { orderId } = await order({ ...auth(a), 'channel-id': code }, tr, 2)
      const o = await detail(a, orderId)
      assert.deepEqual(lines(o), [['PROMOTION', 3000, '渠道立减']])
      assert.deepEqual([o.hasPromotion, o.promotionDiscount, o.ticketAmount, o.total], [true, 3000, 20000, 17000])
      addsUp(o)
      assert.deepEqual(lines(await detail(a, orderId, 'en-US')), [['PROMOTION', 3000, 'Channel deal']])
    })

    test("a benefit card: one CARD line named as the card; ticketAmount at the public price, each line at the card's", async () => {
      await ladder(90)
      const a = await buyer()
      const tr = await freshTier(t, 10000)
      const c = await operator.call<AdminBenefitCard>('POST', ADMIN_CARD_PATHS.create, {
        cardName: '观演次卡',
        cardUrl: '',
        description: '',
        priceMode: 'POINT',
        cardPrice: 0,
        pointPrice: 1,
        convertibleTimes: 3,
        redeemPrice: 3000,
        perSessionLimit: 0,
        validityType: 'ANNUAL',
        validDays: null,
        validUntil: null,
        range: {
          useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
          couponUseLimitVO: {
            showIds: [tr.show_id],
            showSessionIds: [],
            seatPlanIds: [],
            venueIds: [],
            showTypes: [],
            tagIds: [],
            itemIds: [],
            categoryIds: []
          }
        },
        stock: 100,
        perBuyerLimit: 0,
        enabled: true,
        needRealName: false
      })
      assert.equal(c.body.statusCode, 200, c.body.comments)
      await t.db.query(
        "INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, expires_at, created_at) VALUES ($1, 'demo', $2, 'EARN', 1, $3, $4)",
        [`pts_card_${engine}`, a.userId, new Date(NOON.getTime() + 300 * DAY), NOON]
      )
      const bought = await t.call<CardOrderReply>(
        'POST',
        `${BENEFIT_CARD_PATHS.createOrder}?lang=en-US`,
        { cardId: c.body.data.id, payAmount: 0, pointAmount: 1, idempotencyKey: `lines-card-${engine}` },
        auth(a)
      )
      assert.equal(bought.body.statusCode, 200, bought.body.comments)
      const { orderId } = await order(auth(a), tr, 2, { userCardInstanceId: bought.body.data.userCardInstanceId, cardId: c.body.data.id })
      const o = await detail(a, orderId)
      assert.deepEqual(lines(o), [['CARD', 14000, '观演次卡']], 'no member discount beside a card')
      assert.deepEqual([o.ticketAmount, o.total, o.items.map((i) => i.unitPrice)], [20000, 6000, [3000]])
      addsUp(o)
      // The console's drawer adds up the same way: the tickets at their public prices, less the card's line.
      const drawer = (await finance.call<SalesOrderDetail>('GET', `/sales/orders/${orderId}`)).body.data
      assert.equal(drawer.ticketFen + drawer.deliveryFen + drawer.serviceFeeFen - discountsFen(drawer.discounts), drawer.totalFen)
      assert.equal(drawer.ticketFen, 20000)
    })

    test('a privilege code at 50.00 of 80.00 with 会员9折 on it: PRIVILEGE then MEMBER; the line shows the price paid, not the public one', async () => {
      await ladder(90)
      const a = await buyer()
      const tr = await freshTier(t, 8000)
      await t.db.query('UPDATE shows SET sale_time = $2 WHERE id = $1', [tr.show_id, new Date(NOON.getTime() + DAY)])
      const p = await operator.call<AdminPrivilege>('POST', ADMIN_PRIVILEGE_PATHS.list, {
        showId: tr.show_id,
        name: 'Fan club presale',
        startTime: NOON.getTime() - 60000,
        endTime: NOON.getTime() + 2 * DAY,
        usesPerCode: 2,
        tiers: [{ seatPlanId: tr.id, price: 5000 }]
      })
      assert.equal(p.body.statusCode, 200, p.body.comments)
      const batch = await operator.call<AdminPrivilegeBatch>('POST', ADMIN_PRIVILEGE_PATHS.batches.replace(':id', p.body.data.id), {
        size: 1,
        label: 'A'
      })
      assert.equal(batch.body.statusCode, 200, batch.body.comments)
      const [{ code }] = await t.db.query<{ code: string }>('SELECT code FROM privilege_codes WHERE batch_id = $1', [batch.body.data.id])
      const checked = await t.call<PrivilegeCheckReply>(
        'POST',
        `${PRIVILEGE_PATHS.check}?lang=en-US`,
        { privilegeCode: code, privilegeId: p.body.data.id },
        auth(a)
      )
      assert.equal(checked.body.statusCode, 200, checked.body.comments)
      const { orderId } = await order({ ...auth(a), 'privilege-token': checked.body.data.privilegeToken }, tr, 2, {
        privilegeId: p.body.data.id
      })
      const o = await detail(a, orderId)
      assert.deepEqual(lines(o), [
        ['PRIVILEGE', 6000, 'Fan club presale'],
        ['MEMBER', 1000, '会员9折']
      ])
      assert.deepEqual([o.ticketAmount, o.total], [16000, 9000])
      assert.deepEqual(
        o.items.map((i) => [i.unitPrice, i.unitPriceInfo.yuanNum]),
        [[5000, '50']],
        'the privilege price paid, not the public 80.00'
      )
      addsUp(o)
    })

    test('an order without discounts lists none and its ticket amount is what it was', async () => {
      await ladder()
      const a = await buyer()
      const tr = await freshTier(t, 12000)
      const { orderId } = await order(auth(a), tr, 1)
      const o = await detail(a, orderId)
      assert.deepEqual([o.discounts, o.ticketAmount, o.total], [[], 12000, 12000])
      addsUp(o)
    })
  })
}
