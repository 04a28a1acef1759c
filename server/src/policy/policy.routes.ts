/** get_all_default_policy (calls-errors-limits.md section 7): the merchant's default policies, for anyone. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { SHOW_CALL_PATHS } from '../../../types/api/show-calls'
import type { PolicyService } from './policy.service'

export function registerPolicyRoutes(app: FastifyInstance, policies: PolicyService): void {
  app.get(SHOW_CALL_PATHS.defaultPolicies, { schema: { tags: ['show'] } }, async (r) => ok(await policies.defaults(r.merchantId, r.locale)))
}
