/**
 * The sandbox provider's refund notifications (issue #17: the "provider double" of the refund journey).
 * The sandbox answers a refund PROCESSING; its word arrives later, signed like its payment callback, at
 * /pub/v1/payments/SANDBOX/refund_notify, which settles the refund once through
 * RefundService.applyRefundOutcome: a repeated notification changes nothing, a forged or stale one is
 * refused. Outside production the sandbox's refund desk sends that notification on demand (as the cashier
 * page sends the payment callback): POST /pub/v1/payments/sandbox/refunds/:refundId/deliver. With
 * `notifyAfterMs` (SANDBOX_REFUND_NOTIFY_MS; `npm start` sends after 3 s) the sandbox also sends the success
 * by itself, as a platform does, so a refund approved in the demo console reaches refunded on its own.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { Id, OneOf, Str, Type } from '../http/schema'
import { SANDBOX_REFUND_NOTIFY_PATH, SandboxRefundNotice, type SandboxProvider } from './payment-provider'
import type { RefundService } from './refund.service'
import { startSweeper } from '../http/sweeper'

const DeliverParams = Type.Object({ refundId: Id })
const DeliverBody = Type.Object(
  { status: OneOf(['SUCCEEDED', 'FAILED'] as const), reason: Type.Optional(Str(200)) },
  { additionalProperties: false }
)

export function registerSandboxRefundRoutes(
  server: FastifyInstance,
  deps: { sandbox: SandboxProvider; refunds: RefundService; now: () => Date; production: boolean; notifyAfterMs?: number }
): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const { sandbox, refunds, now } = deps
  const tags = ['payment']
  // Production never offers the sandbox (payment-providers.ts): neither its notifications nor its desk.
  if (deps.production) return

  app.post(SANDBOX_REFUND_NOTIFY_PATH, { schema: { tags, body: SandboxRefundNotice } }, async (r) => {
    const signature = r.headers['x-payment-signature']
    if (!(await sandbox.verifyRefundNotice(r.body, typeof signature === 'string' ? signature : undefined, now().getTime())))
      throw new AppError('CALLBACK_REJECTED')
    // The sandbox's key settles only refunds of sandbox payments.
    if ((await refunds.productOf(r.body.refundId)) !== sandbox.product) throw new AppError('CALLBACK_REJECTED')
    const state = await refunds.applyRefundOutcome(
      {
        refundId: r.body.refundId,
        providerRefundId: r.body.providerRefundId,
        state: r.body.status,
        ...(r.body.reason ? { reason: r.body.reason } : {})
      },
      now()
    )
    return ok({ state: state ?? null })
  })

  /** Signs the sandbox's word on one of its refunds and sends it to the notify route, as the platform would. */
  const deliver = async (refundId: string, status: 'SUCCEEDED' | 'FAILED', reason?: string): Promise<unknown> => {
    const signed = await sandbox.signRefundNotice(
      { refundId, providerRefundId: `sbxr_${refundId}`, status, ...(reason ? { reason } : {}) },
      now().getTime()
    )
    const res = await app.inject({
      method: 'POST',
      url: SANDBOX_REFUND_NOTIFY_PATH,
      payload: signed.body,
      headers: { 'x-payment-signature': signed.signature }
    })
    return res.json().data
  }

  app.post(
    '/pub/v1/payments/sandbox/refunds/:refundId/deliver',
    { schema: { hide: true, params: DeliverParams, body: DeliverBody } },
    async (r) => {
      if ((await refunds.productOf(r.params.refundId)) !== sandbox.product) throw new AppError('NOT_FOUND')
      return ok(await deliver(r.params.refundId, r.body.status, r.body.reason))
    }
  )

  const after = deps.notifyAfterMs ?? 0
  if (after > 0) {
    startSweeper(
      app,
      'sandbox refund notifications sent',
      async () => {
        const due = await refunds.processingOf(sandbox.product, new Date(now().getTime() - after))
        for (const refundId of due) await deliver(refundId, 'SUCCEEDED')
        return due.length
      },
      Math.min(after, 1000)
    )
  }
}
