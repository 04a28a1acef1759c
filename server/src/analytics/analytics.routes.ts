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
  }
  // Not closed: the app's request client adds its common fields (src, ver, merchantId, channelId, appId)
  // to every POST body, as to every other route's; each event is closed instead.
)
type Batch = Static<typeof Batch>

export function registerAnalyticsRoutes(app: FastifyInstance, analytics: AnalyticsService, now: () => Date): void {
  app.post<{ Body: Batch }>(ANALYTICS_EVENTS_PATH, { schema: { tags: ['analytics'], body: Batch } }, async (r) =>
    ok(await analytics.record(r.merchantId, r.body.events, now()))
  )
}
