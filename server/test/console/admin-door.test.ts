/**
 * The door in the console (issue #16 item 6): a genuine code is ADMITTED once, then ALREADY_USED with the
 * first check-in time; scoped to another session it is WRONG_SHOW and not checked in; a made-up code is
 * UNKNOWN; the day's sessions and the live count (checked in / sold); the admission is audited — on
 * every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import type { AuditReply } from '../../../types/api/staff'
import type { CheckInReply, DoorCountReply, DoorSession } from '../../../types/api/door'
import { localDate } from '../../../types/rules/merchant-time'
import type { TicketDetail } from '../../../types/api/order'
import { rotatingTicketCode } from '../../../types/rules/rotating-ticket-code'
import { nodeHmacSha1 } from '../../src/account/token-codec'

for (const engine of ENGINES) {
  describe(`the console door on ${engine}`, () => {
    let t: TestApp
    let door: ConsoleClient
    let buyer: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      door = await loggedIn(t, DOOR)
      buyer = await phoneLogin(t, '13200000088')
      calls = paying(t, buyer, `door-test-${engine}`)
    })
    after(async () => t.close())

    /** A ticket with the code its holder's phone shows now (issue #17: derived from the ticket's secret). */
    const ticketOf = async (tr: Tier) => {
      const o = await calls.order(tr, 1)
      const [listed] = (await t.get<Array<{ ticketId: string }>>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(buyer))).body.data
      const detail = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${listed.ticketId}`, auth(buyer))).body.data
      return {
        ticketId: detail.ticketId,
        ticketCode: rotatingTicketCode(nodeHmacSha1, detail.codeSecret, detail.ticketNumber, NOON.getTime()) ?? ''
      }
    }
    const checkIn = (body: { code: string; sessionId?: string }) => door.call<CheckInReply>('POST', '/door/check-in', body)

    test('admitted, then already used; another session is WRONG_SHOW and leaves the ticket unused; a made-up code is UNKNOWN', async () => {
      const tr = await freshTier(t, 0)
      const ticket = await ticketOf(tr)
      const [other] = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE id <> $1 ORDER BY id LIMIT 1', [tr.session_id])

      const wrong = await checkIn({ code: ticket.ticketCode, sessionId: other.id })
      assert.equal(wrong.body.data.result, 'WRONG_SHOW')
      assert.equal(wrong.body.data.ticket?.sessionId, tr.session_id)
      const [state] = await t.db.query<{ state: string }>('SELECT state FROM tickets WHERE id = $1', [ticket.ticketId])
      assert.equal(state.state, 'VALID', 'a wrong-session scan checks nothing in')

      const first = await checkIn({ code: ` ${ticket.ticketCode} `, sessionId: tr.session_id })
      assert.equal(first.body.data.result, 'ADMITTED')
      assert.equal(first.body.data.checkedInAt, NOON.toISOString())
      assert.ok(first.body.data.ticket?.showName && first.body.data.ticket.tierName)
      const second = await checkIn({ code: ticket.ticketCode })
      assert.deepEqual([second.body.data.result, second.body.data.checkedInAt], ['ALREADY_USED', NOON.toISOString()])

      assert.deepEqual((await checkIn({ code: `${ticket.ticketId}.forgedsignatureforgedsig` })).body.data, { result: 'UNKNOWN' })
      assert.deepEqual((await checkIn({ code: 'nonsense' })).body.data, { result: 'UNKNOWN' })

      const owner = await loggedIn(t, OWNER)
      const audit = (await owner.call<AuditReply>('GET', '/audit')).body.data.items.filter((e) => e.action === 'door.check-in')
      assert.deepEqual(
        audit.map((e) => [e.target, e.staff?.email, (e.before as { state: string }).state, (e.after as { state: string }).state]),
        [[`ticket:${ticket.ticketId}`, DOOR, 'VALID', 'USED']]
      )
    })

    test("the day's sessions and a session's live count (checked in / sold)", async () => {
      const tr = await freshTier(t, 0)
      const a = await ticketOf(tr)
      await ticketOf(tr)
      const [session] = await t.db.query<{ starts_at: Date }>('SELECT starts_at FROM sessions WHERE id = $1', [tr.session_id])
      const date = localDate(session.starts_at, 'Asia/Shanghai')
      const sessions = (await door.call<DoorSession[]>('GET', `/door/sessions?date=${date}`)).body.data
      assert.ok(sessions.some((s) => s.id === tr.session_id))
      assert.ok(sessions.every((s) => localDate(new Date(s.start), 'Asia/Shanghai') === date))
      const count = () => door.call<DoorCountReply>('GET', `/door/sessions/${tr.session_id}/count`)
      const before = (await count()).body.data
      await checkIn({ code: a.ticketCode })
      const afterOne = (await count()).body.data
      assert.equal(afterOne.checkedIn, before.checkedIn + 1)
      assert.equal(afterOne.sold, before.sold)
      assert.ok(afterOne.sold >= 2)
      assert.equal((await door.call('GET', '/door/sessions/no-such-session/count')).body.errorCode, 'NOT_FOUND')
      assert.equal((await door.call('GET', '/door/sessions?date=2026-13-40')).body.errorCode, 'INVALID_PARAMETER')
    })

    test('an operator cannot check in; a door user cannot open the storefront', async () => {
      const operator = await loggedIn(t, OPERATOR)
      const res = await operator.call('POST', '/door/check-in', { code: 'x' })
      assert.deepEqual([res.status, res.body.errorCode], [403, 'STAFF_FORBIDDEN'])
      const sf = await door.call('GET', '/storefront/draft')
      assert.deepEqual([sf.status, sf.body.errorCode], [403, 'STAFF_FORBIDDEN'])
    })
  })
}
