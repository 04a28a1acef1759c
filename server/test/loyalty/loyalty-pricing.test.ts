/**
 * Loyalty pricing across areas (issue #18, review of the merged work): the level a buyer holds prices the
 * order as the member centre shows it (a paid term counts: "paid membership levels"); a channel percent
 * discount is taken on the member price (order-discounts.ts: "the promotion's fen off each unit is
 * computed on the member price"); a package's children close together and its refunds are each child's;
 * a rebook of a discounted ticket keeps the discount (rebook-rules.ts). On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, OPERATOR, OWNER, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { benefitCard, createCard } from '../helpers/card-helpers'
import { couponTemplate, makeCouponTemplate, noScope, receiveCoupon } from '../helpers/coupon-helpers'
import { monthlyGoldPlan, offerPlan, saveLevels } from '../helpers/member-helpers'
import { callCreateOrder, callPreOrder } from '../helpers/order-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { freshTier, paying, stock } from '../helpers/payment-helpers'
import { tier, untouchedShowTiers, type Tier } from '../helpers/tier-helpers'
import { MEMBER_API, type AdminMembership, type MemberLevelReply } from '../../../types/api/member'
import { PAID_MEMBER_API, type MemberOrderReply } from '../../../types/api/paid-member'
import type { CreateOrderReply, PreOrderReply } from '../../../types/api/order'
import { ADMIN_PROMOTION_PATHS, PROMOTION_PATHS, type AdminPromotion, type ComboOrderReply } from '../../../types/api/promotion'
import type { SalesOrderDetail } from '../../../types/api/sales-admin'
import { REFUND_API, type RefundRequestView } from '../../../types/api/refund'
import { InvoiceRepository } from '../../src/invoice/invoice.repository'
import { ticketPriceSql } from '../../src/ticket-price/ticket-price.sql'
import type { RebookApplyReply, RebookCheckReply } from '../../../types/api/rebook'
import { BENEFIT_CARD_PATHS, type CardOrderReply } from '../../../types/api/benefit-card'

const DAY = 86400000

for (const engine of ENGINES) {
  describe(`loyalty pricing on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    let phones = 0
    before(async () => {
      ;({
        t,
        staff: [owner, operator]
      } = await staffedApp(engine, OWNER, OPERATOR))
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const buyer = () => phoneLogin(t, `1330019${String(phones++).padStart(4, '0')}`)
    const ladder = (levels: Array<{ primeLevelName: string; threshold: number; discountPercent?: number }>): Promise<AdminMembership> =>
      saveLevels(
        owner,
        levels.map((l) => ({ ...l, primeRights: [] }))
      )
    /** General-admission tiers on sale of `n` different shows no order or promotion has touched, at the prices given. */
    const tiersOfShows = async (...prices: number[]): Promise<Tier[]> => {
      const tiers = await untouchedShowTiers(t, prices, 10)
      // No refund fee, so a refund is exactly what the tickets cost.
      for (const tr of tiers)
        await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [
          tr.show_id,
          JSON.stringify({ kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 0 }], scope: 'PER_TICKET' })
        ])
      t.forgetCaches()
      return tiers
    }
    /** A package of two shows at 300.00 (two 200.00 tickets), bought unpaid by a new buyer. */
    const unpaidPackage = async (key: string) => {
      await ladder([{ primeLevelName: '会员', threshold: 0 }])
      const [ta, tb] = await tiersOfShows(20000, 20000)
      const promo = await operator.call<AdminPromotion>('POST', ADMIN_PROMOTION_PATHS.create, {
        kind: 'PACKAGE',
        name: { 'zh-CN': '套票' },
        fixedAmount: 30000,
        quota: 5,
        startTime: NOON.getTime() - DAY,
        endTime: NOON.getTime() + DAY,
        scopes: [
          { slot: 0, showId: ta.show_id },
          { slot: 1, showId: tb.show_id }
        ]
      })
      assert.equal(promo.body.statusCode, 200, promo.body.comments)
      const a = await buyer()
      const items = [
        { slot: 0, bizShowSessionId: ta.session_id, seatPlanId: ta.id },
        { slot: 1, bizShowSessionId: tb.session_id, seatPlanId: tb.id }
      ]
      const bought = await t.call<ComboOrderReply>(
        'POST',
        `${PROMOTION_PATHS.comboOrder}?lang=en-US`,
        {
          promotionId: promo.body.data.promotionId,
          sets: 1,
          items,
          idempotencyKey: `${key}-${engine}`,
          paymentParam: { payAmount: 30000 }
        },
        auth(a)
      )
      assert.equal(bought.body.statusCode, 200, bought.body.comments)
      return { a, ta, tb, bought: bought.body.data }
    }

    test('a paid 金卡 term (会员8.5折) holds 金卡 in the member centre and pre_order takes its 8.5折 off', async () => {
      const { levels } = await ladder([
        { primeLevelName: '普通会员', threshold: 0 },
        { primeLevelName: '金卡', threshold: 1000, discountPercent: 85 }
      ])
      const plan = await offerPlan(operator, monthlyGoldPlan(levels[1].levelId))
      const b = await buyer()
      const o = (
        await t.call<MemberOrderReply>(
          'POST',
          PAID_MEMBER_API.createOrder,
          { planId: plan.planId, idempotencyKey: `paid-level-${engine}` },
          auth(b)
        )
      ).body.data
      const calls = paying(t, b, `paid-level-${engine}`)
      const info = await calls.startPay(o.transactionId as string, `/member-pay-success?orderId=${o.orderId}`)
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const held = (await t.get<MemberLevelReply>(`${MEMBER_API.currentLevel}?lang=zh`, auth(b))).body.data
      assert.equal(held.level.primeLevelName, '金卡')
      assert.equal(held.growthValue, 0, 'held by the paid term, not by growth')
      const tr = await freshTier(t, 10000)
      const pre = await callPreOrder(t, auth(b), tr, 1, { lang: 'zh-CN' })
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      assert.equal(pre.body.data.memberDiscount, 1500)
      assert.equal(pre.body.data.payAmount, 8500, 'the paid level 金卡 8.5折 applies')
      const made = await callCreateOrder(t, auth(b), tr, 1, 8500, `paid-level-order-${engine}`)
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const [row] = await t.db.query<{ total_fen: number }>('SELECT total_fen FROM orders WHERE id = $1', [made.body.data.orderId])
      assert.equal(Number(row.total_fen), 8500)
    })

    test('会员9折 then 渠道8折 on 100.00: the channel percent is taken on the member price, pre_order and create_order pay 72.00', async () => {
      await ladder([{ primeLevelName: '会员', threshold: 0, discountPercent: 90 }])
      const a = await buyer()
      const tr = await freshTier(t, 10000)
      await t.db.query('DELETE FROM promotion_scopes WHERE show_id = $1', [tr.show_id])
      const code = `CHM${engine.toUpperCase()}`
      const made = await operator.call<AdminPromotion>('POST', ADMIN_PROMOTION_PATHS.create, {
        kind: 'CHANNEL',
        name: { 'zh-CN': '渠道' },
        channelCode: code,
        discountKind: 'PERCENT',
        discountValue: 80,
        startTime: NOON.getTime() - DAY,
        endTime: NOON.getTime() + DAY,
        scopes: [{ slot: 0, showId: tr.show_id }]
      })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const h = { ...auth(a), 'channel-id': code }
      const items = [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }]
      const pre = await t.call<PreOrderReply>('POST', '/buyer/buyer/v3/pre_order?lang=zh-CN', { showId: tr.show_id, items }, h)
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      assert.deepEqual(
        { member: pre.body.data.memberDiscount, promotion: pre.body.data.promotionDiscount, pay: pre.body.data.payAmount },
        { member: 1000, promotion: 1800, pay: 7200 }
      )
      const order = await t.call<CreateOrderReply>(
        'POST',
        '/buyer/buyer/v5/create_order?lang=en-US',
        { showId: tr.show_id, items, paymentParam: { payAmount: 7200 }, idempotencyKey: `chm-${engine}` },
        h
      )
      assert.equal(order.body.statusCode, 200, order.body.comments)
      const [row] = await t.db.query<{ total_fen: number }>('SELECT total_fen FROM orders WHERE id = $1', [order.body.data.orderId])
      assert.equal(Number(row.total_fen), 7200)
    })

    test("the console closes one child of an unpaid package: every child closes, each one's stock goes back, each close is audited", async () => {
      const { a, ta, tb, bought } = await unpaidPackage('pkg-close')
      const [o1, o2] = bought.orderIds
      assert.equal((await stock(t, tb.id)).held, 1)
      const finance = await loggedIn(t, FINANCE)
      const closed = await finance.call<SalesOrderDetail>('POST', `/sales/orders/${o1}/close`)
      assert.equal(closed.body.statusCode, 200, closed.body.comments)
      const states = await t.db.query<{ id: string; state: string }>(
        'SELECT id, state FROM orders WHERE id = ANY($1::text[]) ORDER BY id',
        [[o1, o2]]
      )
      assert.deepEqual(
        states.map((r) => r.state),
        ['CLOSED', 'CLOSED']
      )
      assert.deepEqual([(await stock(t, ta.id)).held, (await stock(t, tb.id)).held], [0, 0])
      // The package's one payment can no longer be started for the sibling.
      const pay = await t.call(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: bought.unPaidTransactionIds, paymentProduct: 'SANDBOX', platform: 'H5' },
        auth(a)
      )
      assert.notEqual(pay.body.statusCode, 200)
      const [{ n }] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'sales.order.close' AND target = ANY($1::text[])",
        [[`order:${o1}`, `order:${o2}`]]
      )
      assert.equal(Number(n), 2)
      assert.equal((await finance.call('POST', `/sales/orders/${o2}/close`)).body.errorCode, 'ORDER_NOT_CANCELLABLE')
    })

    test("a package's one payment, refunds per child: refunding the second child is its own, not the first child's (the payment's order); the drawer shows each child its share", async () => {
      const { a, bought } = await unpaidPackage('pkg-refund')
      const calls = paying(t, a, `pkg-refund-${engine}`)
      const info = await calls.startPay(bought.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const [{ order_id: first }] = await t.db.query<{ order_id: string }>('SELECT order_id FROM payments WHERE id = $1', [info.paymentId])
      const other = bought.orderIds.find((id) => id !== first) as string
      const finance = await loggedIn(t, FINANCE)
      const drawer = async (id: string) =>
        (await finance.call<SalesOrderDetail>('GET', `/sales/orders/${id}`)).body.data.payments.map((p) => [
          p.paymentId,
          p.amountFen,
          p.state
        ])
      assert.deepEqual(
        [await drawer(first), await drawer(other)],
        [[[info.paymentId, 15000, 'SUCCEEDED']], [[info.paymentId, 15000, 'SUCCEEDED']]]
      )
      const [ticket] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1', [other])
      const req = await t.call<RefundRequestView>(
        'POST',
        `${REFUND_API.requests(other)}?lang=en`,
        { ticketIds: [ticket.id], reason: 'OTHER' },
        auth(a)
      )
      assert.equal(req.body.statusCode, 200, req.body.comments)
      assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
      await t.app.payments.refunds.run(NOON)
      const inv = new InvoiceRepository(t.db)
      assert.deepEqual({ first: await inv.refundedFen(first), other: await inv.refundedFen(other) }, { first: 0, other: 15000 })
    })

    // ---- Rebooking a discounted ticket (rebook-rules.ts: "the discounts a ticket carried stay with it; a
    // move costs the list-price difference ... toFen = max(0, priceFen + (L − listFen))") ----

    /** A tier of a rebookable show and another session's tier, both listed at 100.00. */
    const rebookPair = async () => {
      const [row] = await t.db.query<{ from_id: string; to_id: string; to_session: string }>(
        `SELECT a.id AS from_id, b.id AS to_id, sb.id AS to_session
           FROM price_tiers a JOIN sessions sa ON sa.id = a.session_id JOIN shows sh ON sh.id = sa.show_id
           JOIN sessions sb ON sb.show_id = sh.id AND sb.id <> sa.id JOIN price_tiers b ON b.session_id = sb.id
          WHERE sh.merchant_id = 'demo' AND sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND sa.starts_at > $1 + interval '3 days' AND sb.starts_at > $1 + interval '1 day'
            AND NOT sh.real_name AND sh.min_age IS NULL AND NOT a.seated AND NOT b.seated AND NOT a.closed AND NOT b.closed
            AND a.available >= 10 AND b.available >= 10 ORDER BY a.id, b.id LIMIT 1`,
        [NOON]
      )
      await t.db.query('UPDATE price_tiers SET price_fen = 10000 WHERE id = ANY($1::text[])', [[row.from_id, row.to_id]])
      const from = await tier(t, row.from_id)
      await t.db.query('UPDATE shows SET support_rebook = true, rebook_hours_before = 24 WHERE id = $1', [from.show_id])
      t.forgetCaches()
      return { from, toId: row.to_id, toSession: row.to_session }
    }
    /** The equal-list-price move of the order's one ticket: the check quotes 0, the apply moves it for 0, the new ticket stands for what the old one did. */
    const equalMoveCostsNothing = async (
      h: Record<string, string>,
      orderId: string,
      pair: Awaited<ReturnType<typeof rebookPair>>,
      paidFen: number
    ) => {
      const chk = await t.get<RebookCheckReply>(`/buyer/buyer/v1/rebook/check?orderId=${orderId}&sessionId=${pair.toSession}&lang=zh`, h)
      assert.equal(chk.body.statusCode, 200, chk.body.comments)
      const [k] = chk.body.data.tickets
      assert.deepEqual([k.priceFen, k.listPriceFen], [paidFen, 10000])
      assert.equal(chk.body.data.quote?.differenceFen, 0, 'same list price: nothing to pay, nothing back')
      const applied = await t.call<RebookApplyReply>(
        'POST',
        '/buyer/buyer/v1/reschedule_ticket/apply?lang=zh',
        {
          orderId,
          sessionId: pair.toSession,
          tickets: [{ ticketId: k.ticketId, seatPlanId: pair.toId }],
          differenceFen: 0,
          idempotencyKey: `eq-${orderId}`
        },
        h
      )
      assert.equal(applied.body.statusCode, 200, applied.body.comments)
      assert.equal(applied.body.data.kind, 'EQUAL')
      const [moved] = await t.db.query<{ fen: number }>(
        `SELECT ${ticketPriceSql('k', 't')} AS fen FROM tickets k JOIN price_tiers t ON t.id = k.tier_id WHERE k.id = $1`,
        [applied.body.data.newTicketIds[0]]
      )
      assert.equal(Number(moved.fen), paidFen, 'the new ticket carries the discount')
      const [rt] = await t.db.query<{ to_fen: number; to_list_fen: number }>(
        'SELECT to_fen, to_list_fen FROM rebook_tickets WHERE new_ticket_id = $1',
        [applied.body.data.newTicketIds[0]]
      )
      assert.deepEqual([Number(rt.to_fen), Number(rt.to_list_fen)], [paidFen, 10000])
    }
    const paidOrder = async (
      who: Awaited<ReturnType<typeof buyer>>,
      pair: Awaited<ReturnType<typeof rebookPair>>,
      payAmount: number,
      extra: Record<string, unknown>,
      key: string
    ) => {
      const made = await callCreateOrder(t, auth(who), pair.from, 1, payAmount, `${key}-${engine}`, { extra })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      if (made.body.data.unPaidTransactionIds.length) {
        const calls = paying(t, who, `${key}-${engine}`)
        const info = await calls.startPay(made.body.data.unPaidTransactionIds[0])
        assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      }
      return made.body.data.orderId
    }

    test('rebooking a 会员9折 ticket (90.00 of 100.00) to another 100.00 tier costs nothing', async () => {
      await ladder([{ primeLevelName: '会员', threshold: 0, discountPercent: 90 }])
      const pair = await rebookPair()
      const a = await buyer()
      const orderId = await paidOrder(a, pair, 9000, {}, 'rb-member')
      await equalMoveCostsNothing(auth(a), orderId, pair, 9000)
    })

    test('rebooking a ticket a coupon paid 20.00 of (80.00 of 100.00) to another 100.00 tier costs nothing', async () => {
      await ladder([{ primeLevelName: '会员', threshold: 0 }])
      const pair = await rebookPair()
      const a = await buyer()
      const got = await receiveCoupon(t, (await makeCouponTemplate(operator, couponTemplate())).couponCode, auth(a))
      const orderId = await paidOrder(a, pair, 8000, { couponIds: [got.couponId] }, 'rb-coupon')
      await equalMoveCostsNothing(auth(a), orderId, pair, 8000)
    })

    test('rebooking a ticket a benefit card priced at 0.00 (of 100.00) to another 100.00 tier costs nothing', async () => {
      await ladder([{ primeLevelName: '会员', threshold: 0 }])
      const pair = await rebookPair()
      const a = await buyer()
      const c = await createCard(
        operator,
        benefitCard({
          cardName: '观演次卡',
          description: '',
          priceMode: 'POINT',
          cardPrice: 0,
          pointPrice: 1,
          range: { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { ...noScope(), showIds: [pair.from.show_id] } }
        })
      )
      await t.db.query(
        "INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, expires_at, created_at) VALUES ($1, 'demo', $2, 'EARN', 1, $3, $4)",
        [`pts_rb_${engine}`, a.userId, new Date(NOON.getTime() + 300 * DAY), NOON]
      )
      const bought = await t.call<CardOrderReply>(
        'POST',
        `${BENEFIT_CARD_PATHS.createOrder}?lang=en-US`,
        { cardId: c.id, payAmount: 0, pointAmount: 1, idempotencyKey: `rb-card-buy-${engine}` },
        auth(a)
      )
      assert.equal(bought.body.statusCode, 200, bought.body.comments)
      const orderId = await paidOrder(a, pair, 0, { userCardInstanceId: bought.body.data.userCardInstanceId, cardId: c.id }, 'rb-card')
      await equalMoveCostsNothing(auth(a), orderId, pair, 0)
    })

    test('paying with points is off for a merchant until it turns it on (migration 055); the demo merchant has it on (the seed)', async () => {
      const [demo] = await t.db.query<{ on: boolean }>("SELECT points_pay_enabled AS on FROM member_settings WHERE merchant_id = 'demo'")
      assert.equal(demo.on, true)
      await t.db.query("INSERT INTO merchants (id, name, config) VALUES ('pts_off', '{}', '{}') ON CONFLICT DO NOTHING")
      const [fresh] = await t.db.query<{ on: boolean }>(
        "INSERT INTO member_settings (merchant_id, updated_at) VALUES ('pts_off', $1) RETURNING points_pay_enabled AS on",
        [NOON]
      )
      assert.equal(fresh.on, false)
    })
  })
}
