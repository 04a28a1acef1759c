/**
 * The buyer's subscription-message calls (types/api/subscription-message.ts SUBSCRIPTION_PATHS): the
 * templates to ask for (coupon expiry; the membership popups') and the consents given. All need the login.
 * Thin: subscription-message.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { AppError } from '../http/app-error'
import {
  COUPON_TEMPLATE_IDS_MAX,
  MESSAGE_KINDS,
  PRIME_MESSAGE_KINDS,
  SUBSCRIPTION_PATHS as P,
  TEMPLATE_ID_MAX,
  type MessageKind
} from '../../../types/api/subscription-message'
import type { SubscriptionMessageService } from './subscription-message.service'

const AppId = Str(64, { minLength: 1 })
const OpenId = Str(128, { minLength: 1 })
const TemplateId = Str(TEMPLATE_ID_MAX, { minLength: 1 })
const RemindQuery = Type.Object({ appId: AppId, remindSubscribeTypeEnums: Type.Optional(Str(200)) })
type RemindQuery = Static<typeof RemindQuery>
const PrimeQuery = Type.Object({ appId: AppId })
type PrimeQuery = Static<typeof PrimeQuery>
// Not closed to other properties: the app's request layer adds its common params (src, ver, merchantId ...) to every body.
const RemindBody = Type.Object({
  appId: AppId,
  openId: Type.Optional(OpenId),
  remindSubscribeTypeEnums: Type.Literal('COUPON_TEMPLATE_EXPIRE'),
  couponTemplateIds: Type.Array(Id, { minItems: 1, maxItems: COUPON_TEMPLATE_IDS_MAX }),
  itemOrderId: Type.Optional(Id),
  bindId: Type.Optional(Id),
  templateIds: Type.Optional(Type.Array(TemplateId, { minItems: 1, maxItems: 5 }))
})
type RemindBody = Static<typeof RemindBody>
const PrimeBody = Type.Object({
  appId: AppId,
  openId: Type.Optional(OpenId),
  templateIds: Type.Array(TemplateId, { minItems: 1, maxItems: 5 })
})
type PrimeBody = Static<typeof PrimeBody>

/** remindSubscribeTypeEnums: one kind or several separated by commas; COUPON_TEMPLATE_EXPIRE when left out. */
function kindsOf(raw: string | undefined): MessageKind[] {
  if (!raw) return ['COUPON_TEMPLATE_EXPIRE']
  const kinds = raw.split(',').map((k) => k.trim())
  if (!kinds.every((k): k is MessageKind => (MESSAGE_KINDS as readonly string[]).includes(k)))
    throw new AppError('INVALID_PARAMETER', { detail: '/remindSubscribeTypeEnums' })
  return [...new Set(kinds)]
}

export function registerSubscriptionMessageRoutes(app: FastifyInstance, messages: SubscriptionMessageService, now: () => Date): void {
  const tags = ['subscription-message']
  app.get<{ Querystring: RemindQuery }>(P.remind, { schema: { tags, querystring: RemindQuery } }, async (r) => {
    requireUser(r)
    return ok(await messages.templatesFor(r.merchantId, r.query.appId, kindsOf(r.query.remindSubscribeTypeEnums)))
  })
  app.post<{ Body: RemindBody }>(P.remind, { schema: { tags, body: RemindBody } }, async (r) =>
    ok(await messages.subscribeCoupons(requireUser(r).userId, r.merchantId, r.locale, r.body, now()))
  )
  app.get<{ Querystring: PrimeQuery }>(P.primeTemplates, { schema: { tags, querystring: PrimeQuery } }, async (r) => {
    requireUser(r)
    return ok(await messages.templatesFor(r.merchantId, r.query.appId, PRIME_MESSAGE_KINDS))
  })
  app.post<{ Body: PrimeBody }>(P.primeSubscribe, { schema: { tags, body: PrimeBody } }, async (r) =>
    ok(await messages.subscribePrime(requireUser(r).userId, r.merchantId, r.locale, r.body, now()))
  )
}
