/**
 * The voucher calls (calls-errors-limits.md section 7: "Voucher paths are cached for fallback:
 * buyer/cyy/v1/voucher/page_list, voucher/detail, order/voucher/created, voucher/ticket_code") and the
 * ticket's calendar file (brief: "an .ics file per ticket … from a gateway call (owner only)"), on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { Ticket } from '../../../types/api/order'
import type { CreatedVouchers, TicketCalendar, Voucher, VoucherPage, VoucherTicketCode } from '../../../types/api/voucher'
import { AT_THE_DOOR_MS } from '../../../types/rules/voucher-scope'
import { base32Decode } from '../../../types/rules/rotating-ticket-code'
import { currentTicketCode } from '../../src/ticket/ticket-code'

const V = '/buyer/buyer/cyy/v1'
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '')

for (const engine of ENGINES) {
  describe(`voucher calls on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let other: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13200000241')
      other = await phoneLogin(t, '13200000242')
      calls = paying(t, buyer, `vouchers-${engine}`)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const page = (scope: 'current' | 'history', offset = 0, length = 10, who = buyer) =>
      t.get<VoucherPage>(`${V}/voucher/page_list?scope=${scope}&offset=${offset}&length=${length}`, auth(who))
    const ticketsOf = async (orderId: string, lang = 'zh-CN') =>
      (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${orderId}/tickets?lang=${lang}`, auth(buyer))).body.data
    const setState = (id: string, state: string) => t.db.query('UPDATE tickets SET state = $2 WHERE id = $1', [id, state])

    test("page_list groups the buyer's tickets per order and session, soonest first, paged with total and hasMore", async () => {
      const a = await calls.order(await freshTier(t, 0), 2)
      const b = await calls.order(await freshTier(t, 0), 1)
      const c = await calls.order(await freshTier(t, 0), 3)
      const all = (await page('current', 0, 50)).body
      assert.equal(all.statusCode, 200, all.comments)
      assert.equal(all.data.total, 3)
      assert.deepEqual(all.data.list.map((v) => v.tickets.length).sort(), [1, 2, 3])
      for (const v of all.data.list) {
        assert.equal(v.voucherId, `${v.orderId}~${v.bizShowSessionId}`)
        assert.ok(v.tickets.every((k) => k.orderId === v.orderId && k.bizShowSessionId === v.bizShowSessionId))
        assert.ok(!('codeSecret' in v.tickets[0]), 'a list never carries a code secret')
      }
      const times = all.data.list.map((v) => v.showTime)
      assert.deepEqual(
        times,
        [...times].sort((x, y) => x - y)
      )
      assert.deepEqual(new Set(all.data.list.map((v) => v.orderId)), new Set([a.orderId, b.orderId, c.orderId]))

      const first = (await page('current', 0, 2)).body.data
      const second = (await page('current', 2, 2)).body.data
      assert.deepEqual([first.list.length, first.total, first.hasMore], [2, 3, true])
      assert.deepEqual([second.list.length, second.total, second.hasMore], [1, 3, false])
      assert.deepEqual(
        [...first.list, ...second.list].map((v) => v.voucherId),
        all.data.list.map((v) => v.voucherId)
      )
      const beyond = (await page('current', 10, 2)).body.data
      assert.deepEqual([beyond.list.length, beyond.total, beyond.hasMore], [0, 3, false])
    })

    test("another buyer sees none of them; a bad page size is the spec's error envelope, not a 500", async () => {
      const mine = (await page('current', 0, 10, other)).body.data
      assert.equal(mine.total, 0)
      for (const bad of ['length=0', 'length=51', 'offset=-1', 'scope=all']) {
        const res = await t.get(`${V}/voucher/page_list?${bad}`, auth(buyer))
        assert.equal(res.status, 200)
        assert.equal(res.body.statusCode, 40000, bad)
      }
      assert.notEqual((await t.get(`${V}/voucher/page_list`)).body.statusCode, 200, 'login required')
    })

    test('history has "past and used/refunded/rebooked tickets": a part-refunded order is in both lists with its own tickets', async () => {
      const o = await calls.order(await freshTier(t, 0), 3)
      const [k1, k2, k3] = await ticketsOf(o.orderId)
      await setState(k1.ticketId, 'REFUNDED')
      await setState(k2.ticketId, 'USED')
      const current = (await page('current', 0, 50)).body.data.list.find((v) => v.orderId === o.orderId)
      const history = (await page('history', 0, 50)).body.data.list.find((v) => v.orderId === o.orderId)
      assert.deepEqual(
        current?.tickets.map((k) => k.ticketId),
        [k3.ticketId]
      )
      assert.deepEqual(
        history?.tickets.map((k) => [k.ticketId, k.state]),
        [
          [k1.ticketId, 'REFUNDED'],
          [k2.ticketId, 'USED']
        ]
      )
      const rebooked = await calls.order(await freshTier(t, 0), 1)
      await setState((await ticketsOf(rebooked.orderId))[0].ticketId, 'REBOOKED')
      assert.ok((await page('history', 0, 50)).body.data.list.some((v) => v.orderId === rebooked.orderId))
    })

    test("a session that began more than the door's 3 hours ago moves to history, latest first; one at the door is still current", async () => {
      // The session moves before the next order, so freshTier (sessions 2 days ahead) cannot pick it again.
      const moveSession = async (orderId: string, startsAt: Date) =>
        t.db.query('UPDATE sessions SET starts_at = $2 WHERE id = (SELECT session_id FROM orders WHERE id = $1)', [orderId, startsAt])
      const over = await calls.order(await freshTier(t, 0), 1)
      await moveSession(over.orderId, new Date(NOON.getTime() - AT_THE_DOOR_MS - 60000))
      const atDoor = await calls.order(await freshTier(t, 0), 1)
      await moveSession(atDoor.orderId, new Date(NOON.getTime() - AT_THE_DOOR_MS + 60000))
      const current = (await page('current', 0, 50)).body.data.list.map((v) => v.orderId)
      const history = (await page('history', 0, 50)).body.data.list
      assert.ok(!current.includes(over.orderId) && history.some((v) => v.orderId === over.orderId))
      assert.ok(current.includes(atDoor.orderId) && !history.some((v) => v.orderId === atDoor.orderId))
      const times = history.map((v) => v.showTime)
      assert.deepEqual(
        times,
        [...times].sort((x, y) => y - x)
      )
    })

    test('voucher/detail: the holder\'s tickets of one voucher; another buyer\'s or a made-up id is "ticket not found" (40080), translated', async () => {
      const o = await calls.order(await freshTier(t, 0), 2)
      const v = (await page('current', 0, 50)).body.data.list.find((x) => x.orderId === o.orderId)!
      const res = await t.get<Voucher>(`${V}/voucher/detail?voucherId=${encodeURIComponent(v.voucherId)}`, auth(buyer))
      assert.equal(res.body.statusCode, 200)
      assert.equal(res.body.data.tickets.length, 2)
      const theirs = await t.get(`${V}/voucher/detail?voucherId=${encodeURIComponent(v.voucherId)}&lang=en-US`, auth(other))
      assert.deepEqual([theirs.body.statusCode, theirs.body.mode, theirs.body.comments], [40080, 'back', 'Ticket not found'])
      for (const id of ['nope~nope', 'a~b~c', `${o.orderId}~ses_unknown`]) {
        assert.equal((await t.get(`${V}/voucher/detail?voucherId=${encodeURIComponent(id)}`, auth(buyer))).body.statusCode, 40080, id)
      }
      assert.equal((await t.get(`${V}/voucher/detail?voucherId=a~b&lang=zh-MO`, auth(buyer))).body.comments, '票不存在')
    })

    test("voucher/ticket_code: the holder's secret derives the code the door admits; none once the ticket no longer admits; no-store", async () => {
      const o = await calls.order(await freshTier(t, 0), 2)
      const [k, used] = await ticketsOf(o.orderId)
      const res = await t.app.inject({ method: 'GET', url: `${V}/voucher/ticket_code?ticketId=${k.ticketId}`, headers: auth(buyer) })
      assert.equal(res.headers['cache-control'], 'no-store')
      const code = (JSON.parse(res.body) as { data: VoucherTicketCode }).data
      assert.equal(code.serverTime, NOON.getTime())
      const [row] = await t.db.query<{ code_secret: Uint8Array }>('SELECT code_secret FROM tickets WHERE id = $1', [k.ticketId])
      assert.equal(
        currentTicketCode(base32Decode(code.codeSecret)!, code.ticketNumber, NOON),
        currentTicketCode(row.code_secret, k.ticketNumber, NOON)
      )
      await setState(used.ticketId, 'USED')
      const after = (await t.get<VoucherTicketCode>(`${V}/voucher/ticket_code?ticketId=${used.ticketId}`, auth(buyer))).body.data
      assert.deepEqual([after.state, after.codeSecret], ['USED', ''])
      assert.equal((await t.get(`${V}/voucher/ticket_code?ticketId=${k.ticketId}`, auth(other))).body.statusCode, 40080)
    })

    test('order/voucher/created: an unpaid order has none yet; once paid, its vouchers; another buyer\'s order is "order not found"', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 2)
      const unpaid = (await t.get<CreatedVouchers>(`${V}/order/voucher/created?orderId=${o.orderId}`, auth(buyer))).body.data
      assert.deepEqual([unpaid.issued, unpaid.vouchers.length], [false, 0])
      const pay = await calls.startPay(o.unPaidTransactionIds[0])
      assert.equal((await calls.decide(pay.cashierUrl, 'pay')).statusCode < 400, true)
      const paid = (await t.get<CreatedVouchers>(`${V}/order/voucher/created?orderId=${o.orderId}`, auth(buyer))).body.data
      assert.equal(paid.issued, true)
      assert.equal(paid.vouchers.length, 1)
      assert.equal(paid.vouchers[0].tickets.length, 2)
      assert.equal((await t.get(`${V}/order/voucher/created?orderId=${o.orderId}`, auth(other))).body.statusCode, 40078)
    })

    test("voucher/calendar: RFC 5545 file of the holder's ticket (UID, DTSTAMP, DTSTART/DTEND in UTC, escaped SUMMARY and LOCATION, CRLF, folded)", async () => {
      const o = await calls.order(await freshTier(t, 0), 1)
      const [k] = await ticketsOf(o.orderId, 'en-US')
      const res = await t.get<TicketCalendar>(`${V}/voucher/calendar?ticketId=${k.ticketId}&lang=en-US`, auth(buyer))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const file = res.body.data
      assert.equal(file.fileName, `ticket-${k.ticketNumber}.ics`)
      assert.equal(file.mimeType, 'text/calendar')
      assert.ok(file.content.endsWith('\r\n'))
      for (const line of file.content.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line)
      const lines = unfold(file.content).split('\r\n')
      assert.ok(lines.some((l) => /^UID:.+@.+/.test(l) && l.includes(k.ticketId)))
      assert.ok(lines.includes('DTSTAMP:20261122T120000Z'))
      const start = new Date(k.showTime)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}Z$/, 'Z')
      assert.ok(lines.includes(`DTSTART:${start}`))
      const dtend = lines.find((l) => l.startsWith('DTEND:'))!
      assert.ok(dtend.slice(6) > start)
      const [row] = await t.db.query<{ ends_at: Date | null }>('SELECT ends_at FROM sessions WHERE id = $1', [k.bizShowSessionId])
      assert.equal(file.endTime, row.ends_at ? row.ends_at.getTime() : k.showTime + 2 * 3600000)
      const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,')
      assert.ok(
        lines.some((l) => l.startsWith(`SUMMARY:${escape(k.showName)}`)),
        "SUMMARY is the show, in the buyer's language"
      )
      assert.ok(lines.includes(`LOCATION:${escape(`${k.venueName}, ${k.venueAddress}`)}`))
      assert.ok(lines.some((l) => l.startsWith('DESCRIPTION:Ticket no.: ') && l.includes(k.ticketNumber)))
    })

    test('voucher/calendar: owner only (another buyer: not found); a refunded ticket has none (40240, toast, three languages)', async () => {
      const o = await calls.order(await freshTier(t, 0), 1)
      const [k] = await ticketsOf(o.orderId)
      assert.equal((await t.get(`${V}/voucher/calendar?ticketId=${k.ticketId}`, auth(other))).body.statusCode, 40080)
      await setState(k.ticketId, 'REFUNDED')
      const texts: string[] = []
      for (const lang of ['zh-CN', 'zh-MO', 'en-US']) {
        const res = await t.get(`${V}/voucher/calendar?ticketId=${k.ticketId}&lang=${lang}`, auth(buyer))
        assert.deepEqual([res.body.statusCode, res.body.mode], [40240, 'toast'])
        texts.push(res.body.comments)
      }
      assert.deepEqual(texts, [
        '该票已退票或已改签，不能加入日历',
        '該票已退票或已改簽，不能加入日曆',
        'This ticket is refunded or rebooked, so it has no calendar entry'
      ])
    })
  })
}
