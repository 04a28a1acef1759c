/**
 * "The door speaks one dialect": the staff-key verify (POST /fulfill/pub/v1/tickets/verify) and the console
 * door (POST /admin-api/v1/door/check-in) answer the same ticket code with one reply type
 * (types/api/door.ts CheckInReply): the same result names (UNKNOWN, not INVALID), the same `ticketState`
 * for a void ticket, the same `checkedInAt` for a used one, the same ticket summary and the same texts, in
 * each language — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import type { CheckInReply } from '../../../types/api/door'
import type { TicketDetail } from '../../../types/api/order'
import { CODE_PERIOD_SECONDS, rotatingTicketCode } from '../../../types/rules/rotating-ticket-code'
import { nodeHmacSha1 } from '../../src/account/token-codec'

const STEP_MS = CODE_PERIOD_SECONDS * 1000

for (const engine of ENGINES) {
  describe(`one door reply for both doors on ${engine}`, () => {
    let t: TestApp
    let door: ConsoleClient
    let buyer: Login
    let calls: ReturnType<typeof paying>
    let staffKey: string
    let tier: Tier
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      door = await loggedIn(t, DOOR)
      buyer = await phoneLogin(t, '13200000191')
      calls = paying(t, buyer, `door-one-reply-${engine}`)
      staffKey = (await t.get<{ staffKey: string }>('/dev/staff_key')).body.data.staffKey
      tier = await freshTier(t, 0)
    })
    after(async () => t.close())

    const freshTicket = async () => {
      const o = await calls.order(tier, 1)
      const [k] = (await t.get<Array<{ ticketId: string }>>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(buyer))).body.data
      return (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${k.ticketId}`, auth(buyer))).body.data
    }
    const codeAt = (k: TicketDetail, atMs: number) => rotatingTicketCode(nodeHmacSha1, k.codeSecret, k.ticketNumber, atMs) ?? ''
    const verify = async (code: string, lang: string) =>
      (await t.call<CheckInReply>('POST', `/fulfill/pub/v1/tickets/verify?lang=${lang}`, { code }, { 'staff-key': staffKey })).body.data
    const consoleDoor = async (code: string, lang: string) =>
      (await door.call<CheckInReply>('POST', `/door/check-in?lang=${lang}`, { code })).body.data
    /** The same code through both doors, in each language: both replies, side by side. */
    const bothDoors = async (code: string) =>
      Promise.all(
        ['zh-CN', 'zh-MO', 'en-US'].map(async (lang) => ({
          lang,
          verify: await verify(code, lang),
          console: await consoleDoor(code, lang)
        }))
      )

    test('a made-up code is UNKNOWN at both doors, and nothing more', async () => {
      for (const pair of await bothDoors('nonsense-code')) {
        assert.deepEqual(pair.verify, { result: 'UNKNOWN' }, pair.lang)
        assert.deepEqual(pair.console, { result: 'UNKNOWN' }, pair.lang)
      }
    })

    test('a code of an old window is EXPIRED at both doors: same ticket, same text', async () => {
      const k = await freshTicket()
      for (const pair of await bothDoors(codeAt(k, NOON.getTime() - 2 * STEP_MS))) {
        assert.equal(pair.verify.result, 'EXPIRED')
        assert.equal(pair.verify.ticket?.ticketId, k.ticketId)
        assert.ok(pair.verify.message)
        assert.deepEqual(pair.verify, pair.console, pair.lang)
      }
    })

    test('a ticket being refunded is VOID at both doors, with its ticketState (not `state`) and the same text', async () => {
      const k = await freshTicket()
      // The after-sale flow's frozen state, set directly: what the door answers for it is under test here.
      await t.db.query("UPDATE tickets SET state = 'REFUNDING' WHERE id = $1", [k.ticketId])
      for (const pair of await bothDoors(codeAt(k, NOON.getTime()))) {
        assert.deepEqual([pair.verify.result, pair.verify.ticketState], ['VOID', 'REFUNDING'])
        assert.ok(!('state' in pair.verify), 'the verify no longer answers `state`')
        assert.deepEqual(pair.verify, pair.console, pair.lang)
      }
    })

    test('admitted at the staff-key door: the reply the console door gives a twin ticket; then ALREADY_USED alike at both', async () => {
      const k = await freshTicket()
      const twin = await freshTicket()
      const code = codeAt(k, NOON.getTime())
      const byVerify = await verify(code, 'zh-CN')
      const byConsole = await consoleDoor(codeAt(twin, NOON.getTime()), 'zh-CN')
      assert.deepEqual([byVerify.result, byVerify.checkedInAt], ['ADMITTED', NOON.toISOString()])
      assert.deepEqual({ ...byVerify, ticket: { ...byVerify.ticket, ticketId: twin.ticketId } }, byConsole)
      assert.ok(
        !('usedAt' in byVerify) && !('orderId' in (byVerify.ticket ?? {})),
        "the door gets the door's summary, not the buyer's ticket"
      )
      for (const pair of await bothDoors(code)) {
        assert.deepEqual([pair.verify.result, pair.verify.checkedInAt], ['ALREADY_USED', NOON.toISOString()])
        assert.deepEqual(pair.verify, pair.console, pair.lang)
      }
    })
  })
}
