/**
 * Payment routes (calls-errors-limits.md section 7): cashiers and pay for the buyer, each provider's
 * server callback at /pub/v1/payments/{paymentProduct}/callback, and the sandbox provider's hosted
 * cashier page (outside production only). Thin.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import formbody from '@fastify/formbody'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { Id, OneOf, Str, Type } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { PaymentService } from './payment.service'
import { ProviderNotification, SANDBOX_CASHIER_PATH, type SandboxProvider } from './payment-provider'
import { cashierPage } from './sandbox-cashier'
import { orderDetailPath, returnPathFor, returnPathOr } from './return-path'
import { randomId } from '../account/token-codec'
import { langParam } from '../../../types/rules/language-tag'
import { ReturnUrl, TransactionIds } from './payment-schemas'

const CashiersBody = Type.Object({
  transactionIds: TransactionIds,
  platform: Type.Optional(Str(40)),
  src: Type.Optional(Str(40)),
  browserType: Type.Optional(Str(40))
})
const PayBody = Type.Object({
  transactionIds: TransactionIds,
  paymentProduct: Str(40, { minLength: 1 }),
  platform: Type.Optional(Str(40)),
  src: Type.Optional(Str(40)),
  browserType: Type.Optional(Str(40)),
  // The payer's open id on the platform (WeChat openid, Alipay user id); else the buyer's stored identity there.
  openId: Type.Optional(Str(128)),
  returnUrl: Type.Optional(ReturnUrl)
})
const CallbackParams = Type.Object({ paymentProduct: Str(40, { minLength: 1 }) })
const CashierQuery = Type.Object({ paymentId: Id, token: Str(100), lang: Type.Optional(Str(10)) })
const CashierDecision = Type.Object({ paymentId: Id, token: Str(100), decision: OneOf(['pay', 'cancel'] as const) })

export async function registerPaymentRoutes(
  server: FastifyInstance,
  payments: PaymentService,
  sandbox: SandboxProvider,
  now: () => Date,
  production: boolean
): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(formbody)
  const tags = ['payment']

  app.post('/trade/buyer/v3/payments/cashiers', { schema: { tags, body: CashiersBody } }, async (r) =>
    ok(await payments.cashiers(r.body.transactionIds, requireUser(r).userId, r.locale, now(), r.body))
  )

  app.post('/trade/buyer/v3/payments/pay', { schema: { tags, body: PayBody } }, async (r) =>
    ok(await payments.pay(r.body, requireUser(r).userId, now(), { clientIp: r.ip, locale: r.locale }))
  )

  app.post(
    '/pub/v1/payments/:paymentProduct/callback',
    { schema: { tags, params: CallbackParams, body: ProviderNotification } },
    async (r) => {
      const signature = r.headers['x-payment-signature']
      return ok({
        outcome: await payments.notify(r.params.paymentProduct, r.body, typeof signature === 'string' ? signature : undefined, now())
      })
    }
  )

  // Production never offers the sandbox (payment-providers.ts), nor its cashier page: a sandbox payment
  // left from a run outside production cannot be paid there.
  if (production) return

  app.get(SANDBOX_CASHIER_PATH, { schema: { hide: true, querystring: CashierQuery } }, async (r, reply) => {
    const payment = await payments.payment(r.query.paymentId)
    if (!payment || r.query.token !== (await sandbox.cashierToken(payment.id))) throw new AppError('NOT_FOUND')
    const html = cashierPage({
      paymentId: payment.id,
      token: r.query.token,
      amountFen: payment.amount_fen,
      open: payment.state === 'CREATED',
      locale: r.locale,
      // The decision's answer (an error, say) stays in the page's language.
      action: `${SANDBOX_CASHIER_PATH}?lang=${langParam(r.locale)}`
    })
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
  })

  // The buyer's decision on the cashier page; the sandbox then calls back as a real provider would.
  app.post(SANDBOX_CASHIER_PATH, { schema: { hide: true, body: CashierDecision } }, async (r, reply) => {
    const payment = await payments.payment(r.body.paymentId)
    if (!payment || r.body.token !== (await sandbox.cashierToken(payment.id))) throw new AppError('NOT_FOUND')
    // A page left open (or a reload) after the payment was handled charges nothing again.
    if (payment.state === 'CREATED') {
      const signed = await sandbox.signCallback(
        {
          paymentId: payment.id,
          providerTxn: randomId('sbx_'),
          amountFen: payment.amount_fen,
          status: r.body.decision === 'pay' ? 'SUCCEEDED' : 'CANCELLED'
        },
        now().getTime()
      )
      await app.inject({
        method: 'POST',
        url: `/pub/v1/payments/${sandbox.product}/callback`,
        payload: signed.body,
        headers: { 'x-payment-signature': signed.signature }
      })
    }
    // The header is set from a checked path only: a stored address is checked again on the way out.
    // A payment without a ticket order (a member order's) goes back to its own page either way: it reads the outcome.
    const to =
      payment.order_id === null
        ? returnPathOr(payment.return_url, '/')
        : r.body.decision === 'pay'
          ? returnPathFor(payment.return_url, payment.order_id)
          : orderDetailPath(payment.order_id)
    return reply.redirect(to, 303)
  })
}
