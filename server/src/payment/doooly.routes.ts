/** DOOOLY's code calls (calls-errors-limits.md section 7): make the code, query it, pay with it. Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { VERIFY_CODE_LENGTH } from '../../../types/rules/account-rules'
import type { ShopConfig } from '../../../types/shop-config'
import type { DooolyContext, DooolyPayService } from './doooly-pay.service'

const ids = { type: 'array', minItems: 1, maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 60 } } as const
const transactions = { type: 'object', required: ['transactionIds'], properties: { transactionIds: ids } } as const

export function registerDooolyRoutes(app: FastifyInstance, doooly: DooolyPayService, shopConfig: (merchantId: string) => Promise<ShopConfig>, now: () => Date): void {
  const tags = ['payment']
  const ctx = async (r: FastifyRequest): Promise<DooolyContext> => ({
    userId: requireUser(r).userId,
    merchantId: r.merchantId,
    shopName: (await shopConfig(r.merchantId)).shopName ?? '',
    locale: r.locale,
    ip: r.ip,
    now: now()
  })

  app.post<{ Body: { transactionIds: string[] } }>('/trade/buyer/v3/payments/doooly/make_pay_verification_code', { schema: { tags, body: transactions } }, async (r) =>
    ok(await doooly.sendCode(r.body.transactionIds, await ctx(r)))
  )
  app.post<{ Body: { transactionIds: string[] } }>('/trade/buyer/v3/payments/doooly/verification/query', { schema: { tags, body: transactions } }, async (r) =>
    ok(await doooly.query(r.body.transactionIds, await ctx(r)))
  )
  app.post<{ Body: { transactionIds: string[]; verificationCode: string; returnUrl?: string } }>(
    '/trade/buyer/v3/payments/doooly/pay',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['transactionIds', 'verificationCode'],
          properties: { transactionIds: ids, verificationCode: { type: 'string', pattern: `^\\d{${VERIFY_CODE_LENGTH}}$` }, returnUrl: { type: 'string', maxLength: 500 } }
        }
      }
    },
    async (r) => ok(await doooly.pay(r.body.transactionIds, r.body.verificationCode, r.body.returnUrl, await ctx(r)))
  )
}
