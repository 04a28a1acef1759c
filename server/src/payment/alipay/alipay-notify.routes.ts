/**
 * Alipay's asynchronous notifications (issue #15): POST /pub/v1/payments/ALIPAY_MINI/callback and
 * /pub/v1/payments/ALIPAY_WAP/callback, form-encoded, in Alipay's own format (these static paths take
 * precedence over the sandbox-format /pub/v1/payments/:paymentProduct/callback). Each is recorded and
 * settled once through PaymentService.notifyVerified; the answer is the plain text Alipay expects:
 * `success` once it is handled (a repeat included), `fail` when it is refused, so Alipay sends it again.
 */
import type { FastifyInstance } from 'fastify'
import type { PaymentService } from '../payment.service'
import { AppError } from '../../http/app-error'
import { ALIPAY_PRODUCTS, AlipayProvider, notifyPath, type AlipayProduct } from './alipay.provider'

/** The provider whose app a notification is for; the default looks among the payment service's own. */
export type AlipayProviderFor = (product: AlipayProduct, appId: string | undefined) => Promise<AlipayProvider | undefined>

const FORM = 'application/x-www-form-urlencoded'
const BODY_LIMIT = 16 * 1024

export async function registerAlipayNotifyRoutes(
  server: FastifyInstance,
  payments: PaymentService,
  now: () => Date,
  providerFor: AlipayProviderFor = async (product) => {
    try {
      const p = payments.provider(product)
      return p instanceof AlipayProvider ? p : undefined
    } catch {
      return undefined
    }
  }
): Promise<void> {
  await server.register(async (app) => {
    // The raw text: Alipay's values are read with their exact characters, and the whole is recorded.
    if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM)
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_r, body, done) => done(null, body))

    for (const product of ALIPAY_PRODUCTS) {
      app.post(notifyPath(product), { schema: { hide: true } }, async (r, reply) => {
        const rawBody = typeof r.body === 'string' ? r.body : ''
        const params = Object.fromEntries(new URLSearchParams(rawBody))
        const answer = (handled: boolean) => reply.code(handled ? 200 : 400).type('text/plain; charset=utf-8').send(handled ? 'success' : 'fail')
        const provider = await providerFor(product, params.app_id)
        if (!provider) return answer(false)
        const at = now()
        const reading = provider.readNotification(params, at)
        // Naming no payment or amount, there is nothing to record it against.
        if (!reading.received) return answer(false)
        // A trusted notice that settles nothing (WAIT_BUYER_PAY) is taken.
        if (reading.trusted && !reading.verified) return answer(true)
        try {
          await payments.notifyVerified(product, reading.verified, { ...reading.received, rawBody }, at)
          return answer(true)
        } catch (e) {
          if (e instanceof AppError && e.code === 'CALLBACK_REJECTED') {
            r.log.warn({ product, paymentId: reading.received.paymentId, refusal: reading.refusal }, 'alipay notification refused')
            return answer(false)
          }
          throw e
        }
      })
    }
  })
}
