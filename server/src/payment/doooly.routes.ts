/** DOOOLY's code calls (calls-errors-limits.md section 7): make the code, query it, pay with it. Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { Type } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { VERIFY_CODE_LENGTH } from '../../../types/rules/account-rules'
import type { ShopConfig } from '../../../types/shop-config'
import type { DooolyContext, DooolyPayService } from './doooly-pay.service'
import { ReturnUrl, TransactionIds } from './payment-schemas'

const Transactions = Type.Object({ transactionIds: TransactionIds })
const DooolyPayBody = Type.Object({
  transactionIds: TransactionIds,
  verificationCode: Type.String({ pattern: `^\\d{${VERIFY_CODE_LENGTH}}$`, maxLength: VERIFY_CODE_LENGTH }),
  returnUrl: Type.Optional(ReturnUrl)
})

export function registerDooolyRoutes(
  server: FastifyInstance,
  doooly: DooolyPayService,
  shopConfig: (merchantId: string) => Promise<ShopConfig>,
  now: () => Date
): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['payment']
  const ctx = async (r: FastifyRequest): Promise<DooolyContext> => ({
    userId: requireUser(r).userId,
    merchantId: r.merchantId,
    shopName: (await shopConfig(r.merchantId)).shopName ?? '',
    locale: r.locale,
    ip: r.ip,
    now: now()
  })

  app.post('/trade/buyer/v3/payments/doooly/make_pay_verification_code', { schema: { tags, body: Transactions } }, async (r) =>
    ok(await doooly.sendCode(r.body.transactionIds, await ctx(r)))
  )
  app.post('/trade/buyer/v3/payments/doooly/verification/query', { schema: { tags, body: Transactions } }, async (r) =>
    ok(await doooly.query(r.body.transactionIds, await ctx(r)))
  )
  app.post('/trade/buyer/v3/payments/doooly/pay', { schema: { tags, body: DooolyPayBody } }, async (r) =>
    ok(await doooly.pay(r.body.transactionIds, r.body.verificationCode, r.body.returnUrl, await ctx(r)))
  )
}
