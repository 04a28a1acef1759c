/**
 * Pre-filled ticket-grab info and sale reminders (issue #6; product.md section 4: "Pre-fill: the last
 * submitted info prevails. It becomes invalid once an order is generated in the grab period. The
 * reminder can be set or cancelled").
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, idCard, phoneLogin, type Login } from '../helpers/account-helpers'
import { PrefillService } from '../../src/prefill/prefill.service'
import { PrefillRepository } from '../../src/prefill/prefill.repository'
import { ShowRepository } from '../../src/browse/show.repository'
import { AudienceRepository } from '../../src/audience/audience.repository'
import { AddressRepository } from '../../src/address/address.repository'
import type { Prefill, SaleReminder } from '../../../types/api/prefill'
import type { OutboxEntry } from '../../src/account/outbox'

interface PreSale {
  show_id: string
  sale_time: Date
  session_ids: string[]
  tier_ids: string[]
  limit_per_order: number
}

async function preSaleShow(t: TestApp, realName: boolean): Promise<PreSale | undefined> {
  const [row] = await t.db.query<PreSale>(
    `SELECT sh.id AS show_id, sh.sale_time, sh.limit_per_order, array_agg(DISTINCT s.id ORDER BY s.id) AS session_ids, array_agg(t.id ORDER BY t.id) AS tier_ids
       FROM shows sh JOIN sessions s ON s.show_id = sh.id JOIN price_tiers t ON t.session_id = s.id
      WHERE sh.state = 'SCHEDULED' AND sh.sale_time > $1::timestamptz + interval '1 day' AND sh.real_name = $2 AND NOT t.seated AND t.price_fen > 0 AND sh.min_age IS NULL
      GROUP BY sh.id ORDER BY sh.id LIMIT 1`,
    [NOON, realName]
  )
  return row
}

for (const engine of ENGINES) {
  describe(`pre-fill and sale reminders on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let other: Login
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13500000001')
      other = await phoneLogin(t, '13500000002')
    })
    after(async () => t.close())

    const input = (p: PreSale, extra: object = {}) => ({
      bizShowSessionIds: [p.session_ids[0]],
      seatPlanIds: p.tier_ids.filter((id) => id.startsWith(`${p.session_ids[0]}-`)).slice(0, 2),
      ticketCount: 2,
      purchaserName: '张三',
      purchaserCellphone: '13500000001',
      remindMethod: 'NONE',
      ...extra
    })

    test('the rules: sessions and prices of the show, count within the per-order limit, purchaser, reminder minutes; a visitor and an open sale are refused', async () => {
      const p = (await preSaleShow(t, false)) as PreSale
      const save = (body: object, who = buyer) => t.call<Prefill>('POST', `/show/buyer/v1/pre_filed_info/${p.show_id}`, body, auth(who))
      assert.equal((await t.get(`/show/buyer/v1/pre_filed_info/${p.show_id}`, auth(buyer))).body.data, null)
      const [foreignTier] = await t.db.query<{ id: string }>(
        'SELECT t.id FROM price_tiers t JOIN sessions s ON s.id = t.session_id WHERE s.show_id <> $1 LIMIT 1',
        [p.show_id]
      )
      const otherSessionTier = p.tier_ids.find((id) => !id.startsWith(`${p.session_ids[0]}-`))
      const bad: Array<[string, object]> = [
        ['no session', input(p, { bizShowSessionIds: [] })],
        ['foreign price', input(p, { seatPlanIds: [foreignTier.id] })],
        ['no count', input(p, { ticketCount: 0 })],
        ['over the limit', input(p, { ticketCount: p.limit_per_order + 1 })],
        ['bad phone', input(p, { purchaserCellphone: '1350000' })],
        ['no name', input(p, { purchaserName: ' ' })],
        ['attendees on a show without real-name', input(p, { audienceIds: ['aud_x', 'aud_y'] })],
        ['odd reminder minutes', input(p, { remindMethod: 'SMS', remindMinutes: 7 })],
        ['unknown address', input(p, { addressId: 'addr_nope' })]
      ]
      if (otherSessionTier) bad.push(['a price of a session not chosen', input(p, { seatPlanIds: [otherSessionTier] })])
      for (const [name, body] of bad) assert.equal((await save(body)).body.errorCode, 'INVALID_PARAMETER', name)
      assert.equal((await t.call('POST', `/show/buyer/v1/pre_filed_info/${p.show_id}`, input(p))).body.mode, 'login')

      const [onSale] = await t.db.query<{ id: string }>("SELECT id FROM shows WHERE state = 'SCHEDULED' AND sale_time <= $1 LIMIT 1", [
        NOON
      ])
      const open = await t.call('POST', `/show/buyer/v1/pre_filed_info/${onSale.id}`, input(p), auth(buyer))
      assert.equal(open.body.errorCode, 'PREFILL_CLOSED')
    })

    test('"the last submitted info prevails", with details; the reminder set and cancelled with it; each buyer sees only their own', async () => {
      const p = (await preSaleShow(t, false)) as PreSale
      const first = await t.call<Prefill>(
        'POST',
        `/show/buyer/v1/pre_filed_info/${p.show_id}`,
        input(p, { remindMethod: 'SMS', remindMinutes: 15 }),
        auth(buyer)
      )
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.valid, true)
      const query = () => t.call<SaleReminder>('POST', `/show/buyer/v1/shows/${p.show_id}/subscribe_notification/query`, {}, auth(buyer))
      assert.deepEqual((await query()).body.data, {
        subscribed: true,
        minutesAhead: 15,
        remindAt: new Date(p.sale_time).getTime() - 15 * 60000
      })

      const second = await t.call<Prefill>(
        'POST',
        `/show/buyer/v1/pre_filed_info/${p.show_id}`,
        input(p, { ticketCount: 1, purchaserName: '李四', remindMethod: 'NONE' }),
        auth(buyer)
      )
      assert.equal(second.body.statusCode, 200, second.body.comments)
      const read = await t.get<Prefill>(`/show/buyer/v1/pre_filed_info/${p.show_id}?needDetails=true&lang=en`, auth(buyer))
      assert.equal(read.body.data.ticketCount, 1)
      assert.equal(read.body.data.purchaserName, '李四')
      assert.deepEqual(
        read.body.data.details?.sessions.map((s) => s.bizShowSessionId),
        [p.session_ids[0]]
      )
      assert.equal(read.body.data.details?.seatPlans.length, input(p).seatPlanIds.length)
      assert.equal((await query()).body.data.subscribed, false, 'no reminder with the last submitted info')
      assert.equal((await t.get(`/show/buyer/v1/pre_filed_info/${p.show_id}`, auth(other))).body.data, null)
    })

    test('real-name show: one attendee of the buyer per ticket', async () => {
      const p = await preSaleShow(t, true)
      if (!p) return
      const add = async (name: string, first17: string) =>
        (
          await t.call<{ id: string }>(
            'POST',
            '/buyer/buyer/v1/user_audiences',
            { name, idType: 'ID_CARD', idNo: idCard(first17) },
            auth(buyer)
          )
        ).body.data.id
      const a = await add('王一', '11010119900101123')
      const b = await add('王二', '11010119900202123')
      const save = (audienceIds: string[], who = buyer) =>
        t.call<Prefill>('POST', `/show/buyer/v1/pre_filed_info/${p.show_id}`, input(p, { audienceIds }), auth(who))
      assert.equal((await save([a])).body.errorCode, 'INVALID_PARAMETER', 'two tickets, one attendee')
      assert.equal((await save([a, a])).body.errorCode, 'INVALID_PARAMETER', 'the same attendee twice')
      assert.equal((await save([a, b], other)).body.errorCode, 'INVALID_PARAMETER', "someone else's attendees")
      const ok = await save([a, b])
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
    })

    test('subscribe sets a sale reminder (10 minutes ahead by default) or cancels it; due reminders go by SMS once', async () => {
      const p = (await preSaleShow(t, false)) as PreSale
      const sub = await t.get<SaleReminder>(
        `/show/buyer/v1/shows/${p.show_id}/subscribe?remindType=SALE_START&subscribeTargetType=SHOW`,
        auth(other)
      )
      assert.deepEqual(sub.body.data, { subscribed: true, minutesAhead: 10, remindAt: new Date(p.sale_time).getTime() - 10 * 60000 })
      const off = await t.get<SaleReminder>(`/show/buyer/v1/shows/${p.show_id}/subscribe?remindType=CANCEL`, auth(other))
      assert.equal(off.body.data.subscribed, false)
      await t.get(`/show/buyer/v1/shows/${p.show_id}/subscribe?remindType=SALE_START&minutesAhead=5`, auth(other))

      const prefills = new PrefillService({
        prefills: new PrefillRepository(t.db),
        shows: new ShowRepository(t.db),
        audiences: new AudienceRepository(t.db),
        addresses: new AddressRepository(t.db)
      })
      const sent: OutboxEntry[] = []
      const sender = {
        send: async (m: { channel: string; recipient: string; body: string }) => void sent.push(m as unknown as OutboxEntry)
      }
      const saleMs = new Date(p.sale_time).getTime()
      assert.equal(
        await prefills.sendDueReminders(
          sender,
          async () => ({ shopName: 'Stagedoor Live', timeZone: 'Asia/Shanghai' }),
          new Date(saleMs - 6 * 60000)
        ),
        0,
        'not due yet'
      )
      assert.equal(
        await prefills.sendDueReminders(
          sender,
          async () => ({ shopName: 'Stagedoor Live', timeZone: 'Asia/Shanghai' }),
          new Date(saleMs - 5 * 60000)
        ),
        1
      )
      assert.equal(sent[0].recipient, '+86 13500000002')
      assert.match(sent[0].body, /^【Stagedoor Live】您关注的《.+》将于 .+ 开售/)
      assert.equal(
        await prefills.sendDueReminders(sender, async () => ({ shopName: 'Stagedoor Live', timeZone: 'Asia/Shanghai' }), new Date(saleMs)),
        0,
        'sent once'
      )
    })

    test('"It becomes invalid once an order is generated in the grab period"', async () => {
      const p = (await preSaleShow(t, false)) as PreSale
      const tierId = input(p).seatPlanIds[0]
      const saved = await t.call<Prefill>('POST', `/show/buyer/v1/pre_filed_info/${p.show_id}`, input(p), auth(other))
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      t.setNow(new Date(new Date(p.sale_time).getTime() + 60000))
      try {
        // Days later: the buyer logs in again.
        const later = await phoneLogin(t, '13500000002')
        const [tier] = await t.db.query<{ price_fen: number }>('SELECT price_fen FROM price_tiers WHERE id = $1', [tierId])
        const order = await t.call(
          'POST',
          '/buyer/buyer/v5/create_order',
          {
            showId: p.show_id,
            items: [{ showId: p.show_id, bizShowSessionId: p.session_ids[0], seatPlanId: tierId, qty: 1 }],
            paymentParam: { payAmount: tier.price_fen },
            idempotencyKey: 'grab-0001'
          },
          auth(later)
        )
        assert.equal(order.body.statusCode, 200, order.body.comments)
        const after = await t.get<Prefill>(`/show/buyer/v1/pre_filed_info/${p.show_id}`, auth(later))
        assert.equal(after.body.data.valid, false)
      } finally {
        t.setNow(NOON)
      }
    })
  })
}
