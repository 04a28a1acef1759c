/** The gate order creation passes through: the buyer's risk token for the show and a passId from the public show data. */
import type { FastifyRequest } from 'fastify'
import { AppError } from '../http/app-error'
import { requireUser } from '../account/auth-hook'
import type { RiskTokens } from './risk-tokens'

/** RISK_CHECK_FAILED unless both proofs hold for this buyer, show and merchant. */
export async function requireBuyingProofs(r: FastifyRequest, risk: RiskTokens, showId: string | undefined, nowMs: number): Promise<void> {
  const { userId } = requireUser(r)
  const risky = !showId || !(await risk.riskTokenHolds(header(r, 'risk-token'), userId, showId, nowMs))
  if (risky || !(await risk.passIdHolds(header(r, 'pass-id'), r.merchantId, nowMs))) throw new AppError('RISK_CHECK_FAILED')
}

function header(r: FastifyRequest, name: string): string | undefined {
  const v = r.headers[name]
  return typeof v === 'string' ? v : undefined
}
