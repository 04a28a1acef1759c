/** The app's analytics events, posted in small batches without a login. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS, ANALYTICS_EVENTS_PATH, ANALYTICS_LABEL_MAX } from '../../../types/api/analytics'
import type { AnalyticsService } from './analytics.service'

const Batch = Type.Object(
  {
    events: Type.Array(
      Type.Object({ event: OneOf(ANALYTICS_EVENTS), label: Type.Optional(Str(ANALYTICS_LABEL_MAX)) }, { additionalProperties: false }),
      { minItems: 1, maxItems: ANALYTICS_BATCH_MAX }
    )
  },
  { additionalProperties: false }
)
type Batch = Static<typeof Batch>

export function registerAnalyticsRoutes(app: FastifyInstance, analytics: AnalyticsService, now: () => Date): void {
  app.post<{ Body: Batch }>(ANALYTICS_EVENTS_PATH, { schema: { tags: ['analytics'], body: Batch } }, async (r) =>
    ok(await analytics.record(r.merchantId, r.body.events, now()))
  )
}
