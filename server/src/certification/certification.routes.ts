/** Certification routes (calls-errors-limits.md section 7): the list, person create_or_update, student create. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import type { CertificationService, StudentAuthInput } from './certification.service'

export function registerCertificationRoutes(app: FastifyInstance, certs: CertificationService, now: () => Date): void {
  const tags = ['certification']
  app.get('/buyer/buyer/v1/user_certification/list', { schema: { tags } }, async (r) => ok(await certs.list(requireUser(r).userId, now())))
  app.post<{ Body: { idNo: string; idType: 'ID_CARD'; name: string } }>(
    '/buyer/buyer/v1/user_certification/person/create_or_update',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['idNo', 'name'],
          properties: { idNo: { type: 'string', maxLength: 30 }, idType: { type: 'string', enum: ['ID_CARD'], default: 'ID_CARD' }, name: { type: 'string', maxLength: 60 } }
        }
      }
    },
    async (r) => ok(await certs.certifyPerson(requireUser(r).userId, r.body, now()))
  )

  const code = { type: 'string', maxLength: 200 } as const
  app.post<{ Body: StudentAuthInput }>(
    '/buyer/buyer/v1/user_certification/student/create',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['authChannel'],
          properties: { authChannel: { type: 'string', enum: ['ALIPAY_ZHI_MA', 'ALIPAY_STUDENT_TEAM'] }, userAuthCode: code, openId: code, studentAuthBizToken: code, studentAuthCode: code }
        }
      }
    },
    async (r) => ok(await certs.certifyStudent(requireUser(r).userId, r.body, now()))
  )
}
