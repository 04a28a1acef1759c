/**
 * The payment platforms' notifications: POST PAY_NOTIFY_ROUTE and REFUND_NOTIFY_ROUTE
 * (/pub/v1/payments/{paymentProduct}/notify/{merchantId}, .../refund_notify/{merchantId}). The merchant's
 * provider for that product, built from its settings (PaymentProviders), reads the notification in its
 * platform's format with that merchant's keys (NoticeReader: wechat-pay.provider.ts, alipay.provider.ts);
 * a payment is settled once through PaymentService.notifyVerified, a refund's outcome goes to
 * RefundService.applyRefundOutcome. Bodies are read as text (the signatures cover the raw bytes), at
 * most BODY_LIMIT bytes, and kept only when their signature held: anything refused is recorded as a
 * bounded summary (time, merchant, product, why, size) and never whole. Each address has a budget
 * (http/rate-limits.ts, paymentNotices). The answer is the platform's own; anything failing here is
 * answered so the platform sends it again.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../http/app-error'
import type { PaymentService } from './payment.service'
import type { PaymentProviders } from './payment-providers'
import type { RefundService } from './refund.service'
import { NOTICE_BODY_LIMIT } from './notify-path'
import { PAY_NOTIFY_ROUTE, REFUND_NOTIFY_ROUTE } from '../http/notify-routes'
import { readsNotices, type NoticeAnswer, type NoticeRoute } from './platform-notice'

export interface PlatformNotifyRouteOptions {
  payments: PaymentService
  providers: PaymentProviders
  refunds: RefundService
  now: () => Date
}

const BODY_LIMIT = NOTICE_BODY_LIMIT
const RAW_TYPES = ['application/json', 'application/x-www-form-urlencoded']
/** No provider of that product for that merchant (settings removed, a made-up path): the platform tries again later. */
const UNKNOWN: NoticeAnswer = { status: 404, contentType: 'text/plain; charset=utf-8', body: 'fail' }
const TOO_LARGE: NoticeAnswer = { status: 413, contentType: 'text/plain; charset=utf-8', body: 'fail' }

function send(reply: FastifyReply, a: NoticeAnswer) {
  reply.status(a.status).header('cache-control', 'no-store')
  if (a.contentType) reply.type(a.contentType)
  return reply.send(a.body ?? '')
}

export async function registerPlatformNotifyRoutes(server: FastifyInstance, options: PlatformNotifyRouteOptions): Promise<void> {
  await server.register(async (scope) => {
    for (const type of RAW_TYPES) {
      if (scope.hasContentTypeParser(type)) scope.removeContentTypeParser(type)
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_r, body, done) => done(null, body))
    }
    const schema = { hide: true, tags: ['payment'] }
    type Params = { paymentProduct: string; merchantId: string }
    const reject = (request: FastifyRequest<{ Params: Params }>, reason: string, bodyBytes: number) =>
      options.payments.rejectNotice(
        { provider: request.params.paymentProduct, merchantId: request.params.merchantId, reason, bodyBytes },
        options.now()
      )

    // A body over the limit never reaches the handler: summarised from the size it announced and answered
    // 413 (an HTTP 200 envelope would read as "handled" to WeChat). Any other error goes on to the app's handler.
    scope.setErrorHandler(async (error, request, reply) => {
      if ((error as { code?: string }).code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error
      const announced = Number(request.headers['content-length'])
      const bodyBytes = Number.isSafeInteger(announced) && announced > BODY_LIMIT ? Math.min(announced, 2 ** 31 - 1) : BODY_LIMIT + 1
      await reject(request as FastifyRequest<{ Params: Params }>, `body over ${BODY_LIMIT} bytes`, bodyBytes)
      return send(reply, TOO_LARGE)
    })

    const handle = (route: NoticeRoute) => async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const { paymentProduct, merchantId } = request.params
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const provider = await options.providers.find(merchantId, paymentProduct)
      if (!readsNotices(provider)) {
        await reject(request, 'no provider of this product for this merchant', Buffer.byteLength(rawBody))
        return send(reply, UNKNOWN)
      }
      const now = options.now()
      try {
        const reading = provider.readNotice({ rawBody, headers: request.headers }, route, now)
        if ('refused' in reading) {
          request.log.warn({ paymentProduct, merchantId, why: reading.refused }, 'payment notification refused')
          await reject(request, reading.refused, Buffer.byteLength(rawBody))
          return send(reply, provider.answerNotice(false, 'refused'))
        }
        if ('ack' in reading) return send(reply, provider.answerNotice(true))
        if ('refund' in reading) {
          await options.refunds.applyRefundOutcome(reading.refund, now, merchantId)
          return send(reply, provider.answerNotice(true))
        }
        try {
          await options.payments.notifyVerified(
            provider.product,
            reading.settle.verified,
            reading.settle.received,
            now,
            merchantId,
            reading.why
          )
          return send(reply, provider.answerNotice(true))
        } catch (e) {
          if (!(e instanceof AppError && e.code === 'CALLBACK_REJECTED')) throw e
          request.log.warn(
            { paymentProduct, merchantId, paymentId: reading.settle.received.paymentId, why: reading.why },
            'payment notification refused'
          )
          return send(reply, provider.answerNotice(false, 'refused'))
        }
      } catch (error) {
        request.log.error({ err: error, paymentProduct, merchantId }, 'payment notification not handled')
        return send(reply, provider.answerNotice(false, 'error'))
      }
    }

    scope.post<{ Params: Params }>(PAY_NOTIFY_ROUTE, { schema }, handle('pay'))
    scope.post<{ Params: Params }>(REFUND_NOTIFY_ROUTE, { schema }, handle('refund'))
  })
}
