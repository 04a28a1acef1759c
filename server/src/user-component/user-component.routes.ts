/** user_component: a visitor's (every component null) and the logged-in buyer's (types/api/show-calls.ts). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { SHOW_CALL_PATHS, USER_COMPONENTS_MAX } from '../../../types/api/show-calls'
import type { UserComponentService } from './user-component.service'

// Not closed to other properties: the app's request layer adds its common params (src, ver, merchantId ...) to every body.
const Body = Type.Object({ componentIds: Type.Array(Str(40, { minLength: 1 }), { maxItems: USER_COMPONENTS_MAX }) })
type Body = Static<typeof Body>

export function registerUserComponentRoutes(app: FastifyInstance, components: UserComponentService, now: () => Date): void {
  const schema = { tags: ['home'], body: Body }
  app.post<{ Body: Body }>(SHOW_CALL_PATHS.userComponentVisitor, { schema }, async (r) =>
    ok(await components.components(r.body.componentIds, { merchantId: r.merchantId, userId: null, locale: r.locale, now: now() }))
  )
  app.post<{ Body: Body }>(SHOW_CALL_PATHS.userComponent, { schema }, async (r, reply) => {
    void reply.header('cache-control', 'no-store')
    const { userId } = requireUser(r)
    return ok(await components.components(r.body.componentIds, { merchantId: r.merchantId, userId, locale: r.locale, now: now() }))
  })
}
