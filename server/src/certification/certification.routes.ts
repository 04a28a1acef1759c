/** Certification routes (calls-errors-limits.md section 7): the list, person create_or_update, student create. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { NAME_MAX } from '../../../types/rules/account-rules'
import { STUDENT_SUBMIT_PATH, type CertificationService } from './certification.service'
import { AppError } from '../http/app-error'

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
const StudentStartQuery = Type.Object({ authChannel: OneOf(['ALIPAY_ZHI_MA', 'ALIPAY_STUDENT_TEAM'], { default: 'ALIPAY_STUDENT_TEAM' }) })
type StudentStartQuery = Static<typeof StudentStartQuery>

/** timeZoneOf: the merchant's zone, whose calendar decides "this month" and "today". */
export function registerCertificationRoutes(
  app: FastifyInstance,
  certs: CertificationService,
  now: () => Date,
  timeZoneOf: (merchantId: string) => Promise<string>,
  /** Whether the shop offers student verification (shop_functions STUDENT_AUTH). */
  studentOffered: (merchantId: string) => Promise<boolean>
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
  app.post<{ Body: StudentBody }>(STUDENT_SUBMIT_PATH, { schema: { tags, body: StudentBody } }, async (r) => {
    const { userId } = requireUser(r)
    if (!(await studentOffered(r.merchantId))) throw new AppError('STUDENT_AUTH_CLOSED')
    return ok(await certs.certifyStudent(userId, r.body, now(), await timeZoneOf(r.merchantId)))
  })
  // The GET form (spec "GET student certification create | authChannel"): checks the gate and answers what
  // the page asks Alipay for, before the buyer leaves for the authorisation.
  app.get<{ Querystring: StudentStartQuery }>(STUDENT_SUBMIT_PATH, { schema: { tags, querystring: StudentStartQuery } }, async (r) => {
    const { userId } = requireUser(r)
    return ok(
      await certs.startStudent(userId, r.query.authChannel, now(), await timeZoneOf(r.merchantId), await studentOffered(r.merchantId))
    )
  })
}
