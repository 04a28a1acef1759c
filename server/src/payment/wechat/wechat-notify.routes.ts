/**
 * WeChat Pay's notifications, in WeChat's wire format: POST /pub/v1/payments/{WECHAT_MINI|WECHAT_JSAPI|WECHAT_H5}/callback
 * for payments and /pub/v1/payments/WECHAT_REFUND/callback for refunds. These static paths win over the
 * sandbox's parametric callback route. The signature covers the raw bytes, so this encapsulated plugin
 * keeps JSON bodies as text. Answers as WeChat documents: 204 when handled (WeChat stops sending), a
 * 4xx/5xx with {code: "FAIL", message} otherwise (WeChat sends it again later). Thin: the reading is in
 * wechat-notification.ts, the settling in PaymentService.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { AppError } from '../../http/app-error'
import type { PaymentService } from '../payment.service'
import { wechatpayHeaders } from './wechat-pay-signing'
import { paymentNotification, refundNotification, type NotifyMerchant, type RefundOutcome } from './wechat-notification'
import { WECHAT_PAY_PRODUCTS, WECHAT_REFUND_NOTIFY, wechatNotifyPath } from './wechat-pay.provider'

/** Where a refund's outcome goes (the refunds table and job); a throw makes WeChat send it again. */
export type OnWechatRefund = (refund: RefundOutcome) => Promise<void>

export interface WechatNotifyRouteOptions {
  payments: PaymentService
  /** Every merchant with WeChat Pay settings: the one whose platform key signed a notification reads it. */
  merchants: () => Promise<readonly NotifyMerchant[]>
  onRefund: OnWechatRefund
  now: () => Date
  log?: (message: string, detail: object) => void
}

const MAX_BODY_BYTES = 64 * 1024

function fail(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ code: 'FAIL', message })
}

export async function registerWechatNotifyRoutes(server: FastifyInstance, options: WechatNotifyRouteOptions): Promise<void> {
  const log = options.log ?? (() => undefined)
  await server.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body))
    const schema = { hide: true, tags: ['payment'] }

    for (const product of WECHAT_PAY_PRODUCTS) {
      scope.post(wechatNotifyPath(product), { schema }, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : ''
        const now = options.now()
        const read = paymentNotification(raw, wechatpayHeaders(request.headers), await options.merchants(), now.getTime())
        try {
          const outcome = await options.payments.notifyVerified(product, read.verified, read.received, now)
          log('wechat pay notification handled', { product, outcome, paymentId: read.received.paymentId })
          return reply.status(204).send()
        } catch (e) {
          if (e instanceof AppError && e.code === 'CALLBACK_REJECTED') {
            log('wechat pay notification refused', { product, why: read.why })
            return fail(reply, 401, 'signature or time does not hold')
          }
          throw e
        }
      })
    }

    scope.post(wechatNotifyPath(WECHAT_REFUND_NOTIFY), { schema }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      const read = refundNotification(raw, wechatpayHeaders(request.headers), await options.merchants(), options.now().getTime())
      if (!read.refund) {
        log('wechat refund notification refused', { why: read.why })
        return fail(reply, 401, 'signature or time does not hold')
      }
      await options.onRefund(read.refund)
      return reply.status(204).send()
    })

    // Anything else failing (the database, the refund callback) is answered so WeChat sends it again.
    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
      request.log.error({ err: error }, 'wechat pay notification failed')
      return fail(reply, status, status === 500 ? 'not handled, please retry' : 'bad request')
    })
  })
}
