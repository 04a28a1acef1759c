/**
 * POST recent order info (calls-errors-limits.md section 7), on every engine: the buyer's most recent order
 * worth a reminder on mine. An unpaid order still payable comes first ("you have an unpaid order", with its
 * amount and pay deadline); else the paid order whose session is next ("your next show"); nothing when
 * neither; an order past its deadline, a session past, another buyer's orders are never answered.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { ORDER_REMINDER_PATHS as P, type RecentOrderReply } from '../../../types/api/order-reminders'

for (const engine of ENGINES) {
  describe(`recent order info on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13200004201')
      calls = paying(t, buyer, `recent-${engine}`)
    })
    after(() => t.close())

    const recent = (who: Login = buyer, lang = 'en-US') =>
      t.call<RecentOrderReply>('POST', `${P.recentOrderInfo}?lang=${lang}`, {}, auth(who))

    test('no orders: order null; not logged in: refused', async () => {
      const none = (await recent()).body
      assert.equal(none.statusCode, 200, none.comments)
      assert.equal(none.data.order, null)
      assert.notEqual((await t.call('POST', P.recentOrderInfo, {})).body.statusCode, 200)
    })

    test('a paid order is "your next show"; a newer unpaid order comes first with amount and deadline; once closed, the next show again', async () => {
      const paidTier = await freshTier(t)
      const paidId = await calls.paidOrder(paidTier, 2)
      const upcoming = (await recent()).body.data.order
      assert.equal(upcoming?.kind, 'UPCOMING')
      assert.equal(upcoming?.orderId, paidId)
      assert.equal(upcoming?.orderState, 'PAID')
      assert.equal(upcoming?.ticketCount, 2)
      assert.equal(upcoming?.payDeadline, null)
      assert.equal(upcoming?.transactionId, null)
      const [session] = await t.db.query<{ starts_at: Date }>('SELECT starts_at FROM sessions WHERE id = $1', [paidTier.session_id])
      assert.equal(upcoming?.sessionStartsAt, session.starts_at.getTime())
      assert.ok(upcoming?.showName && !/[\u4e00-\u9fff]/.test(upcoming.showName), 'named in the asked language')
      assert.ok(upcoming?.venueName)
      assert.equal(upcoming?.timeZone, 'Asia/Shanghai')

      const unpaid = await calls.order(await freshTier(t), 1)
      const reminder = (await recent()).body.data.order
      assert.equal(reminder?.kind, 'UNPAID', 'an unpaid order still payable comes first')
      assert.equal(reminder?.orderId, unpaid.orderId)
      assert.equal(reminder?.transactionId, unpaid.unPaidTransactionIds[0])
      const [o] = await t.db.query<{ total_fen: number; reserve_deadline: Date }>(
        'SELECT total_fen, reserve_deadline FROM orders WHERE id = $1',
        [unpaid.orderId]
      )
      assert.equal(reminder?.amount, o.total_fen)
      assert.equal(reminder?.payDeadline, o.reserve_deadline.getTime())

      // Past its deadline (the sweeper not run yet) the unpaid order is no reminder: the next show is.
      t.setNow(new Date(o.reserve_deadline.getTime() + 1000))
      try {
        assert.equal((await recent()).body.data.order?.orderId, paidId)
      } finally {
        t.setNow(NOON)
      }
      // Cancelled by the buyer: the same.
      await t.db.query("UPDATE orders SET state = 'CLOSED', close_reason = 'CANCELLED', closed_at = $2 WHERE id = $1", [
        unpaid.orderId,
        NOON
      ])
      assert.equal((await recent()).body.data.order?.orderId, paidId)
    })

    test('once the session has begun, or every ticket was refunded, it is no reminder; another buyer sees only their own', async () => {
      const stranger = await phoneLogin(t, '13200004202')
      assert.equal((await recent(stranger)).body.data.order, null, "another buyer's orders are not theirs")
      const current = (await recent()).body.data.order
      assert.ok(current)
      // The session moved to have begun an hour ago (a clock moved days on would end the buyer's login too).
      const [{ session_id: sessionId, starts_at: startsAt }] = await t.db.query<{ session_id: string; starts_at: Date }>(
        'SELECT o.session_id, s.starts_at FROM orders o JOIN sessions s ON s.id = o.session_id WHERE o.id = $1',
        [current.orderId]
      )
      await t.db.query('UPDATE sessions SET starts_at = $2 WHERE id = $1', [sessionId, new Date(NOON.getTime() - 3600_000)])
      try {
        const later = (await recent()).body.data.order
        assert.notEqual(later?.orderId, current.orderId, 'a session begun is not "next"')
      } finally {
        await t.db.query('UPDATE sessions SET starts_at = $2 WHERE id = $1', [sessionId, startsAt])
      }
      await t.db.query('UPDATE orders SET tickets_refunded = ticket_count WHERE id = $1', [current.orderId])
      assert.notEqual((await recent()).body.data.order?.orderId, current.orderId, 'all refunded')
    })
  })
}
