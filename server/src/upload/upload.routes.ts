/** Upload routes: the signature call (GET or POST) and the local provider's upload host. Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { requireUser } from '../account/auth-hook'
import { OneOf, Type, type Static } from '../http/schema'
import { UPLOAD_RULES, type UploadType } from './upload-policy'
import { UPLOAD_PATH, type UploadService } from './upload.service'

const UPLOAD_TYPES = Object.keys(UPLOAD_RULES) as UploadType[]
const SignatureInput = Type.Object({ uploadType: Type.Optional(OneOf(UPLOAD_TYPES, { default: 'AVATAR' })) })
type SignatureInput = Static<typeof SignatureInput>

export async function registerUploadRoutes(app: FastifyInstance, uploads: UploadService, now: () => Date): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_RULES.AVATAR.maxBytes, files: 1, fields: 10 } })
  const tags = ['upload']
  const sign = async (r: FastifyRequest, input: SignatureInput) =>
    ok(await uploads.signature(input.uploadType ?? 'AVATAR', requireUser(r).userId, r.merchantId, now()))

  app.get<{ Querystring: SignatureInput }>('/user/buyer/v1/upload/signature', { schema: { tags, querystring: SignatureInput } }, (r) =>
    sign(r, r.query)
  )
  app.post<{ Body: SignatureInput }>('/user/buyer/v1/upload/signature', { schema: { tags, body: SignatureInput } }, (r) =>
    sign(r, r.body ?? {})
  )

  // The form fields (key, policy, signature) come before the file, as the object stores require.
  app.post(UPLOAD_PATH, { schema: { tags, consumes: ['multipart/form-data'] } }, async (r) => {
    if (!r.isMultipart()) throw new AppError('UPLOAD_INVALID')
    const fields: Record<string, string> = {}
    let body: Buffer | undefined
    for await (const part of r.parts()) {
      if (part.type === 'file') {
        // Over the size limit the plugin throws (413); either way the buyer hears "upload failed".
        body = await part.toBuffer().catch(() => {
          throw new AppError('UPLOAD_INVALID')
        })
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
    if (!body || !fields.key || !fields.policy || !fields.signature) throw new AppError('UPLOAD_INVALID')
    return ok(
      await uploads.store({ key: fields.key, policy: fields.policy, signature: fields.signature, body, merchantId: r.merchantId }, now())
    )
  })

  app.get<{ Params: { '*': string } }>(`${UPLOAD_PATH}/*`, { schema: { hide: true } }, async (r, reply) => {
    const file = await uploads.read(r.params['*'])
    if (!file) throw new AppError('NOT_FOUND')
    // A key is never written twice, so the file never changes.
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body)
  })
}
