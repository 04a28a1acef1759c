/**
 * The applicant's work-permit calls (types/api/work-permit.ts WORK_PERMIT_PATHS). They carry a `pub`
 * segment, so the buyers' login check leaves them alone; each call after the login reads the permit
 * token from its own header (work-permit-token.ts). Thin: work-permit.service.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { Id, OneOf, Str, Type, type Static } from '../http/schema'
import { callContext } from '../http/call-context'
import type { ShopConfig } from '../../../types/shop-config'
import { ID_TYPES, NAME_MAX, VERIFY_CODE_LENGTH } from '../../../types/rules/account-rules'
import { WORK_PERMIT_COMPANY_MAX, WORK_PERMIT_PHOTO_URL_MAX, WORK_PERMIT_ROLES } from '../../../types/rules/work-permit'
import { WORK_PERMIT_PATHS as P, WORK_PERMIT_TOKEN_HEADER } from '../../../types/api/work-permit'
import type { UploadService } from '../upload/upload.service'
import type { WorkPermitTokens } from './work-permit-token'
import type { WorkPermitService } from './work-permit.service'

const Cellphone = Str(20, { minLength: 1 })
const CountryCode = Str(6, { default: '86' })
// Not closed to other properties: the app's request layer adds its common params (src, ver, merchantId ...) to every body.
const CodeBody = Type.Object({
  cellphone: Cellphone,
  countryCode: CountryCode,
  captchaId: Str(40, { minLength: 1 }),
  captchaCode: Str(12, { minLength: 1 })
})
type CodeBody = Static<typeof CodeBody>
const LoginBody = Type.Object({ cellphone: Cellphone, countryCode: CountryCode, verifyCode: Str(VERIFY_CODE_LENGTH * 2, { minLength: 1 }) })
type LoginBody = Static<typeof LoginBody>
// Lengths a little looser than the rules, so a long name or company gets the rule's own translated message.
const ApplyBody = Type.Object({
  showId: Id,
  name: Str(NAME_MAX * 2),
  idType: OneOf(ID_TYPES),
  idNumber: Str(40),
  cellphone: Cellphone,
  countryCode: CountryCode,
  company: Str(WORK_PERMIT_COMPANY_MAX * 2),
  role: OneOf(WORK_PERMIT_ROLES),
  photoUrl: Str(WORK_PERMIT_PHOTO_URL_MAX)
})
type ApplyBody = Static<typeof ApplyBody>
const PermitQuery = Type.Object({ permitId: Id })
type PermitQuery = Static<typeof PermitQuery>

export interface WorkPermitRouteDeps {
  permits: WorkPermitService
  tokens: WorkPermitTokens
  uploads: UploadService
  shopConfig(merchantId: string): Promise<ShopConfig>
  now(): Date
}

export function registerWorkPermitRoutes(app: FastifyInstance, deps: WorkPermitRouteDeps): void {
  const { permits, now } = deps
  const tags = ['work-permit']
  const applicant = (r: FastifyRequest) => deps.tokens.verify(r.headers[WORK_PERMIT_TOKEN_HEADER], r.merchantId, now())
  const noStore = { 'cache-control': 'no-store' }

  app.post<{ Body: CodeBody }>(P.smsCode, { schema: { tags, body: CodeBody } }, async (r) =>
    ok(await permits.sendCode(r.body, await callContext(r, deps)))
  )
  app.post<{ Body: LoginBody }>(P.login, { schema: { tags, body: LoginBody } }, async (r) =>
    ok(await permits.login(r.body, await callContext(r, deps)))
  )
  app.get(P.shows, { schema: { tags } }, async (r, reply) => {
    await applicant(r)
    reply.headers(noStore)
    return ok(await permits.shows(r.merchantId, r.locale, now()))
  })
  app.post(P.photoSignature, { schema: { tags } }, async (r) => {
    const who = await applicant(r)
    return ok(await deps.uploads.applicantSignature(who.applicantId, who.merchantId, now()))
  })
  app.post<{ Body: ApplyBody }>(P.apply, { schema: { tags, body: ApplyBody } }, async (r) =>
    ok(await permits.apply(await applicant(r), r.body, r.locale, now()))
  )
  app.get(P.records, { schema: { tags } }, async (r, reply) => {
    const who = await applicant(r)
    reply.headers(noStore)
    return ok(await permits.records(who, r.locale))
  })
  app.get<{ Querystring: PermitQuery }>(P.detail, { schema: { tags, querystring: PermitQuery } }, async (r, reply) => {
    const who = await applicant(r)
    reply.headers(noStore)
    return ok(await permits.detail(who, r.query.permitId, r.locale))
  })
  app.post<{ Body: PermitQuery }>(P.withdraw, { schema: { tags, body: PermitQuery } }, async (r) =>
    ok(await permits.withdraw(await applicant(r), r.body.permitId, r.locale, now()))
  )
}
