/** The console's buyer analytics figures (owner, finance: the reports area). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Int, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import { ANALYTICS_DAYS_DEFAULT, ANALYTICS_DAYS_MAX, type AnalyticsService } from './analytics.service'

const CountsQuery = Type.Object({ days: Type.Optional(Int(1, ANALYTICS_DAYS_MAX)) })
type CountsQuery = Static<typeof CountsQuery>

export function registerAnalyticsAdminRoutes(
  app: FastifyInstance,
  deps: { analytics: AnalyticsService; sessions: StaffSessionService; now: () => Date }
): void {
  const reports = allow(deps.sessions, deps.now, ...AREA_ROLES.reports)
  app.get<{ Querystring: CountsQuery }>(
    '/analytics',
    { schema: { tags: ['admin'], querystring: CountsQuery }, preHandler: reports },
    async (r) => ok(await deps.analytics.counts(requireStaff(r).merchant_id, r.query.days ?? ANALYTICS_DAYS_DEFAULT, deps.now()))
  )
}
