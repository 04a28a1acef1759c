/**
 * check_right (calls-errors-limits.md section 7): a logged-in buyer's risk token for a show, in the
 * reply's data.token and its risk-token header. Order creation checks it (risk/buying-proofs.ts). Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { RiskTokens } from './risk-tokens'

const CheckRightParams = Type.Object({ showId: Str(40, { minLength: 1 }) })
type CheckRightParams = Static<typeof CheckRightParams>
const CheckRightQuery = Type.Object({ src: Type.Optional(Str(20)) })
type CheckRightQuery = Static<typeof CheckRightQuery>

export function registerRiskRoutes(
  app: FastifyInstance,
  risk: RiskTokens,
  /** Refuses a show not of this merchant (SHOW_NOT_FOUND) or one this buyer may not buy (a white-tagged show). */
  requireBuyable: (merchantId: string, showId: string, userId: string) => Promise<void>,
  now: () => Date
): void {
  app.get<{ Params: CheckRightParams; Querystring: CheckRightQuery }>(
    '/buyer/buyer/v1/risk_shows/:showId/check_right',
    { schema: { tags: ['order'], params: CheckRightParams, querystring: CheckRightQuery } },
    async (r, reply) => {
      const { userId } = requireUser(r)
      // Only for a show of this merchant (SHOW_NOT_FOUND otherwise) that the buyer may buy (WHITE_TAG_REQUIRED).
      await requireBuyable(r.merchantId, r.params.showId, userId)
      const token = await risk.riskToken(userId, r.params.showId, now().getTime())
      void reply.header('risk-token', token)
      return ok({ token })
    }
  )
}
