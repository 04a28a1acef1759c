/**
 * The console's login channels (types/api/user-calls.ts ADMIN_LOGIN_CHANNEL_PATHS): secrets, so the owner's
 * alone (as the wallet's signing keys). Writes need the CSRF header and are audited. Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { ADMIN_LOGIN_CHANNEL_PATHS, LOGIN_CHANNELS } from '../../../types/api/user-calls'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { LoginChannelAdminService } from './login-channel-admin.service'

const ChannelParams = Type.Object({ channel: OneOf(LOGIN_CHANNELS) })
type ChannelParams = Static<typeof ChannelParams>
const ChannelBody = Type.Object(
  { enabled: Type.Boolean(), clientKey: Type.Optional(Str(64)), secret: Type.Optional(Str(200)) },
  { additionalProperties: false }
)
type ChannelBody = Static<typeof ChannelBody>

export function registerLoginChannelAdminRoutes(
  admin: FastifyInstance,
  deps: { channels: LoginChannelAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const owner = allow(deps.sessions, deps.now, 'owner')
  const { channels, now } = deps
  admin.get(ADMIN_LOGIN_CHANNEL_PATHS.list, { schema: { tags }, preHandler: owner }, async (r) =>
    ok(await channels.list(requireStaff(r).merchant_id))
  )
  admin.put<{ Params: ChannelParams; Body: ChannelBody }>(
    ADMIN_LOGIN_CHANNEL_PATHS.one,
    { schema: { tags, params: ChannelParams, body: ChannelBody }, preHandler: owner },
    async (r) => {
      const me = requireStaff(r)
      return ok(await channels.set(me.merchant_id, me.id, r.params.channel, r.body, now()))
    }
  )
  admin.delete<{ Params: ChannelParams }>(
    ADMIN_LOGIN_CHANNEL_PATHS.one,
    { schema: { tags, params: ChannelParams }, preHandler: owner },
    async (r) => {
      const me = requireStaff(r)
      return ok(await channels.remove(me.merchant_id, me.id, r.params.channel, now()))
    }
  )
}
