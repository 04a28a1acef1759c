/** Certification routes (calls-errors-limits.md section 7): the list, person create_or_update, student create. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { NAME_MAX } from '../../../types/rules/account-rules'
import type { CertificationService } from './certification.service'

// The name is checked by the rule (NAME_MAX once trimmed, with its own message); the schema leaves room for
// the spaces the rule trims.
const PersonBody = Type.Object({
  idNo: Str(30),
  idType: Type.Optional(OneOf(['ID_CARD'], { default: 'ID_CARD' })),
  name: Str(NAME_MAX * 2)
})
type PersonBody = Static<typeof PersonBody>
const code = Type.Optional(Str(200))
const StudentBody = Type.Object({
  authChannel: OneOf(['ALIPAY_ZHI_MA', 'ALIPAY_STUDENT_TEAM']),
  userAuthCode: code,
  openId: code,
  studentAuthBizToken: code,
  studentAuthCode: code
})
type StudentBody = Static<typeof StudentBody>

/** timeZoneOf: the merchant's zone, whose calendar decides "this month" and "today". */
export function registerCertificationRoutes(
  app: FastifyInstance,
  certs: CertificationService,
  now: () => Date,
  timeZoneOf: (merchantId: string) => Promise<string>
): void {
  const tags = ['certification']
  app.get('/buyer/buyer/v1/user_certification/list', { schema: { tags } }, async (r) =>
    ok(await certs.list(requireUser(r).userId, now(), await timeZoneOf(r.merchantId)))
  )
  app.post<{ Body: PersonBody }>(
    '/buyer/buyer/v1/user_certification/person/create_or_update',
    { schema: { tags, body: PersonBody } },
    async (r) => ok(await certs.certifyPerson(requireUser(r).userId, r.body, now(), await timeZoneOf(r.merchantId)))
  )
  app.post<{ Body: StudentBody }>('/buyer/buyer/v1/user_certification/student/create', { schema: { tags, body: StudentBody } }, async (r) =>
    ok(await certs.certifyStudent(requireUser(r).userId, r.body, now(), await timeZoneOf(r.merchantId)))
  )
}
