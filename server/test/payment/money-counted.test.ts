/**
 * The money-counted rule (server/src/payment/money-counted.sql.ts): "paid" is what the buyer paid for the
 * order in total, the first payment plus a dearer rebook's difference; "refunded" is the counted money that
 * went back. Every screen of one order's money says the same: the buyer's money to date, the invoice offer,
 * the console's order list and its CSV (实付), and the dashboard's gross and refunded — on every engine.
 * An order bought at ¥123.45 and rebooked to a ¥155.55 tier (¥32.10 paid in the cashier) once read 155.55
 * in the money to date and the dashboard but 123.45 in the invoice offer, the console list and the CSV.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { FINANCE, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { tier } from '../helpers/tier-helpers'
import { ADMIN_API } from '../../../types/api/staff'
import type { DashboardReply, SalesOrdersReply } from '../../../types/api/sales-admin'
import type { OrderDetail, OrderMoneyToDate } from '../../../types/api/order'
import type { RebookApplyReply } from '../../../types/api/rebook'
import { INVOICE_PATHS, invoicePath, type OrderInvoice } from '../../../types/api/invoice'
import { REFUND_API, type RefundRequestView } from '../../../types/api/refund'
import { localDate } from '../../../types/rules/merchant-time'

const ZONE = 'Asia/Shanghai'
const FROM_FEN = 12345
const TO_FEN = 15555

/** One CSV record's cells (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (c === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells
}

for (const engine of ENGINES) {
  describe(`the money-counted rule on ${engine}`, () => {
    let t: TestApp
    let finance: ConsoleClient
    let buyer: Login
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      finance = await loggedIn(t, FINANCE)
      buyer = await phoneLogin(t, '13200000461')
    })
    after(async () => t.close())

    const day = localDate(NOON, ZONE)
    const dashboard = async () => (await finance.call<DashboardReply>('GET', `/sales/dashboard?from=${day}&to=${day}`)).body.data.period
    const moneyToDate = async (orderId: string): Promise<OrderMoneyToDate> => {
      const res = await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}`, auth(buyer))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.ok(res.body.data.moneyToDate, 'a paid order states its money to date')
      return res.body.data.moneyToDate
    }
    const invoiceOffer = async (orderId: string) =>
      (await t.get<OrderInvoice>(invoicePath(INVOICE_PATHS.ofOrder, { orderId }), auth(buyer))).body.data
    const listedPaidFen = async (orderId: string) => {
      const res = await finance.call<SalesOrdersReply>('GET', `/sales/orders?orderId=${orderId}`)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.rows.length, 1)
      return res.body.data.rows[0].paidFen
    }
    /** The CSV's 实付 (paid, yuan) cell of the order, as a number. */
    const csvPaidYuan = async (orderId: string) => {
      const cookie = [...finance.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await t.app.inject({ method: 'GET', url: `${ADMIN_API}/sales/orders.csv?orderId=${orderId}`, headers: { cookie } })
      assert.equal(res.statusCode, 200)
      const [header, row, ...rest] = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n').map(csvCells)
      assert.equal(rest.length, 0, 'one order')
      const column = header.indexOf('实付(元)')
      assert.ok(column > 0, header.join(','))
      return Number(row[column])
    }

    /** A paid order of one ticket at FROM_FEN, rebooked to a session's tier at TO_FEN with the difference paid in the cashier. */
    const rebookedDearer = async () => {
      const [pair] = await t.db.query<{ from_id: string; to_id: string; to_session: string }>(
        `SELECT a.id AS from_id, b.id AS to_id, sb.id AS to_session
           FROM price_tiers a JOIN sessions sa ON sa.id = a.session_id JOIN shows sh ON sh.id = sa.show_id
           JOIN sessions sb ON sb.show_id = sh.id AND sb.id <> sa.id JOIN price_tiers b ON b.session_id = sb.id
          WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND sa.starts_at > $1 + interval '3 days' AND sb.starts_at > $1 + interval '3 days'
            AND NOT sh.real_name AND sh.min_age IS NULL AND NOT a.seated AND NOT b.seated AND NOT a.closed AND NOT b.closed
            AND a.available >= 10 AND b.available >= 10 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.tier_id IN (a.id, b.id))
          ORDER BY a.id, b.id LIMIT 1`,
        [NOON]
      )
      assert.ok(pair, 'the demo data has a show with two sessions on sale')
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [pair.from_id, FROM_FEN])
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [pair.to_id, TO_FEN])
      const from = await tier(t, pair.from_id)
      await t.db.query('UPDATE shows SET support_rebook = true, rebook_hours_before = 24, refund_rule = $2 WHERE id = $1', [
        from.show_id,
        JSON.stringify({ kind: 'BEFORE_DEADLINE', deadlineHours: 24, scope: 'WHOLE_ORDER' })
      ])
      t.forgetCaches()
      const calls = paying(t, buyer, `money-counted-${engine}`)
      const orderId = await calls.paidOrder(from, 1)
      const [k] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1', [orderId])
      t.forgetCaches()
      const applied = await t.call<RebookApplyReply>(
        'POST',
        '/buyer/buyer/v1/reschedule_ticket/apply',
        { orderId, sessionId: pair.to_session, tickets: [{ ticketId: k.id, seatPlanId: pair.to_id }], differenceFen: TO_FEN - FROM_FEN },
        auth(buyer)
      )
      assert.equal(applied.body.statusCode, 200, applied.body.comments)
      assert.equal(applied.body.data.payment?.amountFen, TO_FEN - FROM_FEN, 'a dearer rebook asks for the difference')
      const info = await calls.startPay(applied.body.data.payment.transactionId)
      const paid = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_money_counted_${engine}`,
        amountFen: TO_FEN - FROM_FEN,
        status: 'SUCCEEDED'
      })
      assert.equal(paid.json().data.outcome, 'PAID')
      return orderId
    }

    test("\"paid is what the buyer paid for the order in total\" (first payment plus a dearer rebook's difference): the invoice offer, the console list's paidFen, the CSV's 实付 and the dashboard's gross all equal the money to date's paid; \"refunded is what went back\" alike once the whole order is refunded", async () => {
      const start = await dashboard()
      const orderId = await rebookedDearer()

      const money = await moneyToDate(orderId)
      assert.equal(money.paid, TO_FEN, 'the money to date: ¥123.45 paid first, ¥32.10 for the rebook')
      const offer = await invoiceOffer(orderId)
      assert.equal(offer.canApply, true, offer.refusalText)
      assert.deepEqual(
        offer.amounts,
        { VAT_E_ORDINARY: money.paid, VAT_E_ORDINARY_PAPER: money.paid },
        'the invoice offer (no delivery fee, nothing refunded)'
      )
      assert.equal(await listedPaidFen(orderId), money.paid, "the console order list's paidFen")
      assert.equal(await csvPaidYuan(orderId), money.paid / 100, "the CSV's 实付 (yuan)")
      const paid = await dashboard()
      assert.equal(paid.grossFen - start.grossFen, money.paid, "the dashboard's gross for the day grew by what the buyer paid")

      // The whole order refunded (split over the order's and the rebook's payments) and settled.
      const req = await t.call<RefundRequestView>('POST', REFUND_API.requests(orderId), { reason: 'OTHER' }, auth(buyer))
      assert.equal(req.body.statusCode, 200, req.body.comments)
      assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
      const parts = await t.db.query<{ id: string }>("SELECT id FROM refunds WHERE purpose = 'AFTER_SALE' AND subject_id = $1", [
        req.body.data.requestId
      ])
      assert.equal(parts.length, 2, "one part on the order's payment, one on the rebook's")
      await t.app.payments.refunds.run(NOON)
      for (const { id } of parts) {
        assert.equal(
          (
            await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${id}/deliver`, payload: { status: 'SUCCEEDED' } })
          ).json().data.state,
          'SUCCEEDED'
        )
      }

      const back = await moneyToDate(orderId)
      assert.deepEqual(
        [back.paid, back.refunded, back.refundPending],
        [money.paid, req.body.data.amount, 0],
        'all of it went back, settled'
      )
      const after = await dashboard()
      assert.equal(after.grossFen - start.grossFen, back.paid, 'gross keeps what was paid')
      assert.equal(after.refundedFen - start.refundedFen, back.refunded, "the dashboard's refunded is what went back")
      const closed = await invoiceOffer(orderId)
      assert.deepEqual(
        [closed.refusal, closed.amounts.VAT_E_ORDINARY],
        ['FULLY_REFUNDED', back.paid - back.refunded],
        'the invoice offer: nothing left to invoice once all of it went back'
      )
      assert.equal(await listedPaidFen(orderId), back.paid, 'the console list still says what was paid')
      assert.equal(await csvPaidYuan(orderId), back.paid / 100)
    })
  })
}
