/** Buying and paying as the payment tests do: a fresh tier, an order, the sandbox cashier and its signed callback. */
import assert from 'node:assert/strict'
import { NOON, type TestApp } from './helpers'
import { tier, type Tier } from './tier-helpers'
import { auth, type Login } from './account-helpers'
import { SandboxProvider } from '../../src/payment/payment-provider'
import { secretStore } from '../../src/account/secret-store'

/** A general-admission tier on sale that no order has touched yet (optionally at a new price). */
export async function freshTier(t: TestApp, price?: number): Promise<Tier> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT t.id FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
      WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '2 days' AND NOT sh.real_name AND sh.min_age IS NULL
        AND NOT t.seated AND t.available >= 10 AND t.price_fen > 0 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.tier_id = t.id)
      ORDER BY t.id DESC LIMIT 1`,
    [NOON]
  )
  if (price !== undefined) await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [row.id, price])
  return tier(t, row.id)
}

export const stock = async (t: TestApp, id: string) =>
  (
    await t.db.query<{ available: number; held: number; sold: number }>('SELECT available, held, sold FROM price_tiers WHERE id = $1', [id])
  )[0]

export interface NewOrder {
  orderId: string
  unPaidTransactionIds: string[]
}

/** The calls of one buyer paying through the sandbox; `tag` keeps idempotency keys apart between suites. */
export function paying(t: TestApp, buyer: Login, tag: string) {
  let n = 0
  const sandbox = new SandboxProvider(secretStore(t.db, 'sandbox_pay_secret'))
  return {
    async order(tr: Tier, qty: number): Promise<NewOrder> {
      const res = await t.call<NewOrder>(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tr.show_id,
          items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty }],
          paymentParam: { payAmount: tr.price_fen * qty },
          idempotencyKey: `${tag}-${n++}`
        },
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    },
    async startPay(txn: string, returnUrl = '/pay-success?orderId=x'): Promise<{ paymentId: string; cashierUrl: string }> {
      const res = await t.call<{ paymentProduct: string; paymentInfo: { paymentId: string; cashierUrl: string } }>(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: [txn], paymentProduct: 'SANDBOX', platform: 'H5', returnUrl },
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data.paymentInfo
    },
    /** An order of qty tickets of the tier, paid in the sandbox cashier (its callback answered 303): the order id. */
    async paidOrder(tr: Tier, qty: number): Promise<string> {
      const o = await this.order(tr, qty)
      const info = await this.startPay(o.unPaidTransactionIds[0])
      assert.equal((await this.decide(info.cashierUrl, 'pay')).statusCode, 303)
      return o.orderId
    },
    decide(cashierUrl: string, decision: 'pay' | 'cancel') {
      const q = new URL(cashierUrl, 'http://x').searchParams
      return t.app.inject({
        method: 'POST',
        url: '/pub/v1/payments/sandbox/cashier',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ paymentId: q.get('paymentId') ?? '', token: q.get('token') ?? '', decision }).toString()
      })
    },
    sandbox,
    /** The provider's signed notification, posted to the callback as the provider would. */
    async notify(
      result: { paymentId: string; providerTxn: string; amountFen: number; status: 'SUCCEEDED' | 'CANCELLED' },
      atMs = NOON.getTime()
    ) {
      const signed = await sandbox.signCallback(result, atMs)
      return t.app.inject({
        method: 'POST',
        url: '/pub/v1/payments/SANDBOX/callback',
        payload: signed.body,
        headers: { 'x-payment-signature': signed.signature }
      })
    }
  }
}
