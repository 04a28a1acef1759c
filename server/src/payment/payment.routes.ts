/**
 * Payment routes (calls-errors-limits.md section 7): cashiers and pay for the buyer, each provider's
 * server callback at /pub/v1/payments/{paymentProduct}/callback, and the sandbox provider's hosted
 * cashier page. Thin.
 */
import type { FastifyInstance } from 'fastify'
import formbody from '@fastify/formbody'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { requireUser } from '../account/auth-hook'
import type { PaymentService } from './payment.service'
import { SANDBOX_CASHIER_PATH, type SandboxProvider } from './payment-provider'
import { cashierPage } from './sandbox-cashier'
import { randomId } from '../account/token-codec'

const ids = { type: 'array', minItems: 1, maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 60 } } as const

export async function registerPaymentRoutes(app: FastifyInstance, payments: PaymentService, sandbox: SandboxProvider, now: () => Date): Promise<void> {
  await app.register(formbody)
  const tags = ['payment']

  app.post<{ Body: { transactionIds: string[]; platform?: string; src?: string; browserType?: string } }>(
    '/trade/buyer/v3/payments/cashiers',
    { schema: { tags, body: { type: 'object', required: ['transactionIds'], properties: { transactionIds: ids, platform: { type: 'string' }, src: { type: 'string' }, browserType: { type: 'string' } } } } },
    async (r) => ok(await payments.cashiers(r.body.transactionIds, requireUser(r).userId, r.locale, now()))
  )

  app.post<{ Body: { transactionIds: string[]; paymentProduct: string; returnUrl?: string } }>(
    '/trade/buyer/v3/payments/pay',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['transactionIds', 'paymentProduct'],
          properties: { transactionIds: ids, paymentProduct: { type: 'string', maxLength: 40 }, returnUrl: { type: 'string', maxLength: 500 } }
        }
      }
    },
    async (r) => ok(await payments.pay(r.body, requireUser(r).userId, now()))
  )

  app.post<{ Params: { paymentProduct: string } }>('/pub/v1/payments/:paymentProduct/callback', { schema: { tags } }, async (r) => {
    const provider = payments.provider(r.params.paymentProduct)
    const signature = r.headers['x-payment-signature']
    const result = await provider.verifyCallback(r.body, typeof signature === 'string' ? signature : undefined, now().getTime())
    if (!result) throw new AppError('CALLBACK_REJECTED')
    return ok({ outcome: await payments.settle(result, now()) })
  })

  app.get<{ Querystring: { paymentId: string; token: string } }>(
    SANDBOX_CASHIER_PATH,
    { schema: { hide: true, querystring: { type: 'object', required: ['paymentId', 'token'], properties: { paymentId: { type: 'string' }, token: { type: 'string' } } } } },
    async (r, reply) => {
      const payment = await payments.payment(r.query.paymentId)
      if (!payment || r.query.token !== (await sandbox.cashierToken(payment.id))) throw new AppError('NOT_FOUND')
      const html = cashierPage({ paymentId: payment.id, token: r.query.token, amountFen: payment.amount_fen, open: payment.state === 'CREATED', locale: r.locale, action: SANDBOX_CASHIER_PATH })
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
    }
  )

  // The buyer's decision on the cashier page; the sandbox then calls back as a real provider would.
  app.post<{ Body: { paymentId: string; token: string; decision: 'pay' | 'cancel' } }>(
    SANDBOX_CASHIER_PATH,
    { schema: { hide: true, body: { type: 'object', required: ['paymentId', 'token', 'decision'], properties: { paymentId: { type: 'string' }, token: { type: 'string' }, decision: { type: 'string', enum: ['pay', 'cancel'] } } } } },
    async (r, reply) => {
      const payment = await payments.payment(r.body.paymentId)
      if (!payment || r.body.token !== (await sandbox.cashierToken(payment.id))) throw new AppError('NOT_FOUND')
      const signed = await sandbox.signCallback(
        { paymentId: payment.id, providerTxn: randomId('sbx_'), amountFen: payment.amount_fen, status: r.body.decision === 'pay' ? 'SUCCEEDED' : 'CANCELLED' },
        now().getTime()
      )
      await app.inject({ method: 'POST', url: `/pub/v1/payments/${sandbox.product}/callback`, payload: signed.body, headers: { 'x-payment-signature': signed.signature } })
      const to = r.body.decision === 'pay' ? payment.return_url : `/order/detail/${encodeURIComponent(payment.order_id)}`
      return reply.redirect(to, 303)
    }
  )
}
