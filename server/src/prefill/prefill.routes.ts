/**
 * pre_filed_info (calls-errors-limits.md section 7: bizShowSessionId, source, needDetails) and the show's
 * sale-reminder subscribe and query calls (app.ts runs the sweeper that sends due reminders). Thin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import type { PrefillInput } from '../../../types/api/prefill'
import type { PrefillContext, PrefillService } from './prefill.service'

const showParams = { type: 'object', required: ['showId'], properties: { showId: { type: 'string', minLength: 1, maxLength: 40 } } } as const
const idList = { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 60 } } as const

export function registerPrefillRoutes(app: FastifyInstance, prefills: PrefillService, now: () => Date): void {
  const tags = ['prefill']
  const ctx = (r: FastifyRequest): PrefillContext => ({ merchantId: r.merchantId, userId: requireUser(r).userId, locale: r.locale, now: now() })

  app.get<{ Params: { showId: string }; Querystring: { bizShowSessionId?: string; source?: string; needDetails?: boolean } }>(
    '/show/buyer/v1/pre_filed_info/:showId',
    {
      schema: {
        tags,
        params: showParams,
        querystring: { type: 'object', properties: { bizShowSessionId: { type: 'string', maxLength: 60 }, source: { type: 'string', maxLength: 40 }, needDetails: { type: 'boolean' } } }
      }
    },
    async (r) => ok(await prefills.get(r.params.showId, r.query.needDetails === true, ctx(r)))
  )

  app.post<{ Params: { showId: string }; Body: PrefillInput }>(
    '/show/buyer/v1/pre_filed_info/:showId',
    {
      schema: {
        tags,
        params: showParams,
        body: {
          type: 'object',
          required: ['bizShowSessionIds', 'seatPlanIds', 'ticketCount', 'purchaserName', 'purchaserCellphone', 'remindMethod'],
          properties: {
            bizShowSessionIds: idList,
            seatPlanIds: idList,
            ticketCount: { type: 'integer' },
            purchaserName: { type: 'string', maxLength: 60 },
            purchaserCellphone: { type: 'string', maxLength: 20 },
            audienceIds: idList,
            addressId: { type: 'string', maxLength: 60 },
            remindMethod: { type: 'string', enum: ['NONE', 'SMS'] },
            remindMinutes: { type: 'integer' }
          }
        }
      }
    },
    async (r) => ok(await prefills.save(r.params.showId, r.body, ctx(r)))
  )

  app.get<{ Params: { showId: string }; Querystring: { remindType?: string; subscribeTargetType?: string; showSessionId?: string; minutesAhead?: number } }>(
    '/show/buyer/v1/shows/:showId/subscribe',
    {
      schema: {
        tags,
        params: showParams,
        querystring: {
          type: 'object',
          properties: {
            remindType: { type: 'string', enum: ['SALE_START', 'CANCEL'] },
            subscribeTargetType: { type: 'string', enum: ['SHOW', 'SESSION'] },
            showSessionId: { type: 'string', maxLength: 60 },
            minutesAhead: { type: 'integer' }
          }
        }
      }
    },
    async (r) => ok(await prefills.subscribe(r.params.showId, r.query.minutesAhead, r.query.remindType === 'CANCEL', ctx(r)))
  )

  app.post<{ Params: { showId: string } }>('/show/buyer/v1/shows/:showId/subscribe_notification/query', { schema: { tags, params: showParams } }, async (r) =>
    ok(await prefills.reminder(r.params.showId, ctx(r)))
  )
}
