/**
 * The console's subscription-message settings (types/api/subscription-message.ts ADMIN_SUBSCRIPTION_PATHS):
 * per mini-program and kind of message the template id, its keys and page, and what was sent. The
 * marketing staff's (owner, operator: the catalogue area's roles, as coupons and votes). The save needs the
 * CSRF header and is audited. Thin: subscription-message.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import {
  ADMIN_SUBSCRIPTION_PATHS,
  FIELD_KEY_MAX,
  MESSAGE_KINDS,
  MESSAGE_PLATFORMS,
  TEMPLATE_ID_MAX
} from '../../../types/api/subscription-message'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { SubscriptionMessageService } from './subscription-message.service'

const Setting = Type.Object(
  {
    platform: Type.Union(MESSAGE_PLATFORMS.map((p) => Type.Literal(p))),
    kind: Type.Union(MESSAGE_KINDS.map((k) => Type.Literal(k))),
    templateId: Str(TEMPLATE_ID_MAX, { minLength: 1 }),
    fieldKeys: Type.Record(Type.String({ maxLength: 40 }), Str(FIELD_KEY_MAX)),
    page: Str(200),
    enabled: Type.Boolean()
  },
  { additionalProperties: false }
)
const TemplatesBody = Type.Object(
  { settings: Type.Array(Setting, { maxItems: MESSAGE_PLATFORMS.length * MESSAGE_KINDS.length }) },
  { additionalProperties: false }
)
type TemplatesBody = Static<typeof TemplatesBody>

export function registerSubscriptionMessageAdminRoutes(
  admin: FastifyInstance,
  deps: { messages: SubscriptionMessageService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const marketing = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { messages, now } = deps
  admin.get(ADMIN_SUBSCRIPTION_PATHS.templates, { schema: { tags }, preHandler: marketing }, async (r) =>
    ok(await messages.adminTemplates(requireStaff(r).merchant_id))
  )
  admin.put<{ Body: TemplatesBody }>(
    ADMIN_SUBSCRIPTION_PATHS.templates,
    { schema: { tags, body: TemplatesBody }, preHandler: marketing },
    async (r) => {
      const me = requireStaff(r)
      return ok(await messages.saveTemplates(me.merchant_id, me.id, r.body, now()))
    }
  )
}
