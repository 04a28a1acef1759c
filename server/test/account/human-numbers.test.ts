/**
 * Issue #14 item 15: "Give orders and tickets human numbers (copyable) and keep ids internal." and
 * "Order detail lacks order time and payment method; the order number is shown uppercased
 * (`NJPWB2_XYNNB` for `ord_nJPwb2_xyNNB`)". The number rule is tested directly; the replies and the
 * backfill of rows made before migration 020 on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { isOrderNumber, orderNumber, serialDigits, ticketNumber } from '../../src/order/order-number'
import { migrate } from '../../src/db/migrate'
import type { TicketDetail } from '../../../types/api/order'
import { rotatingTicketCode } from '../../../types/rules/rotating-ticket-code'
import { nodeHmacSha1 } from '../../src/account/token-codec'

describe('order and ticket numbers: the rule', () => {
  test('"orders get an order number like big ticketing apps": 18 digits, the day in China time first', () => {
    // 2026-11-24 17:30 UTC is already the 25th in China.
    assert.equal(orderNumber(new Date('2026-11-24T17:30:00Z'), 1n), `261125${serialDigits(1n)}`)
    assert.equal(orderNumber(new Date('2026-11-24T15:59:59Z'), 1n).slice(0, 6), '261124')
    assert.ok(isOrderNumber(orderNumber(new Date(), 123456789n)))
    assert.equal(orderNumber(new Date(), 999_999_999_999n).length, 18)
  })

  test('"unique, never reused": distinct serials give distinct digits, and consecutive orders do not read as consecutive', () => {
    const seen = new Set<string>()
    for (let s = 0n; s < 20_000n; s++) seen.add(serialDigits(s))
    assert.equal(seen.size, 20_000)
    // A bijection modulo 10^12: serials far apart never collide either.
    assert.notEqual(serialDigits(1n), serialDigits(1n + 10n ** 6n))
    assert.notEqual(Number(serialDigits(2n)) - Number(serialDigits(1n)), 1)
  })

  test('"tickets a ticket number": the order number and the ticket\'s place, 01 first', () => {
    assert.equal(ticketNumber('261125007302695719', 0), '26112500730269571901')
    assert.equal(ticketNumber('261125007302695719', 11), '26112500730269571912')
  })
})

for (const engine of ENGINES) {
  describe(`order and ticket numbers on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13200000451')
      calls = paying(t, buyer, `numbers-${engine}`)
    })
    after(async () => t.close())

    interface Detail {
      orderId: string
      orderNumber: string
      createdAt: number
      paidAt: number
      paymentProduct: string
    }
    interface TicketReply {
      ticketId: string
      ticketNumber: string
      orderId: string
    }

    test('"the order number is shown uppercased … with no copy": the reply carries an 18-digit number, not the id; paid orders name their payment product and times', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 2)
      const unpaid = (await t.get<Detail>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))).body.data
      assert.ok(isOrderNumber(unpaid.orderNumber), unpaid.orderNumber)
      assert.ok(!unpaid.orderNumber.includes(o.orderId.replace(/^ord_/, '').toUpperCase()))
      assert.equal(unpaid.orderId, o.orderId)
      assert.ok(unpaid.createdAt > 0)
      assert.equal(unpaid.paidAt, 0)
      assert.equal(unpaid.paymentProduct, '')

      const info = await calls.startPay(o.unPaidTransactionIds[0])
      await calls.decide(info.cashierUrl, 'pay')
      const paid = (await t.get<Detail>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))).body.data
      assert.equal(paid.orderNumber, unpaid.orderNumber, 'the number never changes')
      assert.equal(paid.paymentProduct, 'SANDBOX')
      assert.ok(paid.paidAt >= paid.createdAt)

      const list = (await t.get<{ list: Detail[] }>('/buyer/buyer/v5/orders?state=ALL', auth(buyer))).body.data.list
      assert.equal(list.find((r) => r.orderId === o.orderId)?.orderNumber, paid.orderNumber)

      const tickets = (await t.get<TicketReply[]>('/buyer/buyer/v1/tickets', auth(buyer))).body.data.filter((k) => k.orderId === o.orderId)
      assert.deepEqual(tickets.map((k) => k.ticketNumber).sort(), [`${paid.orderNumber}01`, `${paid.orderNumber}02`])
      const one = (await t.get<TicketReply>(`/buyer/buyer/v1/tickets/${tickets[0].ticketId}`, auth(buyer))).body.data
      assert.equal(one.ticketNumber, tickets[0].ticketNumber)
    })

    test('"a code that rotates or has a validity window must still verify at the door offline": the secret kept on the phone days ago derives a code that checks in once (issue #17)', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await calls.startPay(o.unPaidTransactionIds[0])
      await calls.decide(info.cashierUrl, 'pay')
      const listed = (await t.get<TicketReply[]>('/buyer/buyer/v1/tickets', auth(buyer))).body.data.find((k) => k.orderId === o.orderId)
      assert.ok(listed)
      const kept = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${listed.ticketId}`, auth(buyer))).body.data
      assert.ok(kept.codeSecret)
      // The phone keeps the secret, not a code: days later, with no network, it derives the code of that moment.
      const later = new Date(NOON.getTime() + 2 * 86_400_000)
      const code = rotatingTicketCode(nodeHmacSha1, kept.codeSecret, kept.ticketNumber, later.getTime()) ?? ''
      const staffKey = (await t.get<{ staffKey: string }>('/dev/staff_key')).body.data.staffKey
      const verify = () => t.call<{ result: string }>('POST', '/fulfill/pub/v1/tickets/verify', { code }, { 'staff-key': staffKey })
      t.setNow(later)
      try {
        assert.equal((await verify()).body.data.result, 'ADMITTED')
        assert.equal((await verify()).body.data.result, 'ALREADY_USED')
      } finally {
        t.setNow(NOON)
      }
    })

    test('two orders never share a number', async () => {
      const tr = await freshTier(t)
      const a = await calls.order(tr, 1)
      const b = await calls.order(tr, 1)
      const na = (await t.get<Detail>(`/buyer/buyer/v5/orders/${a.orderId}`, auth(buyer))).body.data.orderNumber
      const nb = (await t.get<Detail>(`/buyer/buyer/v5/orders/${b.orderId}`, auth(buyer))).body.data.orderNumber
      assert.notEqual(na, nb)
    })

    test('"backfill existing rows": orders and tickets made before migration 020 get their numbers by the same rule, and the paid product', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await calls.startPay(o.unPaidTransactionIds[0])
      await calls.decide(info.cashierUrl, 'pay')
      // Put the database back as it was before 020: no numbers, no paid product, the migration not applied.
      await t.db.exec(`ALTER TABLE tickets DROP CONSTRAINT tickets_ticket_number_key;
        ALTER TABLE tickets ALTER COLUMN ticket_number DROP NOT NULL;
        ALTER TABLE orders DROP CONSTRAINT orders_order_number_key;
        ALTER TABLE orders ALTER COLUMN order_number DROP NOT NULL;
        UPDATE tickets SET ticket_number = NULL;
        UPDATE orders SET order_number = NULL, paid_product = NULL;
        DELETE FROM schema_migrations WHERE name = '020_human_numbers.sql'`)
      assert.deepEqual(await migrate(t.db), ['020_human_numbers.sql'])
      const [row] = await t.db.query<{ order_number: string; created_at: Date; paid_product: string | null; ticket_number: string }>(
        'SELECT o.order_number, o.created_at, o.paid_product, k.ticket_number FROM orders o JOIN tickets k ON k.order_id = o.id WHERE o.id = $1',
        [o.orderId]
      )
      assert.ok(isOrderNumber(row.order_number))
      const serial = [...Array(200_000).keys()].find((s) => orderNumber(row.created_at, BigInt(s)) === row.order_number)
      assert.ok(serial !== undefined, 'the SQL backfill follows order-number.ts')
      assert.equal(row.ticket_number, ticketNumber(row.order_number, 0))
      assert.equal(row.paid_product, 'SANDBOX')
      const all = await t.db.query<{ n: number; d: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT order_number)::int AS d FROM orders'
      )
      assert.equal(all[0].n, all[0].d)
    })
  })
}
