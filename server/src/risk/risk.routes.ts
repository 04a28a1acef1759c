/**
 * check_right (calls-errors-limits.md section 7): a logged-in buyer's risk token for a show, in the
 * reply's data.token and its risk-token header; and the gate order creation passes through.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { requireUser } from '../account/auth-hook'
import type { ShowService } from '../browse/show.service'
import type { RiskTokens } from './risk-tokens'

export function registerRiskRoutes(app: FastifyInstance, risk: RiskTokens, shows: ShowService, now: () => Date): void {
  app.get<{ Params: { showId: string }; Querystring: { src?: string } }>(
    '/buyer/buyer/v1/risk_shows/:showId/check_right',
    {
      schema: {
        tags: ['order'],
        params: { type: 'object', required: ['showId'], properties: { showId: { type: 'string', minLength: 1, maxLength: 40 } } },
        querystring: { type: 'object', properties: { src: { type: 'string', maxLength: 20 } } }
      }
    },
    async (r, reply) => {
      const { userId } = requireUser(r)
      // Only for a show of this merchant (NOT_FOUND otherwise).
      await shows.showStatic(r.params.showId, { merchantId: r.merchantId, locale: r.locale, now: now() })
      const token = await risk.riskToken(userId, r.params.showId, now().getTime())
      void reply.header('risk-token', token)
      return ok({ token })
    }
  )
}

/** Order creation needs the buyer's risk token for the show and a passId from the public show data. */
export async function requireBuyingProofs(r: FastifyRequest, risk: RiskTokens, showId: string | undefined, nowMs: number): Promise<void> {
  const header = (name: string) => {
    const v = r.headers[name]
    return typeof v === 'string' ? v : undefined
  }
  const { userId } = requireUser(r)
  const risky = !showId || !(await risk.riskTokenHolds(header('risk-token'), userId, showId, nowMs))
  if (risky || !(await risk.passIdHolds(header('pass-id'), r.merchantId, nowMs))) throw new AppError('RISK_CHECK_FAILED')
}
