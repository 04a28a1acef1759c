/** Attendee routes: /buyer/v1/user_audiences (list with the spec's filters, add, edit, delete). */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { AUDIENCE_MAX, ID_TYPES } from '../../../types/rules/account-rules'
import type { AudienceService } from './audience.service'
import type { AudienceInput } from '../../../types/api/user'

const audienceBody = {
  type: 'object',
  required: ['name', 'idType', 'idNo'],
  properties: {
    name: { type: 'string', maxLength: 60 },
    idType: { type: 'string', enum: [...ID_TYPES] },
    idNo: { type: 'string', maxLength: 30 },
    countryCode: { type: 'string', maxLength: 6 },
    cellphone: { type: 'string', maxLength: 20 }
  }
} as const
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } } as const

export function registerAudienceRoutes(app: FastifyInstance, audiences: AudienceService, now: () => Date): void {
  const tags = ['audience']
  app.get<{ Querystring: { offset: number; length: number; showId?: string; idTypes?: string; bizCode?: string; seatPlanIds?: string } }>(
    '/buyer/buyer/v1/user_audiences/list',
    {
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: {
            offset: { type: 'integer', minimum: 0, default: 0 },
            length: { type: 'integer', minimum: 1, maximum: AUDIENCE_MAX, default: AUDIENCE_MAX },
            showId: { type: 'string', maxLength: 40 },
            idTypes: { type: 'string', maxLength: 100 },
            bizCode: { type: 'string', maxLength: 40 },
            // The plans being bought, whose own age limits apply with the show's.
            seatPlanIds: { type: 'string', maxLength: 400 }
          }
        }
      }
    },
    async (r) => ok(await audiences.list(requireUser(r).userId, { ...r.query, merchantId: r.merchantId, now: now() }))
  )
  app.post<{ Body: AudienceInput }>('/buyer/buyer/v1/user_audiences', { schema: { tags, body: audienceBody } }, async (r) =>
    ok(await audiences.create(requireUser(r).userId, r.body, now()))
  )
  app.put<{ Params: { id: string }; Body: AudienceInput }>('/buyer/buyer/v1/user_audiences/:id', { schema: { tags, params: idParams, body: audienceBody } }, async (r) =>
    ok(await audiences.update(requireUser(r).userId, r.params.id, r.body))
  )
  app.delete<{ Params: { id: string } }>('/buyer/buyer/v1/user_audiences/:id', { schema: { tags, params: idParams } }, async (r) => {
    await audiences.remove(requireUser(r).userId, r.params.id)
    return ok(true)
  })
}
