/**
 * Money of payments without a ticket order (issue #18: benefit cards and paid membership, payments of
 * purpose CARD and MEMBER, order_id NULL since 057/059, the merchant named on the payment) in the
 * console, and the card's own state at a coupon exchange — on every engine.
 *
 * - issue #15: "money that arrives for a closed order is recorded and refunded through the same adapter
 *   (... a job refunds it and records the outcome; failures stay visible)": a card's or member order's
 *   late money whose refund the provider finally refuses is listed in the money needing attention (with
 *   what it paid for instead of an order number) and the merchant asks it again from there.
 * - issue #17 "the dashboard's revenue is net of settled refunds" (money-counted.sql.ts): a card's and a member
 *   order's money counts in revenue, and the merchant's refund of it once settled; late money never.
 * - product.md "With supportUse true, an exchange popup opens ...": a card switched off or already ended
 *   is not offered for a coupon, and the exchange refuses it with the coupon left unused.
 * - The owner's card refund writes its audit row in the refund's own transaction.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, OPERATOR, OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { benefitCard, createCard } from '../helpers/card-helpers'
import { cardExchangeTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import { offerPlan, saveLevels } from '../helpers/member-helpers'
import { paying } from '../helpers/payment-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { SessionService } from '../../src/account/session.service'
import { secretStore } from '../../src/account/secret-store'
import { MAX_ATTEMPTS } from '../../src/payment/refund.service'
import {
  ADMIN_CARD_PATHS,
  BENEFIT_CARD_PATHS as P,
  type BenefitCardInput,
  type CardOrderReply,
  type CouponSupportReply,
  type PrivilegeCardItem
} from '../../../types/api/benefit-card'
import { PAID_MEMBER_API, type AdminMemberPlan, type MemberOrderReply } from '../../../types/api/paid-member'
import type { AuditReply } from '../../../types/api/staff'
import type { AttentionReply, DashboardReply } from '../../../types/api/sales-admin'
import { localDate } from '../../../types/rules/merchant-time'

const DAY = 86_400_000
const ZONE = 'Asia/Shanghai'
/** A cash annual card of 3 tickets at 99.00, 10 for sale. */
const card = (over: Partial<BenefitCardInput> = {}): BenefitCardInput =>
  benefitCard({ cardName: '年卡', description: '', cardPrice: 9900, stock: 10, ...over })

for (const engine of ENGINES) {
  describe(`money without a ticket order, and card exchange, on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let finance: ConsoleClient
    let operator: ConsoleClient
    let plan: AdminMemberPlan
    let users = 0
    before(async () => {
      ;({
        t,
        staff: [owner, finance, operator]
      } = await staffedApp(engine, OWNER, FINANCE, OPERATOR))
      const { levels } = await saveLevels(owner, [
        { primeLevelName: '普通', threshold: 0, primeRights: [] },
        { primeLevelName: '金', threshold: 100, primeRights: [] }
      ])
      plan = await offerPlan(operator, {
        levelId: levels[1].levelId,
        priceFen: 1990,
        durationUnit: 'DAY',
        durationCount: 30,
        onSale: true,
        description: ''
      })
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const makeCard = (over: Partial<BenefitCardInput> = {}) => createCard(operator, card(over))
    /** A buyer made directly, with a session at `at` (the login flow is tested elsewhere). */
    const cardBuyer = async (at: Date = NOON) => {
      const id = `usr_subj_${engine}_${users++}`
      await t.db.query("INSERT INTO users (id, merchant_id, country_code, cellphone) VALUES ($1, 'demo', '86', $2)", [
        id,
        `1379999${String(users).padStart(4, '0')}`
      ])
      const token = (await new SessionService(t.db, secretStore(t.db)).start(id, 'demo', at, false)).accessToken
      return { userId: id, h: { 'access-token': token }, login: { userId: id, accessToken: token, refreshToken: '', isNewUser: false } }
    }
    /** A card bought by `b` and paid in the sandbox cashier: the held card's id and the payment. */
    const buyPaidCard = async (b: Awaited<ReturnType<typeof cardBuyer>>, cardId: string, payAmount: number, key: string) => {
      const o = await t.call<CardOrderReply>(
        'POST',
        P.createOrder,
        { cardId, payAmount, pointAmount: 0, idempotencyKey: `subj-card-${key}-${engine}` },
        b.h
      )
      const pay = paying(t, b.login, `subj-card${key}-${engine}`)
      const info = await pay.startPay(o.body.data.transactionId as string, '/pay-success')
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const instanceId = (await t.get<CardOrderReply>(P.order.replace(':itemOrderId', o.body.data.itemOrderId), b.h)).body.data
        .userCardInstanceId as string
      return { instanceId, info }
    }
    const attention = async () => {
      const res = await finance.call<AttentionReply>('GET', '/sales/attention')
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const retry = (refundId: string) => finance.call<AttentionReply>('POST', `/sales/attention/refunds/${refundId}/retry`)
    const paymentState = async (id: string) =>
      (await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [id]))[0].state
    const day = localDate(NOON, ZONE)
    const figures = async () => (await finance.call<DashboardReply>('GET', `/sales/dashboard?from=${day}&to=${day}`)).body.data.today
    /** The refund job's rounds used up, then the provider's final refusal. */
    const failFinally = async (paymentId: string) => {
      const [r] = await t.db.query<{ id: string }>('SELECT id FROM refunds WHERE payment_id = $1', [paymentId])
      await t.db.query('UPDATE refunds SET attempts = $2 WHERE id = $1', [r.id, MAX_ATTEMPTS])
      await t.app.inject({
        method: 'POST',
        url: `/pub/v1/payments/sandbox/refunds/${r.id}/deliver`,
        payload: { status: 'FAILED', reason: 'NOTENOUGH' }
      })
      return r.id
    }
    /** The retried refund asked by the job, then settled by the provider: the payment REFUNDED, off the list. */
    const settle = async (paymentId: string, refundId: string, at: Date) => {
      await t.app.payments.refunds.run(at)
      await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${refundId}/deliver`, payload: { status: 'SUCCEEDED' } })
      assert.equal(await paymentState(paymentId), 'REFUNDED')
      assert.ok(!(await attention()).items.some((i) => i.paymentId === paymentId))
    }

    test('a card order paid after it closed: the refund finally refused shows in the attention list (no order: the card order) and is asked again from there', async () => {
      const c = await makeCard()
      const b = await cardBuyer()
      const o = await t.call<CardOrderReply>(
        'POST',
        P.createOrder,
        { cardId: c.id, payAmount: 9900, pointAmount: 0, idempotencyKey: `subj-card-late-${engine}` },
        b.h
      )
      assert.equal(o.body.statusCode, 200, o.body.comments)
      const pay = paying(t, b.login, `subj-card-${engine}`)
      const info = await pay.startPay(o.body.data.transactionId as string, '/pay-success')
      const late = new Date(NOON.getTime() + 16 * 60_000)
      t.setNow(late)
      try {
        await t.app.cardOrders.closeDue(late)
        const before = await figures()
        await pay.notify(
          { paymentId: info.paymentId, providerTxn: `subj-card-late-${engine}`, amountFen: 9900, status: 'SUCCEEDED' },
          late.getTime()
        )
        assert.equal(await paymentState(info.paymentId), 'REFUND_PENDING')
        // Late money never counts as revenue.
        assert.equal((await figures()).grossFen, before.grossFen)
        const pending = (await attention()).items.find((i) => i.paymentId === info.paymentId)
        assert.deepEqual(
          [pending?.state, pending?.purpose, pending?.orderId, pending?.refundId],
          ['REFUND_PENDING', 'CARD', undefined, undefined]
        )
        await t.app.payments.refunds.run(late)
        const refundId = await failFinally(info.paymentId)
        assert.equal(await paymentState(info.paymentId), 'REFUND_FAILED')
        const item = (await attention()).items.find((i) => i.paymentId === info.paymentId)
        assert.ok(item, 'the REFUND_FAILED card payment is listed for the merchant')
        assert.deepEqual(
          [item.state, item.purpose, item.subjectId, item.orderId, item.orderState, item.orderTotalFen, item.amountFen, item.refundId],
          ['REFUND_FAILED', 'CARD', o.body.data.itemOrderId, undefined, undefined, undefined, 9900, refundId]
        )
        // Without an order number, the console names the payment by its buyer's phone (issue #31 "human numbers").
        const [{ cellphone }] = await t.db.query<{ cellphone: string }>('SELECT cellphone FROM users WHERE id = $1', [b.userId])
        assert.deepEqual([item.buyer, item.subjectNumber], [cellphone, undefined])
        // The payment's staff actions work without an order too.
        assert.equal(
          (await finance.call('POST', `/sales/attention/${info.paymentId}/actions`, { action: 'REVIEWED', note: 'called the buyer' })).body
            .statusCode,
          200
        )
        const again = await retry(refundId)
        assert.equal(again.body.statusCode, 200, again.body.comments)
        assert.equal(await paymentState(info.paymentId), 'REFUND_PENDING')
        assert.deepEqual(await t.db.query('SELECT state, attempts FROM refunds WHERE id = $1', [refundId]), [
          { state: 'REQUESTED', attempts: 0 }
        ])
        assert.equal(
          again.body.data.items.find((i) => i.paymentId === info.paymentId)?.refundId,
          undefined,
          'no second retry while it is asked again'
        )
        assert.equal((await retry(refundId)).body.errorCode, 'NOT_FOUND')
        const audit = (await owner.call<AuditReply>('GET', '/audit')).body.data.items.filter(
          (e) => e.action === 'sales.refund.retry' && e.target === `payment:${info.paymentId}`
        )
        assert.equal(audit.length, 1)
        await settle(info.paymentId, refundId, late)
      } finally {
        t.setNow(NOON)
      }
    })

    test("a member order paid after it expired: refunded as a card's late money, a final refusal listed and asked again", async () => {
      t.setNow(NOON)
      const b = await phoneLogin(t, `1330000${engine === 'pglite' ? '9101' : '9102'}`)
      const o = (
        await t.call<MemberOrderReply>(
          'POST',
          PAID_MEMBER_API.createOrder,
          { planId: plan.planId, idempotencyKey: `subj-member-late-${engine}` },
          auth(b)
        )
      ).body.data
      const calls = paying(t, b, `subj-member-${engine}`)
      const info = await calls.startPay(o.transactionId as string)
      const past = new Date((o.payDeadline as number) + 1000)
      t.setNow(past)
      try {
        await t.app.paidMembers.expireDue(past)
        const before = await figures()
        const res = await calls.notify(
          { paymentId: info.paymentId, providerTxn: `subj-member-late-${engine}`, amountFen: 1990, status: 'SUCCEEDED' },
          past.getTime()
        )
        assert.equal(res.json().data.outcome, 'REFUND_PENDING')
        assert.equal(await paymentState(info.paymentId), 'REFUND_PENDING')
        assert.equal((await figures()).grossFen, before.grossFen)
        await t.app.payments.refunds.run(past)
        // One refund of the whole payment, made by the refund job.
        assert.deepEqual(await t.db.query('SELECT amount_fen, purpose FROM refunds WHERE payment_id = $1', [info.paymentId]), [
          { amount_fen: 1990, purpose: 'CLOSED_ORDER' }
        ])
        const refundId = await failFinally(info.paymentId)
        assert.equal(await paymentState(info.paymentId), 'REFUND_FAILED')
        const item = (await attention()).items.find((i) => i.paymentId === info.paymentId)
        assert.ok(item, 'the REFUND_FAILED member payment is listed for the merchant')
        assert.deepEqual([item.purpose, item.subjectId, item.orderId, item.refundId], ['MEMBER', o.orderId, undefined, refundId])
        const again = await retry(refundId)
        assert.equal(again.body.statusCode, 200, again.body.comments)
        assert.equal(await paymentState(info.paymentId), 'REFUND_PENDING')
        await settle(info.paymentId, refundId, past)
      } finally {
        t.setNow(NOON)
      }
    })

    test("the dashboard counts a card's and a member order's money in revenue, and the owner's settled card refund in refunds", async () => {
      t.setNow(NOON)
      const start = await figures()
      const c = await makeCard({ cardName: '计入卡', cardPrice: 5000 })
      const b = await cardBuyer()
      const { instanceId } = await buyPaidCard(b, c.id, 5000, 'paid')
      const m = await phoneLogin(t, `1330000${engine === 'pglite' ? '9201' : '9202'}`)
      const mo = (
        await t.call<MemberOrderReply>(
          'POST',
          PAID_MEMBER_API.createOrder,
          { planId: plan.planId, idempotencyKey: `subj-member-paid-${engine}` },
          auth(m)
        )
      ).body.data
      const mcalls = paying(t, m, `subj-memberpaid-${engine}`)
      const minfo = await mcalls.startPay(mo.transactionId as string)
      assert.equal((await mcalls.decide(minfo.cashierUrl, 'pay')).statusCode, 303)
      const paid = await figures()
      assert.deepEqual(
        [paid.grossFen - start.grossFen, paid.refundedFen - start.refundedFen, paid.paidOrders - start.paidOrders],
        [5000 + 1990, 0, 0]
      )
      // The owner refunds the card; it counts once the provider settled it.
      const refunded = await owner.call('POST', ADMIN_CARD_PATHS.refund.replace(':id', instanceId))
      assert.equal(refunded.body.statusCode, 200, refunded.body.comments)
      const [rf] = await t.db.query<{ id: string }>("SELECT id FROM refunds WHERE purpose = 'CARD' AND subject_id = $1", [instanceId])
      await t.app.payments.refunds.run(NOON)
      assert.equal((await figures()).refundedFen, start.refundedFen)
      await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${rf.id}/deliver`, payload: { status: 'SUCCEEDED' } })
      const settled = await figures()
      assert.deepEqual(
        [settled.grossFen - start.grossFen, settled.refundedFen - start.refundedFen, settled.amountFen - start.amountFen],
        [6990, 5000, 1990]
      )
    })

    test("the owner's card refund and its audit row commit together: an audit row that cannot be written leaves the card unrefunded", async () => {
      t.setNow(NOON)
      const c = await makeCard({ cardName: '审计卡', cardPrice: 3000 })
      const b = await cardBuyer()
      const { instanceId, info } = await buyPaidCard(b, c.id, 3000, 'audit')
      // The audit table refuses the row (a stand-in for a failed write): nothing of the refund may stay.
      await t.db.query(
        `CREATE FUNCTION refuse_card_refund_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.action = 'card.refund' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$`
      )
      await t.db.query(
        'CREATE TRIGGER refuse_card_refund_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_card_refund_audit()'
      )
      try {
        assert.notEqual((await owner.call('POST', ADMIN_CARD_PATHS.refund.replace(':id', instanceId))).body.statusCode, 200)
        assert.deepEqual(await t.db.query('SELECT state FROM card_instances WHERE id = $1', [instanceId]), [{ state: 'ACTIVE' }])
        assert.deepEqual(await t.db.query('SELECT id FROM refunds WHERE payment_id = $1', [info.paymentId]), [])
      } finally {
        await t.db.query('DROP TRIGGER refuse_card_refund_audit ON audit_log')
        await t.db.query('DROP FUNCTION refuse_card_refund_audit()')
      }
      assert.equal((await owner.call('POST', ADMIN_CARD_PATHS.refund.replace(':id', instanceId))).body.statusCode, 200)
      assert.equal((await t.db.query("SELECT 1 FROM audit_log WHERE action = 'card.refund' AND target = $1", [instanceId])).length, 1)
      assert.equal((await t.db.query('SELECT id FROM refunds WHERE payment_id = $1', [info.paymentId])).length, 1)
    })

    test('a coupon is not exchanged for a card switched off or already ended: supportUse false, CARD_EXCHANGE_UNSUPPORTED, the coupon left unused', async () => {
      t.setNow(NOON)
      const until = await makeCard({ cardName: '限期卡', validityType: 'UNTIL', validUntil: NOON.getTime() + 2 * DAY })
      const off = await makeCard({ cardName: '停售卡' })
      const on = await makeCard({ cardName: '可兑卡' })
      const b = await cardBuyer()
      const couponFor = async (cardId: string) => {
        const tpl = await makeCouponTemplate(operator, cardExchangeTemplate(cardId))
        return (await receiveCoupon(t, tpl.couponCode, b.h, 'TOPIC_OBTAIN')).couponId
      }
      const untilCoupon = await couponFor(until.id)
      const offCoupon = await couponFor(off.id)
      const onCoupon = await couponFor(on.id)
      // The merchant switches one card off (the whole card as saved, enabled false).
      const switched = await operator.call('PUT', ADMIN_CARD_PATHS.one.replace(':id', off.id), card({ cardName: '停售卡', enabled: false }))
      assert.equal(switched.body.statusCode, 200, switched.body.comments)
      const later = new Date(NOON.getTime() + 5 * DAY)
      t.setNow(later)
      try {
        const h = { 'access-token': (await new SessionService(t.db, secretStore(t.db)).start(b.userId, 'demo', later, false)).accessToken }
        for (const [couponId, cardId] of [
          [untilCoupon, until.id],
          [offCoupon, off.id]
        ]) {
          const support = await t.get<CouponSupportReply>(`${P.supportAutoUse}?couponId=${couponId}`, h)
          assert.equal(support.body.data.supportUse, false)
          const x = await t.call<PrivilegeCardItem>(
            'POST',
            `${P.exchangeCouponUse}?lang=en-US`,
            { couponId, privilegeCardTemplateId: cardId, type: 'EXCHANGE' },
            h
          )
          assert.equal(x.body.errorCode, 'CARD_EXCHANGE_UNSUPPORTED')
          assert.ok(x.body.comments && !/card_exchange_unsupported/.test(x.body.comments), 'a translated message')
          assert.deepEqual(await t.db.query('SELECT status FROM coupons WHERE id = $1', [couponId]), [{ status: 'AVAILABLE' }])
          assert.deepEqual(await t.db.query('SELECT id FROM card_instances WHERE coupon_id = $1', [couponId]), [])
        }
        // A card on sale still exchanges.
        assert.equal((await t.get<CouponSupportReply>(`${P.supportAutoUse}?couponId=${onCoupon}`, h)).body.data.supportUse, true)
        const ok = await t.call<PrivilegeCardItem>(
          'POST',
          P.exchangeCouponUse,
          { couponId: onCoupon, privilegeCardTemplateId: on.id, type: 'EXCHANGE' },
          h
        )
        assert.equal(ok.body.statusCode, 200, ok.body.comments)
      } finally {
        t.setNow(NOON)
      }
    })
  })
}
