/**
 * Face check routes (beside calls-errors-limits.md section 7's certification calls, in the spirit of its
 * "zhima identity initiate (POST)"): initiate answers what the platform's face screen needs; confirm
 * answers the face certificate once the platform's server confirmed it. Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { FaceCheckService } from './face-check.service'

const platform = OneOf(['WEAPP', 'ALIPAY', 'H5'])
const InitiateBody = Type.Object({ platform })
type InitiateBody = Static<typeof InitiateBody>
const ConfirmBody = Type.Object({ platform, verifyResult: Type.Optional(Str(1024)), certifyId: Type.Optional(Str(128)) })
type ConfirmBody = Static<typeof ConfirmBody>

export function registerFaceCheckRoutes(app: FastifyInstance, faces: FaceCheckService, now: () => Date): void {
  const tags = ['certification']
  app.post<{ Body: InitiateBody }>(
    '/buyer/buyer/v1/user_certification/face/initiate',
    { schema: { tags, body: InitiateBody } },
    async (r) => ok(await faces.start(requireUser(r).userId, r.merchantId, r.body.platform, now()))
  )
  app.post<{ Body: ConfirmBody }>('/buyer/buyer/v1/user_certification/face/confirm', { schema: { tags, body: ConfirmBody } }, async (r) =>
    ok(
      await faces.confirm(
        requireUser(r).userId,
        r.merchantId,
        r.body.platform,
        (r.body.platform === 'ALIPAY' ? r.body.certifyId : r.body.verifyResult) ?? '',
        now()
      )
    )
  )
}
