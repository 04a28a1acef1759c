/**
 * Ticket transfer (issue #17; product.md "Ticket send and accept", "Transfer" entity, "Other states"
 * Transfer, "Validation rules"): every state and each accept failure, on every engine, through the HTTP
 * calls the app makes, and at the console's door.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, OPERATOR, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, idCard, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { CheckInReply } from '../../../types/api/door'
import type { AdminShow } from '../../../types/api/catalogue-admin'
import type { Ticket, TicketDetail } from '../../../types/api/order'
import type { TicketTransfer, TransferOffer, TransferOptions } from '../../../types/api/transfer'
import { rotatingTicketCode } from '../../../types/rules/rotating-ticket-code'
import { nodeHmacSha1 } from '../../src/account/token-codec'
import { OrderRepository } from '../../src/order/order.repository'

const HOUR = 3600 * 1000
const A_PHONE = '13200000381'
const B_PHONE = '13200000382'
const C_PHONE = '13200000383'

for (const engine of ENGINES) {
  describe(`ticket transfer on ${engine}`, () => {
    let t: TestApp
    let door: ConsoleClient
    let a: Login
    let b: Login
    let c: Login
    let buy: ReturnType<typeof paying>

    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      door = await loggedIn(t, DOOR)
      a = await phoneLogin(t, A_PHONE)
      b = await phoneLogin(t, B_PHONE)
      c = await phoneLogin(t, C_PHONE)
      buy = paying(t, a, `transfer-${engine}`)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    /** A's tickets of a fresh free tier (issued at once). */
    const ticketsOfA = async (qty = 1): Promise<Ticket[]> => {
      const o = await buy.order(await freshTier(t, 0), qty)
      return (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(a))).body.data
    }
    const send = (who: Login, ticketId: string, cellphone: string, lang = 'zh-CN') =>
      t.call<TicketTransfer>('POST', `/buyer/buyer/v1/tickets/${ticketId}/transfers?lang=${lang}`, { cellphone }, auth(who))
    const offer = (who: Login, token: string, lang = 'zh-CN') =>
      t.get<TransferOffer>(`/buyer/buyer/v1/ticket_transfers/offer/${token}?lang=${lang}`, auth(who))
    const accept = (who: Login, token: string, extra: object = {}, lang = 'zh-CN') =>
      t.call<TransferOffer>(
        'POST',
        `/buyer/buyer/v1/ticket_transfers/offer/${token}/accept?lang=${lang}`,
        { agreed: true, ...extra },
        auth(who)
      )
    const cancel = (who: Login, transferId: string, lang = 'zh-CN') =>
      t.call<TicketTransfer>('POST', `/buyer/buyer/v1/ticket_transfers/${transferId}/cancel?lang=${lang}`, {}, auth(who))
    const records = (who: Login) => t.get<TicketTransfer[]>('/buyer/buyer/v1/ticket_transfers', auth(who))
    const options = (who: Login, ticketId: string) => t.get<TransferOptions>(`/buyer/buyer/v1/tickets/${ticketId}/transfer`, auth(who))
    const detail = async (who: Login, ticketId: string) =>
      (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${ticketId}`, auth(who))).body
    const codeOf = (k: TicketDetail) => rotatingTicketCode(nodeHmacSha1, k.codeSecret, k.ticketNumber, NOON.getTime()) ?? ''
    const atDoor = (code: string) => door.call<CheckInReply>('POST', '/door/check-in', { code })
    const row = async (ticketId: string) =>
      (
        await t.db.query<{ state: string; user_id: string; transferred_in: boolean; attendee_name: string | null }>(
          'SELECT state, user_id, transferred_in, attendee_name FROM tickets WHERE id = $1',
          [ticketId]
        )
      )[0]
    const sent = async (ticketId: string, to = B_PHONE) => {
      const res = await send(a, ticketId, to)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }

    test('"the transferee phone must be correct: 11 digits starting with 1": other phones are refused in three languages and nothing changes', async () => {
      const [k] = await ticketsOfA()
      for (const bad of ['1320000038', '132000003821', '23200000382', '1320000038a', '']) {
        const res = await send(a, k.ticketId, bad)
        assert.deepEqual([res.body.statusCode, res.body.mode, res.body.errorCode], [40037, 'toast', 'PHONE_INVALID'], bad)
      }
      const texts = await Promise.all(
        ['zh-CN', 'zh-MO', 'en-US'].map(async (lang) => (await send(a, k.ticketId, '123', lang)).body.comments)
      )
      assert.deepEqual(texts, ['手机号码有误', '手機號碼有誤', 'Incorrect mobile number'])
      // To oneself is not a transferee either.
      assert.equal((await send(a, k.ticketId, A_PHONE)).body.errorCode, 'PHONE_INVALID')
      assert.equal((await row(k.ticketId)).state, 'VALID')
      assert.equal((await t.db.query('SELECT 1 FROM ticket_transfers WHERE ticket_id = $1', [k.ticketId])).length, 0)
    })

    test('send: "in transfer" — the ticket is TRANSFERRING, VOID at the door (its code given to nobody), one transfer at a time', async () => {
      const [k] = await ticketsOfA()
      const before = (await detail(a, k.ticketId)).data
      const tr = await sent(k.ticketId)
      assert.equal(tr.status, 'IN_TRANSFER')
      assert.equal(tr.direction, 'SENT')
      assert.equal(tr.transfereePhone, '132****0382')
      assert.ok(tr.token.length >= 40, 'an unguessable token')
      assert.equal((await row(k.ticketId)).state, 'TRANSFERRING')
      assert.equal((await detail(a, k.ticketId)).data.codeSecret, '', 'no code while in transfer')
      const voided = await atDoor(codeOf(before))
      assert.deepEqual([voided.body.data.result, voided.body.data.ticketState], ['VOID', 'TRANSFERRING'])
      // "Transfer is one ticket at a time": the same ticket cannot be offered twice.
      const again = await send(a, k.ticketId, C_PHONE)
      assert.deepEqual([again.body.statusCode, again.body.errorCode], [40200, 'TRANSFER_UNAVAILABLE'])
      const opts = (await options(a, k.ticketId)).body.data
      assert.deepEqual([opts.canSend, opts.block, opts.current?.transferId], [false, 'STATE', tr.transferId])
    })

    test('another buyer can neither send my ticket nor see or accept an offer made to someone else (not found)', async () => {
      const [k] = await ticketsOfA()
      assert.equal((await send(c, k.ticketId, C_PHONE)).body.errorCode, 'TICKET_NOT_FOUND')
      assert.equal((await options(c, k.ticketId)).body.errorCode, 'TICKET_NOT_FOUND')
      const tr = await sent(k.ticketId)
      const seen = await offer(c, tr.token)
      assert.deepEqual([seen.body.statusCode, seen.body.errorCode, seen.body.data], [40206, 'TRANSFER_NOTHING', null])
      assert.equal((await accept(c, tr.token)).body.errorCode, 'TRANSFER_NOTHING')
      assert.equal((await cancel(c, tr.transferId)).body.errorCode, 'TRANSFER_NOTHING')
      assert.ok(!(await records(c)).body.data.some((r) => r.transferId === tr.transferId))
      // "nothing to accept": an unknown link, in three languages.
      const texts = await Promise.all(
        ['zh-CN', 'zh-MO', 'en-US'].map(async (lang) => (await accept(b, 'x'.repeat(43), {}, lang)).body.comments)
      )
      assert.deepEqual(texts, ['暂无可领取的转赠', '暫無可領取的轉贈', 'There is nothing to accept'])
      assert.equal((await row(k.ticketId)).state, 'TRANSFERRING')
    })

    test('accept: "the transferee must agree to the rules"; then the ticket is the transferee\'s, re-keyed: the old code is refused at the door, the new one admits', async () => {
      const [k] = await ticketsOfA()
      const oldDetail = (await detail(a, k.ticketId)).data
      const oldCode = codeOf(oldDetail)
      const tr = await sent(k.ticketId)
      const notAgreed = await t.call('POST', `/buyer/buyer/v1/ticket_transfers/offer/${tr.token}/accept`, { agreed: false }, auth(b))
      assert.equal(notAgreed.body.statusCode, 40000)
      const seen = (await offer(b, tr.token)).body.data
      assert.deepEqual(
        [seen.status, seen.fromPhone, seen.ticket.ticketId, seen.realName],
        ['IN_TRANSFER', '132****0381', k.ticketId, false]
      )
      const res = await accept(b, tr.token)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.status, 'ACCEPTED')
      const after = await row(k.ticketId)
      assert.deepEqual([after.state, after.user_id, after.transferred_in], ['VALID', b.userId, true])
      // The transferor's records say transferred; the transferee's say accepted.
      assert.equal((await records(a)).body.data.find((r) => r.transferId === tr.transferId)?.status, 'TRANSFERRED')
      const mine = (await records(b)).body.data.find((r) => r.transferId === tr.transferId)
      assert.deepEqual([mine?.status, mine?.direction, mine?.token], ['ACCEPTED', 'RECEIVED', ''])
      // The old holder no longer has it; the new one has a new secret.
      assert.equal((await detail(a, k.ticketId)).errorCode, 'TICKET_NOT_FOUND')
      const newDetail = (await detail(b, k.ticketId)).data
      assert.notEqual(newDetail.codeSecret, oldDetail.codeSecret)
      assert.ok((await t.get<Ticket[]>('/buyer/buyer/v1/tickets', auth(b))).body.data.some((x) => x.ticketId === k.ticketId))
      const refused = await atDoor(oldCode)
      assert.equal(refused.body.data.result, 'UNKNOWN', 'a screenshot of the old QR admits nobody')
      assert.equal((await atDoor(codeOf(newDetail))).body.data.result, 'ADMITTED')
    })

    test('"already accepted" and "an accepted ticket cannot be transferred again"', async () => {
      const [k] = await ticketsOfA()
      const tr = await sent(k.ticketId)
      assert.equal((await accept(b, tr.token)).body.statusCode, 200)
      const twice = await accept(b, tr.token)
      assert.deepEqual(
        [twice.body.statusCode, twice.body.errorCode, twice.body.comments],
        [40203, 'TRANSFER_ALREADY_ACCEPTED', '该转赠已被领取']
      )
      assert.equal((await offer(b, tr.token)).body.data.status, 'ACCEPTED')
      const onward = await send(b, k.ticketId, C_PHONE, 'en-US')
      assert.deepEqual(
        [onward.body.statusCode, onward.body.errorCode, onward.body.comments],
        [40202, 'TRANSFER_NOT_AGAIN', 'An accepted ticket cannot be transferred again']
      )
      const opts = (await options(b, k.ticketId)).body.data
      assert.deepEqual([opts.canSend, opts.block], [false, 'TRANSFERRED_IN'])
      assert.equal((await cancel(a, tr.transferId)).body.errorCode, 'TRANSFER_ALREADY_ACCEPTED')
    })

    test('"cancelled by transferor": the ticket is VALID again with its holder and admits; accepting then fails in the spec\'s words', async () => {
      const [k] = await ticketsOfA()
      const tr = await sent(k.ticketId)
      const res = await cancel(a, tr.transferId)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.deepEqual([res.body.data.status, res.body.data.token], ['CANCELLED', ''])
      assert.deepEqual([(await row(k.ticketId)).state, (await row(k.ticketId)).user_id], ['VALID', a.userId])
      const texts = await Promise.all(['zh-CN', 'zh-MO', 'en-US'].map(async (lang) => (await accept(b, tr.token, {}, lang)).body))
      assert.deepEqual(
        texts.map((x) => x.errorCode),
        ['TRANSFER_CANCELLED', 'TRANSFER_CANCELLED', 'TRANSFER_CANCELLED']
      )
      assert.deepEqual(
        texts.map((x) => x.comments),
        ['转赠人已取消转赠', '轉贈人已取消轉贈', 'The transferor has cancelled this transfer']
      )
      assert.equal((await offer(b, tr.token)).body.data.status, 'CANCELLED')
      assert.equal((await cancel(a, tr.transferId)).body.errorCode, 'TRANSFER_CANCELLED')
      // Sent again, to someone else: a new offer.
      const again = await sent(k.ticketId, C_PHONE)
      assert.notEqual(again.token, tr.token)
      await cancel(a, again.transferId)
      assert.equal((await atDoor(codeOf((await detail(a, k.ticketId)).data))).body.data.result, 'ADMITTED')
    })

    test('the transfer deadline: no sending after it; an offer past it is "time exceeded" and its ticket VALID again (on read and by the sweeper)', async () => {
      const [k1, k2] = await ticketsOfA(2)
      const opts = (await options(a, k1.ticketId)).body.data
      assert.equal(opts.deadline, k1.showTime - 2 * HOUR, 'the default: 2 hours before the session')
      const tr1 = await sent(k1.ticketId)
      const tr2 = await sent(k2.ticketId)
      assert.equal(tr1.expiresAt, opts.deadline)
      t.setNow(new Date(opts.deadline))
      try {
        // Logins of this later moment (the access tokens of noon have expired by then).
        const [aLater, bLater] = [await phoneLogin(t, A_PHONE), await phoneLogin(t, B_PHONE)]
        // On read: the transferee's view ends it.
        assert.equal((await offer(bLater, tr1.token)).body.data.status, 'TIME_EXCEEDED')
        assert.equal((await row(k1.ticketId)).state, 'VALID')
        const late = await accept(bLater, tr1.token, {}, 'zh-MO')
        assert.deepEqual([late.body.statusCode, late.body.errorCode, late.body.comments], [40204, 'TRANSFER_TIME_EXCEEDED', '轉贈已超時'])
        const tooLate = await send(aLater, k1.ticketId, B_PHONE)
        assert.deepEqual([tooLate.body.statusCode, tooLate.body.errorCode], [40201, 'TRANSFER_DEADLINE_PASSED'])
        // By the sweeper's use case: the other offer nobody read.
        assert.equal((await row(k2.ticketId)).state, 'TRANSFERRING')
        const service = t.app.transfers
        assert.ok((await service.expireDue(new Date(opts.deadline))) >= 1)
        assert.equal((await row(k2.ticketId)).state, 'VALID')
        assert.equal((await records(aLater)).body.data.find((r) => r.transferId === tr2.transferId)?.status, 'TIME_EXCEEDED')
        assert.equal(await service.expireDue(new Date(opts.deadline)), 0, 'each ends once')
      } finally {
        t.setNow(NOON)
      }
    })

    test('"purchase limit reached": the transferee may not pass the show\'s per-account limit (counting the tickets they received)', async () => {
      const [k1, k2] = await ticketsOfA(2)
      const tr1 = await sent(k1.ticketId)
      assert.equal((await accept(b, tr1.token)).body.statusCode, 200)
      // What B holds of this show now (earlier tests may have given B others of it).
      const [{ held }] = await t.db.query<{ held: number }>(
        "SELECT count(*)::int AS held FROM tickets WHERE user_id = $1 AND show_id = $2 AND state IN ('VALID', 'USED')",
        [b.userId, k1.showId]
      )
      await t.db.query('UPDATE shows SET limit_per_account = $2 WHERE id = $1', [k1.showId, held])
      try {
        const tr2 = await sent(k2.ticketId)
        const res = await accept(b, tr2.token)
        assert.deepEqual(
          [res.body.statusCode, res.body.errorCode, res.body.comments],
          [40207, 'TRANSFER_PURCHASE_LIMIT', `已达本演出每人购票上限（${held}张），无法领取`]
        )
        assert.deepEqual([(await row(k2.ticketId)).state, (await row(k2.ticketId)).user_id], ['TRANSFERRING', a.userId])
        await t.db.query('UPDATE shows SET limit_per_account = $2 WHERE id = $1', [k1.showId, held + 1])
        assert.equal((await accept(b, tr2.token)).body.statusCode, 200)
      } finally {
        await t.db.query('UPDATE shows SET limit_per_account = 0 WHERE id = $1', [k1.showId])
      }
    })

    test('a real-name show: the transferee binds one of their attendees (ticket-bind-audience) before identityLimitTime; the ticket names them', async () => {
      const [k] = await ticketsOfA()
      // identityLimitTime 24 h before the session, before the transfer deadline (2 h).
      await t.db.query('UPDATE shows SET real_name = true, identity_limit_hours = 24 WHERE id = $1', [k.showId])
      try {
        const tr = await sent(k.ticketId)
        assert.equal((await offer(b, tr.token)).body.data.realName, true)
        const none = await accept(b, tr.token)
        assert.deepEqual([none.body.statusCode, none.body.errorCode], [40208, 'TRANSFER_AUDIENCE_REQUIRED'])
        const cAudience = await t.call<{ id: string }>(
          'POST',
          '/buyer/buyer/v1/user_audiences',
          { name: '丙', idType: 'ID_CARD', idNo: idCard('11010119900101123') },
          auth(c)
        )
        assert.equal(
          (await accept(b, tr.token, { audienceId: cAudience.body.data.id })).body.errorCode,
          'TRANSFER_AUDIENCE_REQUIRED',
          "another buyer's attendee"
        )
        const mine = await t.call<{ id: string }>(
          'POST',
          '/buyer/buyer/v1/user_audiences',
          { name: '乙', idType: 'ID_CARD', idNo: idCard('11010119900101456') },
          auth(b)
        )
        assert.equal(mine.body.statusCode, 200, mine.body.comments)
        const opts = (await options(a, k.ticketId)).body.data
        t.setNow(new Date(opts.identityLimitTime))
        try {
          const closed = await accept(await phoneLogin(t, B_PHONE), tr.token, { audienceId: mine.body.data.id })
          assert.deepEqual([closed.body.statusCode, closed.body.errorCode], [40209, 'TRANSFER_IDENTITY_CLOSED'])
        } finally {
          t.setNow(NOON)
        }
        const ok = await accept(b, tr.token, { audienceId: mine.body.data.id })
        assert.equal(ok.body.statusCode, 200, ok.body.comments)
        assert.equal((await row(k.ticketId)).attendee_name, '乙')
        assert.equal((await detail(b, k.ticketId)).data.attendeeName, '乙')
        // The transferor's record does not show the transferee's attendee.
        assert.equal((await records(a)).body.data.find((r) => r.transferId === tr.transferId)?.ticket.attendeeName, '')
      } finally {
        await t.db.query('UPDATE shows SET real_name = false, identity_limit_hours = 2 WHERE id = $1', [k.showId])
      }
    })

    test("real-name \"one attendee ID per ticket per show\" (order_attendees): accepting frees the old attendee's ID and takes the new one's; an ID already taken is ATTENDEE_TAKEN and nothing is written; the buyer no longer sees the transferee's attendee", async () => {
      const tr = await freshTier(t, 0)
      await t.db.query('UPDATE shows SET real_name = true, identity_limit_hours = 24 WHERE id = $1', [tr.show_id])
      t.forgetCaches()
      let n = 0
      const order = (who: Login, audienceId: string, price = 0) =>
        t.call<{ orderId: string }>(
          'POST',
          '/buyer/buyer/v5/create_order',
          {
            showId: tr.show_id,
            items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1, audienceIds: [audienceId] }],
            paymentParam: { payAmount: price },
            idempotencyKey: `rn-id-${engine}-${n++}`
          },
          auth(who)
        )
      const audience = async (who: Login, name: string, id: string) => {
        const res = await t.call<{ id: string }>(
          'POST',
          '/buyer/buyer/v1/user_audiences',
          { name, idType: 'ID_CARD', idNo: idCard(id) },
          auth(who)
        )
        assert.equal(res.body.statusCode, 200, res.body.comments)
        return res.body.data.id
      }
      const live = async (orderId: string) =>
        (await t.db.query<{ name: string }>('SELECT name FROM order_attendees WHERE order_id = $1 AND live ORDER BY name', [orderId])).map(
          (r) => r.name
        )
      try {
        const p = await audience(a, '甲', '31010119800101381')
        const x = await audience(b, '乙', '31010119800101382')
        const y = await audience(b, '丙', '31010119800101383')
        const made = await order(a, p)
        assert.equal(made.body.statusCode, 200, made.body.comments)
        const orderId = made.body.data.orderId
        const [k] = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${orderId}/tickets`, auth(a))).body.data
        const trf = await sent(k.ticketId)
        // X's ID is taken on this show by an unpaid order of B's (no ticket yet): the unique index answers.
        await t.db.query('UPDATE price_tiers SET price_fen = 100 WHERE id = $1', [tr.id])
        t.forgetCaches()
        const unpaid = await order(b, x, 100)
        assert.equal(unpaid.body.statusCode, 200, unpaid.body.comments)
        await t.db.query('UPDATE price_tiers SET price_fen = 0 WHERE id = $1', [tr.id])
        t.forgetCaches()
        const taken = await accept(b, trf.token, { audienceId: x }, 'en-US')
        assert.deepEqual(
          [taken.body.statusCode, taken.body.errorCode, taken.body.comments],
          [40076, 'ATTENDEE_TAKEN', '乙 already holds a ticket to this show']
        )
        assert.deepEqual(
          [(await row(k.ticketId)).state, (await row(k.ticketId)).user_id, (await row(k.ticketId)).attendee_name],
          ['TRANSFERRING', a.userId, '甲'],
          'nothing written'
        )
        assert.deepEqual(await live(orderId), ['甲'])
        // Accepted with Y: P's ID is free for the show, Y's taken.
        const ok = await accept(b, trf.token, { audienceId: y })
        assert.equal(ok.body.statusCode, 200, ok.body.comments)
        assert.deepEqual(await live(orderId), ['丙'])
        const again = await order(b, y)
        assert.deepEqual(
          [again.body.statusCode, again.body.errorCode, again.body.comments],
          [40076, 'ATTENDEE_TAKEN', '观演人丙已购买本演出']
        )
        const rebuy = await order(a, p)
        assert.equal(rebuy.body.statusCode, 200, 'the original attendee may be bought for again: ' + rebuy.body.comments)
        // Privacy: A's order shows the ticket as transferred, without the transferee's attendee.
        const mine = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${orderId}/tickets`, auth(a))).body.data
        assert.deepEqual([mine[0].transferredAway, mine[0].attendeeName, mine[0].attendeeIdNo], [true, '', ''])
        const d = (await t.get<{ attendees: Array<{ name: string }> }>(`/buyer/buyer/v5/orders/${orderId}`, auth(a))).body.data
        assert.ok(!d.attendees.some((at) => at.name === '丙'), JSON.stringify(d.attendees))
        assert.equal((await detail(b, k.ticketId)).data.attendeeName, '丙', 'the transferee sees their own attendee')
      } finally {
        await t.db.query('UPDATE shows SET real_name = false, identity_limit_hours = 2 WHERE id = $1', [tr.show_id])
        await t.db.query("UPDATE orders SET state = 'CLOSED' WHERE user_id = $1 AND show_id = $2 AND state = 'UNPAID'", [
          b.userId,
          tr.show_id
        ])
        t.forgetCaches()
      }
    })

    test('per-account limit: accepting counts as buying does, "the tickets of the account\'s live orders plus those received by transfer", so neither path passes the limit', async () => {
      const tr = await freshTier(t, 0)
      const cBuys = paying(t, c, `transfer-limit-${engine}`)
      const counted = async () =>
        (await new OrderRepository(t.db).liveTicketCounts([{ userId: c.userId, showId: tr.show_id }])).get(`${c.userId}\n${tr.show_id}`) ??
        0
      const base = await counted()
      try {
        // C bought one and gave it to B: C holds none of it, yet it counts as bought by C.
        const own = await cBuys.order(tr, 1)
        const [ck] = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${own.orderId}/tickets`, auth(c))).body.data
        const toB = await send(c, ck.ticketId, B_PHONE)
        assert.equal((await accept(b, toB.body.data.token)).body.statusCode, 200)
        const o = await buy.order(tr, 1)
        const [k] = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(a))).body.data
        const trf = await sent(k.ticketId, C_PHONE)
        await t.db.query('UPDATE shows SET limit_per_account = $2 WHERE id = $1', [tr.show_id, base + 1])
        t.forgetCaches()
        const refused = await accept(c, trf.token)
        assert.deepEqual([refused.body.statusCode, refused.body.errorCode], [40207, 'TRANSFER_PURCHASE_LIMIT'])
        assert.deepEqual([(await row(k.ticketId)).state, (await row(k.ticketId)).user_id], ['TRANSFERRING', a.userId])
        await t.db.query('UPDATE shows SET limit_per_account = $2 WHERE id = $1', [tr.show_id, base + 2])
        t.forgetCaches()
        assert.equal((await accept(c, trf.token)).body.statusCode, 200)
        assert.equal(await counted(), base + 2, 'bought one, received one')
        // Buying counts the received ticket too.
        const more = await t.call(
          'POST',
          '/buyer/buyer/v5/create_order',
          {
            showId: tr.show_id,
            items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
            paymentParam: { payAmount: 0 },
            idempotencyKey: `transfer-limit-more-${engine}`
          },
          auth(c)
        )
        assert.deepEqual([more.body.statusCode, more.body.errorCode], [40072, 'PURCHASE_LIMIT'])
      } finally {
        await t.db.query('UPDATE shows SET limit_per_account = 0 WHERE id = $1', [tr.show_id])
        t.forgetCaches()
      }
    })

    test('a show with transfers switched off: nothing can be sent', async () => {
      const [k] = await ticketsOfA()
      await t.db.query('UPDATE shows SET transfer_enabled = false WHERE id = $1', [k.showId])
      try {
        assert.equal((await send(a, k.ticketId, B_PHONE)).body.errorCode, 'TRANSFER_UNAVAILABLE')
        assert.deepEqual([(await options(a, k.ticketId)).body.data.block], ['DISABLED'])
      } finally {
        await t.db.query('UPDATE shows SET transfer_enabled = true WHERE id = $1', [k.showId])
      }
    })

    test('a used ticket cannot be sent', async () => {
      const [k] = await ticketsOfA()
      assert.equal((await atDoor(codeOf((await detail(a, k.ticketId)).data))).body.data.result, 'ADMITTED')
      assert.equal((await send(a, k.ticketId, B_PHONE)).body.errorCode, 'TRANSFER_UNAVAILABLE')
    })

    test('two accepts racing: one wins, the other is "already accepted"; a cancel racing an accept: one wins', async () => {
      const [k1, k2] = await ticketsOfA(2)
      const tr = await sent(k1.ticketId)
      const results = await Promise.all([accept(b, tr.token), accept(b, tr.token), accept(b, tr.token)])
      const codes = results.map((r) => r.body.errorCode || String(r.body.statusCode)).sort()
      assert.deepEqual(codes, ['200', 'TRANSFER_ALREADY_ACCEPTED', 'TRANSFER_ALREADY_ACCEPTED'])
      assert.equal((await row(k1.ticketId)).user_id, b.userId)
      const tr2 = await sent(k2.ticketId)
      const [cancelled, accepted] = await Promise.all([cancel(a, tr2.transferId), accept(b, tr2.token)])
      const won = [cancelled.body.statusCode === 200, accepted.body.statusCode === 200]
      assert.equal(won.filter(Boolean).length, 1, JSON.stringify([cancelled.body.errorCode, accepted.body.errorCode]))
      const end = await row(k2.ticketId)
      assert.equal(end.state, 'VALID')
      assert.equal(end.user_id, won[0] ? a.userId : b.userId)
    })

    test('console show editor: the transfer switch, deadline and identityLimitTime per show (operator, CSRF, audit row, CATALOGUE_INVALID); buyers follow them', async () => {
      const [k] = await ticketsOfA()
      const operator = await loggedIn(t, OPERATOR)
      const path = `/catalogue/shows/${k.showId}/transfer-settings`
      const shown = await operator.call<AdminShow>('GET', `/catalogue/shows/${k.showId}`)
      assert.deepEqual(shown.body.data.transferSettings, { enabled: true, deadlineHours: 2, identityLimitHours: 2 })
      for (const bad of [
        { enabled: true, deadlineHours: -1, identityLimitHours: 2 },
        { enabled: true, deadlineHours: 8785, identityLimitHours: 2 },
        { enabled: 'yes', deadlineHours: 2, identityLimitHours: 2 },
        { enabled: true, deadlineHours: 2 }
      ]) {
        const res = await operator.call('PUT', path, bad)
        assert.equal(res.body.errorCode, 'CATALOGUE_INVALID', JSON.stringify(bad))
      }
      assert.equal(
        (await door.call('PUT', path, { enabled: false, deadlineHours: 2, identityLimitHours: 2 })).body.errorCode,
        'STAFF_FORBIDDEN'
      )
      assert.equal(
        (await operator.call('PUT', path, { enabled: false, deadlineHours: 2, identityLimitHours: 2 }, { 'x-csrf-token': 'wrong' })).body
          .errorCode,
        'CSRF_INVALID'
      )
      assert.equal(
        (await operator.call('PUT', '/catalogue/shows/nope/transfer-settings', { enabled: true, deadlineHours: 2, identityLimitHours: 2 }))
          .body.errorCode,
        'CATALOGUE_NOT_FOUND'
      )
      // A deadline as many hours before the session as it is away: it has passed now.
      const hoursAhead = Math.ceil((k.showTime - NOON.getTime()) / HOUR)
      assert.ok(hoursAhead <= 8784, `the session is ${hoursAhead} h ahead`)
      const saved = await operator.call<AdminShow>('PUT', path, { enabled: true, deadlineHours: hoursAhead, identityLimitHours: 24 })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      assert.deepEqual(saved.body.data.transferSettings, { enabled: true, deadlineHours: hoursAhead, identityLimitHours: 24 })
      const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
        "SELECT before, after FROM audit_log WHERE action = 'catalogue.show.transfer-settings' AND target = $1 ORDER BY id DESC LIMIT 1",
        [`show:${k.showId}`]
      )
      assert.deepEqual(audit, {
        before: { enabled: true, deadlineHours: 2, identityLimitHours: 2 },
        after: { enabled: true, deadlineHours: hoursAhead, identityLimitHours: 24 }
      })
      try {
        assert.equal((await send(a, k.ticketId, B_PHONE)).body.errorCode, 'TRANSFER_DEADLINE_PASSED')
        const opts = (await options(a, k.ticketId)).body.data
        assert.equal(opts.deadline, k.showTime - hoursAhead * HOUR)
        assert.equal(opts.identityLimitTime, k.showTime - 24 * HOUR)
        await operator.call('PUT', path, { enabled: false, deadlineHours: 2, identityLimitHours: 2 })
        assert.equal((await options(a, k.ticketId)).body.data.block, 'DISABLED')
      } finally {
        await operator.call('PUT', path, { enabled: true, deadlineHours: 2, identityLimitHours: 2 })
      }
    })

    test("custom-button-list: the holder's sent and received transfers, newest first, with states", async () => {
      const list = (await records(a)).body.data
      assert.ok(list.length >= 5)
      assert.ok(list.every((r) => r.direction === 'SENT'))
      const statuses = new Set(list.map((r) => r.status))
      for (const s of ['TRANSFERRED', 'CANCELLED', 'TIME_EXCEEDED'] as const) assert.ok(statuses.has(s), s)
      for (let i = 1; i < list.length; i++) assert.ok(list[i - 1].createdAt >= list[i].createdAt)
      assert.ok((await records(b)).body.data.every((r) => r.direction === 'RECEIVED' && r.status === 'ACCEPTED'))
    })
  })
}
