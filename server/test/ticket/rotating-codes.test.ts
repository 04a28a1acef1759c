/**
 * Issue #17 "Rotating ticket codes": "the QR on the ticket page changes every 30 s (a time-based code
 * signed per ticket), so a screenshot passed around stops working; the door check-in (and the console's
 * door page) accepts the current and previous window. Offline … the code is derived on the phone from a
 * per-ticket secret delivered with the ticket", and "the old code stops working and a new one is issued
 * the moment of acceptance" (rekeyTicket, for transfer) — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import type { CheckInReply } from '../../../types/api/door'
import type { Ticket, TicketDetail } from '../../../types/api/order'
import { CODE_PERIOD_SECONDS, base32Decode, rotatingTicketCode } from '../../../types/rules/rotating-ticket-code'
import { currentTicketCode, legacyTicketCode, newCodeSecret } from '../../src/ticket/ticket-code'
import { nodeHmacSha1 } from '../../src/account/token-codec'
import { TicketRepository } from '../../src/ticket/ticket.repository'
import { TicketService } from '../../src/ticket/ticket.service'
import { ShowRepository } from '../../src/browse/show.repository'
import { secretStore } from '../../src/account/secret-store'
import { MIGRATIONS_DIR } from '../../src/db/migrate'
import { ROTATING_CODE_VECTORS } from '../../../tests/helpers/rotating-ticket-code-vectors'

const STEP_MS = CODE_PERIOD_SECONDS * 1000

describe("rotating codes: the gateway derives the app's vectors", () => {
  test('the fixed vectors the app is tested with (tests/rotating-ticket-code.test.ts), through node:crypto', () => {
    for (const v of ROTATING_CODE_VECTORS) {
      assert.equal(currentTicketCode(base32Decode(v.secret)!, v.ticketNumber, new Date(v.nowMs)), v.code)
    }
  })
})

for (const engine of ENGINES) {
  describe(`rotating ticket codes on ${engine}`, () => {
    let t: TestApp
    let door: ConsoleClient
    let buyer: Login
    let other: Login
    let calls: ReturnType<typeof paying>
    let staffKey: string
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      door = await loggedIn(t, DOOR)
      buyer = await phoneLogin(t, '13200000171')
      other = await phoneLogin(t, '13200000172')
      calls = paying(t, buyer, `rotating-${engine}`)
      staffKey = (await t.get<{ staffKey: string }>('/dev/staff_key')).body.data.staffKey
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    /** A free ticket, and its detail as the holder's phone gets it. */
    const freshTicket = async (tr?: Tier) => {
      const o = await calls.order(tr ?? (await freshTier(t, 0)), 1)
      const [k] = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(buyer))).body.data
      const detail = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${k.ticketId}`, auth(buyer))).body.data
      return detail
    }
    /** The code the phone shows at a moment, derived from the secret as the app derives it. */
    const codeAt = (k: TicketDetail, atMs: number) => rotatingTicketCode(nodeHmacSha1, k.codeSecret, k.ticketNumber, atMs) ?? ''
    const consoleCheck = (code: string, sessionId?: string) =>
      door.call<CheckInReply>('POST', '/door/check-in', { code, ...(sessionId ? { sessionId } : {}) })
    const verify = (code: string, lang = 'zh-CN') =>
      t.call<{ result: string; message?: string }>(
        'POST',
        `/fulfill/pub/v1/tickets/verify?lang=${lang}`,
        { code },
        { 'staff-key': staffKey }
      )
    const state = async (id: string) => (await t.db.query<{ state: string }>('SELECT state FROM tickets WHERE id = $1', [id]))[0].state

    test('"accepts the current and previous window": the previous window\'s code admits at the console door; one step ahead admits too', async () => {
      const now = NOON.getTime()
      const previous = await freshTicket()
      const res = await consoleCheck(codeAt(previous, now - STEP_MS))
      assert.equal(res.body.data.result, 'ADMITTED')
      const current = await freshTicket()
      assert.equal((await verify(codeAt(current, now))).body.data.result, 'ADMITTED')
      // A phone clock up to 30 s fast still gets in (the app corrects its clock by serverTime when online).
      const ahead = await freshTicket()
      assert.equal((await consoleCheck(codeAt(ahead, now + STEP_MS))).body.data.result, 'ADMITTED')
    })

    test('"a screenshot passed around stops working": a code two windows old is EXPIRED, in three languages, and checks nothing in; the fresh code then admits', async () => {
      const k = await freshTicket()
      const old = codeAt(k, NOON.getTime() - 2 * STEP_MS)
      const res = await consoleCheck(old)
      assert.equal(res.body.data.result, 'EXPIRED')
      assert.equal(res.body.data.ticket?.showName, k.showName, 'the door sees which ticket it was')
      const texts = await Promise.all(['zh-CN', 'zh-MO', 'en-US'].map(async (lang) => (await verify(old, lang)).body.data))
      assert.deepEqual(
        texts.map((d) => d.result),
        ['EXPIRED', 'EXPIRED', 'EXPIRED']
      )
      assert.deepEqual(
        texts.map((d) => d.message),
        [
          '入场码已过期，请观众刷新票夹中的电子票后重新出示',
          '入場碼已過期，請觀眾刷新票夾中的電子票後重新出示',
          'This code has expired: ask the buyer to refresh the ticket and show the new code'
        ]
      )
      // Far ahead (a phone clock minutes fast) is not admitted either.
      assert.equal((await consoleCheck(codeAt(k, NOON.getTime() + 2 * STEP_MS))).body.data.result, 'EXPIRED')
      assert.equal(await state(k.ticketId), 'VALID')
      // The same code read later, the gateway's clock moved on: expired too.
      const fresh = codeAt(k, NOON.getTime())
      t.setNow(new Date(NOON.getTime() + 2 * STEP_MS))
      try {
        assert.equal((await consoleCheck(fresh)).body.data.result, 'EXPIRED')
        assert.equal((await consoleCheck(codeAt(k, NOON.getTime() + 2 * STEP_MS))).body.data.result, 'ADMITTED')
      } finally {
        t.setNow(NOON)
      }
      // Once used, any genuine code of the ticket says so, with when.
      const again = await consoleCheck(old)
      assert.deepEqual(
        [again.body.data.result, again.body.data.checkedInAt],
        ['ALREADY_USED', new Date(NOON.getTime() + 2 * STEP_MS).toISOString()]
      )
    })

    test('a static pre-#17 code no longer admits (EXPIRED); a made-up or tampered code is UNKNOWN', async () => {
      const k = await freshTicket()
      const legacy = legacyTicketCode(k.ticketId, await secretStore(t.db, 'ticket_secret')())
      assert.equal((await consoleCheck(legacy)).body.data.result, 'EXPIRED')
      assert.equal((await verify(legacy)).body.data.result, 'EXPIRED')
      const code = codeAt(k, NOON.getTime())
      const tampered = code.slice(0, -1) + String((Number(code.slice(-1)) + 1) % 10)
      assert.deepEqual((await consoleCheck(tampered)).body.data, { result: 'UNKNOWN' })
      assert.deepEqual((await consoleCheck(`99999999999999999999.${code.split('.')[1]}.12345678`)).body.data, { result: 'UNKNOWN' })
      assert.equal((await verify(tampered)).body.data.result, 'UNKNOWN')
      assert.equal(await state(k.ticketId), 'VALID')
    })

    test('"the old code stops working and a new one is issued": rekeyTicket makes every code of the old secret UNKNOWN; the new secret\'s code admits', async () => {
      const k = await freshTicket()
      const service = new TicketService(new TicketRepository(t.db), new ShowRepository(t.db), secretStore(t.db, 'ticket_secret'))
      await service.rekeyTicket(k.ticketId)
      const after = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${k.ticketId}`, auth(buyer))).body.data
      assert.notEqual(after.codeSecret, k.codeSecret)
      for (const at of [NOON.getTime(), NOON.getTime() - STEP_MS])
        assert.deepEqual((await consoleCheck(codeAt(k, at))).body.data, { result: 'UNKNOWN' })
      assert.equal((await verify(codeAt(k, NOON.getTime()))).body.data.result, 'UNKNOWN')
      assert.equal((await consoleCheck(codeAt(after, NOON.getTime()))).body.data.result, 'ADMITTED')
      await assert.rejects(service.rekeyTicket(k.ticketId), { code: 'TICKET_ALREADY_USED' })
      await assert.rejects(service.rekeyTicket('tkt_nothing'), { code: 'TICKET_NOT_FOUND' })
    })

    test('a rekey landing between reading a code and checking it in: the old code does not admit (the write checks the secret)', async () => {
      class RekeyedAfterRead extends TicketRepository {
        override async byNumber(ticketNumber: string) {
          const row = await super.byNumber(ticketNumber)
          if (row) await this.rekeyTicket(row.id, newCodeSecret())
          return row
        }
      }
      const k = await freshTicket()
      const service = new TicketService(new RekeyedAfterRead(t.db), new ShowRepository(t.db), secretStore(t.db, 'ticket_secret'))
      assert.equal((await service.checkIn(codeAt(k, NOON.getTime()), 'demo', 'zh-CN', NOON)).result, 'UNKNOWN')
      assert.equal(await state(k.ticketId), 'VALID')
    })

    test('"a per-ticket secret delivered with the ticket": only in its holder\'s detail reply, never in a list, never to another buyer, never cached, gone once used', async () => {
      const tr = await freshTier(t, 0)
      const k = await freshTicket(tr)
      assert.equal(base32Decode(k.codeSecret)?.length, 20, '20 random bytes')
      assert.ok(Math.abs(k.serverTime - NOON.getTime()) < 1000)
      const res = await t.app.inject({ method: 'GET', url: `/buyer/buyer/v1/tickets/${k.ticketId}`, headers: auth(buyer) })
      assert.equal(res.headers['cache-control'], 'no-store')
      const secret = k.codeSecret
      for (const url of [
        '/buyer/buyer/v1/tickets',
        '/buyer/buyer/v1/tickets/hot',
        '/buyer/buyer/v1/tickets/history',
        `/buyer/buyer/v5/orders/${k.orderId}/tickets`
      ]) {
        const raw = (await t.app.inject({ method: 'GET', url, headers: auth(buyer) })).body
        assert.ok(
          !raw.includes(secret) && !raw.includes('codeSecret') && !raw.includes('ticketCode'),
          `${url} carries no secret and no code`
        )
      }
      assert.ok((await t.get<Ticket[]>('/buyer/buyer/v1/tickets', auth(buyer))).body.data.some((x) => x.ticketId === k.ticketId))
      const stranger = await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${k.ticketId}`, auth(other))
      assert.equal(stranger.body.errorCode, 'TICKET_NOT_FOUND')
      assert.ok(!JSON.stringify(stranger.body).includes(secret))
      const admitted = (await verify(codeAt(k, NOON.getTime()))).body.data
      assert.equal(admitted.result, 'ADMITTED')
      assert.ok(!JSON.stringify(admitted).includes(secret), 'the door sees no secret')
      const used = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${k.ticketId}`, auth(buyer))).body.data
      assert.deepEqual([used.state, used.codeSecret], ['USED', ''])
    })

    test('a check-in race: the same code scanned twice at once admits once (console and staff-key doors together)', async () => {
      const k = await freshTicket()
      const code = codeAt(k, NOON.getTime())
      const results = await Promise.all([consoleCheck(code), consoleCheck(code), verify(code), verify(code)])
      const outcomes = results.map((r) => r.body.data.result)
      assert.equal(outcomes.filter((r) => r === 'ADMITTED').length, 1, outcomes.join(', '))
      assert.equal(outcomes.filter((r) => r === 'ALREADY_USED').length, 3, outcomes.join(', '))
      assert.equal(await state(k.ticketId), 'USED')
    })

    test("the fixed vectors admit through the door on this engine (a ticket given a vector's number and secret)", async () => {
      const v = ROTATING_CODE_VECTORS[4]
      const k = await freshTicket()
      await t.db.query('UPDATE tickets SET ticket_number = $2, code_secret = $3 WHERE id = $1', [
        k.ticketId,
        v.ticketNumber,
        Buffer.from(base32Decode(v.secret)!)
      ])
      t.setNow(new Date(v.nowMs + 15_000))
      try {
        assert.equal((await verify(v.code)).body.data.result, 'ADMITTED')
      } finally {
        t.setNow(NOON)
      }
    })

    test('migration 034 backfills a secret for every ticket made before it: 20 bytes each, all different', async () => {
      await freshTicket()
      await freshTicket()
      await t.db.exec(
        'ALTER TABLE tickets ALTER COLUMN code_secret DROP NOT NULL; ALTER TABLE tickets ALTER COLUMN code_secret DROP DEFAULT; UPDATE tickets SET code_secret = NULL'
      )
      await t.db.exec(readFileSync(path.join(MIGRATIONS_DIR, '034_ticket_code_secrets.sql'), 'utf8'))
      const [row] = await t.db.query<{ n: number; d: number; short: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT code_secret)::int AS d, count(*) FILTER (WHERE octet_length(code_secret) <> 20)::int AS short FROM tickets'
      )
      assert.ok(row.n >= 2)
      assert.deepEqual([row.d, row.short], [row.n, 0])
      // And a backfilled ticket's codes work like any other.
      const k = await freshTicket()
      assert.equal((await verify(codeAt(k, NOON.getTime()))).body.data.result, 'ADMITTED')
    })
  })
}
