/**
 * Refund rules (issue #17, Refunds): "The merchant sets refund rules per show (none / before a deadline /
 * with a fee by time before the show, per ticket or whole order); the app's refund-rule pages show them ...
 * the amount and fee are computed by one rule module shared with the gateway ... Order operations REFUND
 * shown only when the rule allows; a checked-in ticket cannot be refunded." — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, loggedIn, OWNER, OPERATOR, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import type { AuditReply } from '../../../types/api/staff'
import type { AdminShow } from '../../../types/api/catalogue-admin'
import type { OrderDetail } from '../../../types/api/order'
import type { ShowStatic } from '../../../types/api/show'
import type { RefundRule } from '../../../types/rules/refund-rule'

const HOUR = 3600_000
const STEPS: RefundRule = {
  kind: 'FEE_BY_TIME',
  steps: [
    { hoursBefore: 72, feePercent: 0 },
    { hoursBefore: 24, feePercent: 20 }
  ],
  scope: 'PER_TICKET'
}

for (const engine of ENGINES) {
  describe(`refund rules on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    let buyer: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      owner = await loggedIn(t, OWNER)
      operator = await loggedIn(t, OPERATOR)
      buyer = await phoneLogin(t, '13200000177')
      calls = paying(t, buyer, `refund-rules-${engine}`)
    })
    after(async () => t.close())

    const setRule = (showId: string, rule: unknown, lang = 'zh') =>
      operator.call<AdminShow>('PUT', `/catalogue/shows/${showId}/refund-rule?lang=${lang}`, rule as object)
    /** A paid order of `qty` tickets at `priceFen` each, through the sandbox cashier and its signed callback. */
    const paidOrder = (tr: Tier, qty: number) => calls.paidOrder(tr, qty)
    /**
     * The session moved to start `hours` after now (standing in for the merchant rescheduling it): the
     * buyer's login and the SMS throttle stay valid, which moving the clock days ahead would not keep.
     */
    const startsIn = async (tr: Tier, hours: number) => {
      const starts = new Date(NOON.getTime() + hours * HOUR)
      await t.db.query(
        'UPDATE sessions SET starts_at = $2, ends_at = CASE WHEN ends_at IS NULL THEN NULL ELSE $3::timestamptz END WHERE id = $1',
        [tr.session_id, starts, new Date(starts.getTime() + 3 * HOUR)]
      )
    }
    const detail = async (orderId: string) => (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}`, auth(buyer))).body.data

    test('an invalid rule is refused with a translated error and nothing is saved; door staff are refused', async () => {
      const tr = await freshTier(t)
      const before = (await owner.call<AdminShow>('GET', `/catalogue/shows/${tr.show_id}`)).body.data.refundRule
      // "fee steps sorted": a step nearer the show listed first is refused.
      const unordered = {
        kind: 'FEE_BY_TIME',
        steps: [
          { hoursBefore: 24, feePercent: 10 },
          { hoursBefore: 72, feePercent: 0 }
        ],
        scope: 'PER_TICKET'
      }
      const zh = await setRule(tr.show_id, unordered)
      assert.deepEqual([zh.body.statusCode, zh.body.errorCode, zh.body.mode], [40185, 'REFUND_RULE_INVALID', 'alert'])
      assert.match(zh.body.comments, /退票规则有误/)
      const en = await setRule(
        tr.show_id,
        { kind: 'BEFORE_DEADLINE', deadlineHours: 48, scope: 'PER_TICKET', extra: 1, feePercent: 101 },
        'en'
      )
      assert.equal(en.body.statusCode, 200, 'fields outside the rule are dropped, not stored')
      assert.deepEqual(en.body.data.refundRule, { kind: 'BEFORE_DEADLINE', deadlineHours: 48, scope: 'PER_TICKET' })
      const bad = await setRule(
        tr.show_id,
        { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 101 }], scope: 'PER_TICKET' },
        'en'
      )
      assert.deepEqual([bad.body.statusCode, bad.body.comments.startsWith('The refund rule is invalid')], [40185, true])
      assert.notDeepEqual(before, undefined)

      const door = await loggedIn(t, DOOR)
      const refused = await door.call('PUT', `/catalogue/shows/${tr.show_id}/refund-rule`, STEPS)
      assert.deepEqual([refused.status, refused.body.errorCode], [403, 'STAFF_FORBIDDEN'])
      assert.deepEqual((await owner.call<AdminShow>('GET', `/catalogue/shows/${tr.show_id}`)).body.data.refundRule, en.body.data.refundRule)
    })

    test('saved in the console: audited before/after, read back, and buyers see it on the show and in its refund note', async () => {
      const tr = await freshTier(t)
      const saved = await setRule(tr.show_id, STEPS)
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      assert.deepEqual(saved.body.data.refundRule, STEPS)

      const audit = (await owner.call<AuditReply>('GET', '/audit?pageSize=100')).body.data.items.find(
        (a) => a.target === `show:${tr.show_id}` && a.action === 'catalogue.show.refund-rule'
      )
      assert.ok(audit, 'the change is audited')
      assert.equal(audit.staff?.email, OPERATOR)
      assert.deepEqual((audit.after as { refundRule: RefundRule }).refundRule, STEPS)
      assert.ok((audit.before as { refundRule: RefundRule }).refundRule.kind, 'the rule in force before is recorded')

      const show = (await t.get<ShowStatic>(`/show/pub/v5/show/${tr.show_id}/static?lang=en`)).body.data
      assert.deepEqual(show.refundRule, STEPS)
      const notes = (await t.get<Array<{ title: string; content: string }>>(`/buyer/pub/v1/shows/${tr.show_id}/service_notes?lang=en`)).body
        .data
      assert.ok(
        notes.some(
          (n) => n.content === 'Refunds up to 24 hours before the show; the fee depends on how early you ask (see the refund rules).'
        ),
        JSON.stringify(notes)
      )

      await setRule(tr.show_id, { kind: 'NONE' })
      const none = (await t.get<Array<{ title: string; content: string }>>(`/buyer/pub/v1/shows/${tr.show_id}/service_notes?lang=en`)).body
        .data
      assert.ok(none.some((n) => n.content === 'Tickets to this show cannot be refunded.'))
    })

    test('REFUND is offered only while the rule allows: the fee by time before the show, none after the last step, none for NONE', async () => {
      const tr = await freshTier(t, 9999)
      await setRule(tr.show_id, STEPS)
      const orderId = await paidOrder(tr, 2)

      await startsIn(tr, 100)
      let d = await detail(orderId)
      assert.ok(
        d.orderOperations.some((o) => o.name === 'REFUND'),
        '100 h before: the 0% step'
      )
      assert.deepEqual(d.refundQuote, { allowed: true, amountFen: 9999 * 2, feeFen: 0, feePercent: 0 })
      assert.deepEqual(d.refundRule, STEPS)

      await startsIn(tr, 30)
      d = await detail(orderId)
      // 20% of 99.99 yuan is 19.998, rounded down to 19.99 per ticket (in the buyer's favour).
      assert.deepEqual(d.refundQuote, { allowed: true, amountFen: (9999 - 1999) * 2, feeFen: 1999 * 2, feePercent: 20 })
      assert.ok(d.orderOperations.some((o) => o.name === 'REFUND'))

      await startsIn(tr, 23)
      d = await detail(orderId)
      assert.deepEqual([d.refundQuote?.allowed, d.refundQuote?.reason], [false, 'PAST_DEADLINE'])
      assert.ok(!d.orderOperations.some((o) => o.name === 'REFUND'), 'after the last step: no REFUND')

      // The order keeps the terms it was bought under: NONE set later applies to new orders only.
      await startsIn(tr, 100)
      await setRule(tr.show_id, { kind: 'NONE' })
      d = await detail(orderId)
      assert.deepEqual(d.refundRule, STEPS)
      assert.deepEqual([d.refundQuote?.allowed, d.orderOperations.some((o) => o.name === 'REFUND')], [true, true])
      const after = await detail(await paidOrder(tr, 1))
      assert.deepEqual([after.refundQuote?.reason, after.orderOperations.some((o) => o.name === 'REFUND')], ['NOT_REFUNDABLE', false])
    })

    test('"a checked-in ticket cannot be refunded": per ticket the rest still can; whole order, none can; unpaid orders offer no REFUND', async () => {
      const tr = await freshTier(t, 5000)
      await setRule(tr.show_id, { kind: 'BEFORE_DEADLINE', deadlineHours: 24, scope: 'PER_TICKET' })
      const unpaid = await calls.order(tr, 1)
      const u = await detail(unpaid.orderId)
      assert.deepEqual([u.refundQuote?.reason, u.orderOperations.some((o) => o.name === 'REFUND')], ['NOT_PAID', false])

      const orderId = await paidOrder(tr, 2)
      const [ticket] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY seq LIMIT 1', [orderId])
      // Checked in as the door does it (ticket.repository checkIn), standing in for a scan.
      await t.db.query("UPDATE tickets SET state = 'USED', used_at = $2 WHERE id = $1", [ticket.id, NOON])

      let d = await detail(orderId)
      assert.deepEqual(d.refundQuote, { allowed: true, amountFen: 5000, feeFen: 0, feePercent: 0 }, 'only the unused ticket comes back')
      assert.ok(d.orderOperations.some((o) => o.name === 'REFUND'))

      // Whole order: one ticket checked in, none can be refunded (an order bought under that rule).
      await setRule(tr.show_id, { kind: 'BEFORE_DEADLINE', deadlineHours: 24, scope: 'WHOLE_ORDER' })
      const whole = await paidOrder(tr, 2)
      const [first] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY seq LIMIT 1', [whole])
      await t.db.query("UPDATE tickets SET state = 'USED', used_at = $2 WHERE id = $1", [first.id, NOON])
      d = await detail(whole)
      assert.deepEqual([d.refundQuote?.allowed, d.refundQuote?.reason], [false, 'TICKET_USED'])
      assert.ok(!d.orderOperations.some((o) => o.name === 'REFUND'))

      await t.db.query("UPDATE tickets SET state = 'USED', used_at = $2 WHERE order_id = $1", [orderId, NOON])
      d = await detail(orderId)
      assert.deepEqual([d.refundQuote?.reason, d.orderOperations.some((o) => o.name === 'REFUND')], ['TICKET_USED', false])
    })
  })
}
