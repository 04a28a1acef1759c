/**
 * Paid membership (issue #18: "paid membership (member-confirm → pay through the same cashier →
 * member-pay-success)"; the lead's brief: "the platform notification activates it exactly once: the buyer
 * holds the level until an expiry (renewal extends from the later of now and the current expiry). While
 * paid membership is active, the buyer's level is max(growth level, paid level); at expiry it falls back
 * ... Unpaid member orders expire ... Money arriving late is refunded whole") — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, loggedIn, OPERATOR, OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { offerPlan, saveLevels } from '../helpers/member-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { MEMBER_API, type AdminMemberReport, type MemberLevelReply } from '../../../types/api/member'
import {
  ADMIN_PAID_MEMBER_PATHS,
  PAID_MEMBER_API,
  type AdminMemberOrder,
  type AdminMemberPlan,
  type MemberOrderReply,
  type MemberPlansReply
} from '../../../types/api/paid-member'
import { termEnd } from '../../../types/rules/paid-member-rules'
import { MAX_ATTEMPTS } from '../../src/payment/refund.service'

const DAY = 86400000
const LEVELS = [
  { primeLevelName: '普通会员', threshold: 0, primeRights: [] },
  { primeLevelName: '银卡', threshold: 200, discountPercent: 95, primeRights: [] },
  { primeLevelName: '金卡', threshold: 1000, discountPercent: 85, primeRights: [] }
]
const ZONE = 'Asia/Shanghai'

for (const engine of ENGINES) {
  describe(`paid membership on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    let finance: ConsoleClient
    let gold: AdminMemberPlan
    let silver: AdminMemberPlan
    let n = 0
    before(async () => {
      ;({
        t,
        staff: [owner, operator, finance]
      } = await staffedApp(engine, OWNER, OPERATOR, FINANCE))
      const { levels } = await saveLevels(owner, LEVELS)
      // The operator offers the plans (the membership area's roles).
      gold = await offerPlan(operator, {
        levelId: levels[2].levelId,
        priceFen: 9900,
        durationUnit: 'MONTH',
        durationCount: 1,
        onSale: true,
        description: '金卡月卡',
        descriptionTexts: { 'en-US': 'Gold, monthly ', 'zh-MO': '' }
      })
      silver = await offerPlan(operator, {
        levelId: levels[1].levelId,
        priceFen: 1990,
        durationUnit: 'DAY',
        durationCount: 30,
        onSale: true,
        description: ''
      })
    })
    after(async () => t.close())

    const phoneOf = new Map<Login, string>()
    const buyer = async () => {
      const phone = `1330000${String(500 + n++).padStart(4, '0')}`
      const login = await phoneLogin(t, phone)
      phoneOf.set(login, phone)
      return login
    }
    /** The same buyer logged in again (a month on, the first login has expired). */
    const again = async (b: Login) => phoneLogin(t, phoneOf.get(b) as string)
    const level = async (b: Login, lang = 'zh') =>
      (await t.get<MemberLevelReply>(`${MEMBER_API.currentLevel}?lang=${lang}`, auth(b))).body.data
    const create = async (b: Login, planId: string, key: string) =>
      t.call<MemberOrderReply>('POST', PAID_MEMBER_API.createOrder, { planId, idempotencyKey: key }, auth(b))
    const read = async (b: Login, id: string) => (await t.get<MemberOrderReply>(PAID_MEMBER_API.order(id), auth(b))).body
    /** A member order of the plan, paid in the sandbox cashier; the order as it reads then. */
    const buy = async (b: Login, planId: string, tag: string) => {
      const o = (await create(b, planId, `paid-member-${engine}-${tag}`)).body.data
      const calls = paying(t, b, tag)
      const info = await calls.startPay(o.transactionId as string, `/member-pay-success?orderId=${o.orderId}&channelId=MEMBER`)
      const res = await calls.decide(info.cashierUrl, 'pay')
      assert.equal(res.statusCode, 303)
      assert.equal(res.headers.location, `/member-pay-success?orderId=${o.orderId}&channelId=MEMBER`)
      return { order: (await read(b, o.orderId)).data, info, calls }
    }

    test('the console: plans need a saved level, a price and a term in bounds (translated), door and finance staff may not edit them, the buyer sees the plans on sale', async () => {
      const bad = await operator.call('POST', `${ADMIN_PAID_MEMBER_PATHS.plans}?lang=en`, {
        levelId: gold.levelId,
        priceFen: 0,
        durationUnit: 'DAY',
        durationCount: 3,
        onSale: true,
        description: ''
      })
      assert.equal(bad.body.statusCode, 40321)
      const long = await operator.call('POST', ADMIN_PAID_MEMBER_PATHS.plans, {
        levelId: gold.levelId,
        priceFen: 100,
        durationUnit: 'MONTH',
        durationCount: 121,
        onSale: true,
        description: ''
      })
      assert.equal(long.body.statusCode, 40322)
      const unknown = await operator.call('POST', ADMIN_PAID_MEMBER_PATHS.plans, {
        levelId: 'lvl_none',
        priceFen: 100,
        durationUnit: 'DAY',
        durationCount: 3,
        onSale: true,
        description: ''
      })
      assert.equal(unknown.body.statusCode, 40323)
      assert.notEqual(
        (
          await finance.call('POST', ADMIN_PAID_MEMBER_PATHS.plans, {
            levelId: gold.levelId,
            priceFen: 100,
            durationUnit: 'DAY',
            durationCount: 3,
            onSale: true,
            description: ''
          })
        ).body.statusCode,
        200
      )
      const off = await operator.call('POST', ADMIN_PAID_MEMBER_PATHS.plans, {
        levelId: gold.levelId,
        priceFen: 100,
        durationUnit: 'DAY',
        durationCount: 3,
        onSale: false,
        description: 'off'
      })
      assert.equal(off.body.statusCode, 200)
      const plans = (await t.get<MemberPlansReply>(`${PAID_MEMBER_API.plans}?lang=en`)).body.data.plans
      assert.deepEqual(
        plans.map((p) => [p.planId, p.primeLevelName, p.priceFen, p.durationText, p.description]),
        [
          [silver.planId, '银卡', 1990, '30 days', ''],
          // Issue #31 item 8: the plan's English description, kept trimmed; zh-MO left blank reads the zh-CN one.
          [gold.planId, '金卡', 9900, '1 month', 'Gold, monthly']
        ]
      )
      const inMacao = (await t.get<MemberPlansReply>(`${PAID_MEMBER_API.plans}?lang=zh-MO`)).body.data.plans
      assert.equal(inMacao.find((p) => p.planId === gold.planId)?.description, '金卡月卡')
      assert.deepEqual(gold.descriptionTexts, { 'en-US': 'Gold, monthly' })
      const b = await buyer()
      const refused = await create(b, (off.body.data as AdminMemberPlan).planId, `paid-member-${engine}-off`)
      assert.equal(refused.body.statusCode, 40320)
    })

    test('pay once → the level is held until the term ends; a duplicate notification extends nothing; the key answers the same order', async () => {
      const b = await buyer()
      assert.equal((await level(b)).level.primeLevelName, '普通会员')
      const first = await create(b, gold.planId, `paid-member-${engine}-once`)
      const again = await create(b, gold.planId, `paid-member-${engine}-once`)
      assert.equal(again.body.data.orderId, first.body.data.orderId)
      assert.equal((await create(b, silver.planId, `paid-member-${engine}-once`)).body.statusCode, 40074)
      const calls = paying(t, b, 'once')
      const info = await calls.startPay(first.body.data.transactionId as string)
      const paid = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_member_once_${engine}`,
        amountFen: 9900,
        status: 'SUCCEEDED'
      })
      assert.equal(paid.json().data.outcome, 'PAID')
      const readBack = await read(b, first.body.data.orderId)
      assert.equal(readBack.statusCode, 200, readBack.comments)
      const o = readBack.data
      assert.equal(o.state, 'PAID')
      assert.equal(o.startsAt, NOON.getTime())
      assert.equal(o.endsAt, termEnd(NOON, 'MONTH', 1, ZONE).getTime())
      const held = await level(b)
      assert.equal(held.level.primeLevelName, '金卡')
      assert.deepEqual(held.paid, { levelId: gold.levelId, primeLevelName: '金卡', endsAt: o.endsAt })
      // The platform says it again: the same payment's repeat, nothing moves.
      const repeat = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_member_once_${engine}`,
        amountFen: 9900,
        status: 'SUCCEEDED'
      })
      assert.equal(repeat.json().data.outcome, 'IGNORED')
      assert.equal((await read(b, first.body.data.orderId)).data.endsAt, o.endsAt)
      // Paid, it can no longer be paid.
      const pay = await t.call(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: [first.body.data.transactionId], paymentProduct: 'SANDBOX', platform: 'H5' },
        auth(b)
      )
      assert.equal(pay.body.statusCode, 40325)
      // Another buyer cannot read it.
      assert.equal((await read(await buyer(), first.body.data.orderId)).statusCode, 40324)
    })

    test("the console's members per level count each buyer at the level they hold (the member centre's): a running paid term lifts them, its end drops them back", async () => {
      const perLevel = async (who = operator) =>
        Object.fromEntries(
          (await who.call<AdminMemberReport>('GET', '/membership/report')).body.data.membersPerLevel.map((l) => [
            l.primeLevelName,
            l.members
          ])
        )
      const b = await buyer()
      const before = await perLevel()
      const { order } = await buy(b, gold.planId, `report-${engine}`)
      assert.equal((await level(b)).level.primeLevelName, '金卡')
      const during = await perLevel()
      assert.deepEqual(
        [during['普通会员'], during['金卡']],
        [before['普通会员'] - 1, before['金卡'] + 1],
        'growth 0, gold held by the paid term'
      )
      try {
        t.setNow(new Date(order.endsAt as number))
        // A month on, the operator's console session has lapsed: they log in again.
        const after = await perLevel(await loggedIn(t, OPERATOR))
        // This buyer's term and any other one-month gold term bought at NOON in this file end now: each
        // such buyer (growth 0 here) moves from gold back to the base level, none is lost.
        const dropped = during['金卡'] - after['金卡']
        assert.ok(dropped >= 1, 'the term ended: no longer counted at gold')
        assert.equal(after['普通会员'], during['普通会员'] + dropped, 'back at the growth level')
      } finally {
        t.setNow(NOON)
      }
    })

    test('a renewal starts where the current term ends; at the end the level falls back to the growth level with nothing written', async () => {
      const b = await buyer()
      const one = await buy(b, gold.planId, `renew-1-${engine}`)
      const two = await buy(b, gold.planId, `renew-2-${engine}`)
      assert.equal(two.order.startsAt, one.order.endsAt)
      assert.equal(two.order.endsAt, termEnd(new Date(one.order.endsAt as number), 'MONTH', 1, ZONE).getTime())
      assert.equal(two.order.levelUntil, two.order.endsAt)
      assert.equal((await read(b, one.order.orderId)).data.levelUntil, two.order.endsAt)
      try {
        // Within the renewed term: still gold, the member centre shows the later end.
        t.setNow(new Date((one.order.endsAt as number) + DAY))
        const b2 = await again(b)
        assert.equal((await level(b2)).level.primeLevelName, '金卡')
        assert.equal((await level(b2)).paid?.endsAt, two.order.endsAt)
        // Past it: the growth level again, no paid term.
        t.setNow(new Date(two.order.endsAt as number))
        const b3 = await again(b)
        const after = await level(b3)
        assert.equal(after.level.primeLevelName, '普通会员')
        assert.equal(after.paid, undefined)
        // Bought after the lapse, a term starts at the payment.
        const later = new Date((two.order.endsAt as number) + 5 * DAY)
        t.setNow(later)
        const b4 = await again(b)
        const three = await buy(b4, silver.planId, `renew-3-${engine}`)
        assert.equal(three.order.startsAt, later.getTime())
        assert.equal(three.order.endsAt, later.getTime() + 30 * DAY)
        assert.equal((await level(b4)).level.primeLevelName, '银卡')
      } finally {
        t.setNow(NOON)
      }
    })

    test('an unpaid member order expires once (read expired at once, swept once), and money arriving after is queued back whole', async () => {
      const b = await buyer()
      const o = (await create(b, silver.planId, `paid-member-${engine}-late`)).body.data
      const calls = paying(t, b, 'late')
      const info = await calls.startPay(o.transactionId as string)
      const past = new Date((o.payDeadline as number) + 1000)
      t.setNow(past)
      try {
        assert.equal((await read(b, o.orderId)).data.state, 'EXPIRED')
        const pay = await t.call(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: [o.transactionId], paymentProduct: 'SANDBOX', platform: 'H5' },
          auth(b)
        )
        assert.equal(pay.body.statusCode, 40325)
        const swept = await Promise.all([t.app.paidMembers.expireDue(past), t.app.paidMembers.expireDue(past)])
        assert.ok(swept[0] + swept[1] >= 1)
        assert.equal(await t.app.paidMembers.expireDue(past), 0)
        assert.deepEqual(await t.db.query('SELECT state FROM member_orders WHERE id = $1', [o.orderId]), [{ state: 'EXPIRED' }])
        const res = await calls.notify(
          { paymentId: info.paymentId, providerTxn: `sbx_member_late_${engine}`, amountFen: 1990, status: 'SUCCEEDED' },
          past.getTime()
        )
        assert.equal(res.json().data.outcome, 'REFUND_PENDING')
        // As a card's late money: the payment REFUND_PENDING, its refund made by the refund job (a closed-order refund).
        assert.deepEqual(await t.db.query('SELECT state FROM payments WHERE id = $1', [info.paymentId]), [{ state: 'REFUND_PENDING' }])
        assert.equal((await level(b)).level.primeLevelName, '普通会员')
        // The refund job asks the sandbox, which the payment's merchant (named on the payment) is found for.
        await t.app.payments.refunds.run(past)
        assert.deepEqual(await t.db.query('SELECT amount_fen, purpose, subject_id FROM refunds WHERE payment_id = $1', [info.paymentId]), [
          { amount_fen: 1990, purpose: 'CLOSED_ORDER', subject_id: null }
        ])
        const [asked] = await t.db.query<{ state: string }>('SELECT state FROM refunds WHERE payment_id = $1', [info.paymentId])
        assert.notEqual(asked.state, 'REQUESTED')
      } finally {
        t.setNow(NOON)
      }
    })

    test('the owner refunds a paid member order: the level ends at once, the whole price goes back on its payment; the operator may not', async () => {
      const b = await buyer()
      const { order, info } = await buy(b, gold.planId, `refund-${engine}`)
      assert.equal((await level(b)).level.primeLevelName, '金卡')
      const listed = (await owner.call('GET', ADMIN_PAID_MEMBER_PATHS.orders)).body.data as AdminMemberOrder[]
      // Issue #31 "human states and numbers": the console names a member order by its buyer's phone, not its id.
      assert.ok(listed.some((o) => o.orderId === order.orderId && o.state === 'PAID' && o.buyer === phoneOf.get(b)))
      assert.notEqual((await operator.call('POST', ADMIN_PAID_MEMBER_PATHS.refund(order.orderId))).body.statusCode, 200)
      const done = await owner.call('POST', ADMIN_PAID_MEMBER_PATHS.refund(order.orderId))
      assert.equal(done.body.statusCode, 200, done.body.comments)
      assert.deepEqual(
        [(done.body.data as AdminMemberOrder).state, (done.body.data as AdminMemberOrder).buyer],
        ['REFUNDED', phoneOf.get(b)]
      )
      assert.equal((await owner.call('POST', ADMIN_PAID_MEMBER_PATHS.refund(order.orderId))).body.statusCode, 40326)
      assert.equal((await level(b)).level.primeLevelName, '普通会员')
      assert.deepEqual(await t.db.query('SELECT amount_fen, purpose, subject_id FROM refunds WHERE payment_id = $1', [info.paymentId]), [
        { amount_fen: 9900, purpose: 'MEMBER', subject_id: order.orderId }
      ])
      await t.app.payments.refunds.run(NOON)
      const [asked] = await t.db.query<{ id: string }>('SELECT id FROM refunds WHERE payment_id = $1', [info.paymentId])
      await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${asked.id}/deliver`, payload: { status: 'SUCCEEDED' } })
      const after = ((await owner.call('GET', ADMIN_PAID_MEMBER_PATHS.orders)).body.data as AdminMemberOrder[]).find(
        (o) => o.orderId === order.orderId
      )
      assert.equal(after?.refundState, 'SUCCEEDED')
    })

    test('a refund the provider finally refuses reads FAILED for the merchant, who retries it (owner only, once per failure)', async () => {
      const b = await buyer()
      const { order, info } = await buy(b, silver.planId, `refund-fail-${engine}`)
      assert.equal((await owner.call('POST', ADMIN_PAID_MEMBER_PATHS.refund(order.orderId))).body.statusCode, 200)
      await t.app.payments.refunds.run(NOON)
      const [asked] = await t.db.query<{ id: string }>('SELECT id FROM refunds WHERE payment_id = $1', [info.paymentId])
      // Standing in for the job having used every attempt: the provider's refusal is then final.
      await t.db.query('UPDATE refunds SET attempts = $2 WHERE id = $1', [asked.id, MAX_ATTEMPTS])
      await t.app.inject({
        method: 'POST',
        url: `/pub/v1/payments/sandbox/refunds/${asked.id}/deliver`,
        payload: { status: 'FAILED', reason: 'NOTENOUGH' }
      })
      const stateOf = async () =>
        ((await owner.call('GET', ADMIN_PAID_MEMBER_PATHS.orders)).body.data as AdminMemberOrder[]).find((o) => o.orderId === order.orderId)
          ?.refundState
      assert.equal(await stateOf(), 'FAILED')
      assert.notEqual((await operator.call('POST', ADMIN_PAID_MEMBER_PATHS.retryRefund(order.orderId))).body.statusCode, 200)
      assert.equal((await owner.call('POST', ADMIN_PAID_MEMBER_PATHS.retryRefund(order.orderId))).body.statusCode, 200)
      assert.equal(await stateOf(), 'IN_PROGRESS')
      assert.equal((await owner.call('POST', ADMIN_PAID_MEMBER_PATHS.retryRefund(order.orderId))).body.statusCode, 40326)
      await t.app.payments.refunds.run(NOON)
      await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${asked.id}/deliver`, payload: { status: 'SUCCEEDED' } })
      assert.equal(await stateOf(), 'SUCCEEDED')
    })

    test('refunding a term that renewals follow: the later term moves up to start now, with its own length, and the level stays', async () => {
      const b = await buyer()
      const one = await buy(b, gold.planId, `gap-1-${engine}`)
      const two = await buy(b, gold.planId, `gap-2-${engine}`)
      assert.equal(two.order.startsAt, one.order.endsAt)
      assert.equal((await owner.call('POST', ADMIN_PAID_MEMBER_PATHS.refund(one.order.orderId))).body.statusCode, 200)
      const moved = (await read(b, two.order.orderId)).data
      assert.equal(moved.startsAt, NOON.getTime())
      assert.equal(moved.endsAt, termEnd(NOON, 'MONTH', 1, ZONE).getTime())
      const held = await level(b)
      assert.equal(held.level.primeLevelName, '金卡')
      assert.equal(held.paid?.endsAt, moved.endsAt)
    })

    test('two notifications of two payments of one member order at once: one term, the other money queued back', async () => {
      const b = await buyer()
      const o = (await create(b, silver.planId, `paid-member-${engine}-twice`)).body.data
      const calls = paying(t, b, 'twice')
      const a = await calls.startPay(o.transactionId as string)
      const c = await calls.startPay(o.transactionId as string)
      const outcomes = await Promise.all([
        calls.notify({ paymentId: a.paymentId, providerTxn: `sbx_member_twice_a_${engine}`, amountFen: 1990, status: 'SUCCEEDED' }),
        calls.notify({ paymentId: c.paymentId, providerTxn: `sbx_member_twice_c_${engine}`, amountFen: 1990, status: 'SUCCEEDED' })
      ])
      assert.deepEqual(outcomes.map((r) => r.json().data.outcome).sort(), ['PAID', 'REFUND_PENDING'])
      const terms = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM member_orders WHERE user_id = (SELECT user_id FROM member_orders WHERE id = $1) AND state = 'PAID'",
        [o.orderId]
      )
      assert.equal(terms[0].n, 1)
      assert.equal((await read(b, o.orderId)).data.endsAt, NOON.getTime() + 30 * DAY)
    })
  })
}
