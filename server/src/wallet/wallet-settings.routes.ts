/** The console's wallet pass settings (owner only; ADMIN_WALLET_PATHS under ADMIN_API). Thin; secrets never go back. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import type { Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_WALLET_PATHS } from '../../../types/api/wallet'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { WalletSettingsService } from './wallet-settings.service'
import { AppleWalletSettings, GoogleWalletSettings } from './wallet-settings.schemas'

type AppleBody = Static<typeof AppleWalletSettings>
type GoogleBody = Static<typeof GoogleWalletSettings>

export function registerWalletSettingsRoutes(
  app: FastifyInstance,
  deps: { settings: WalletSettingsService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const preHandler = allow(deps.sessions, deps.now, ...AREA_ROLES.wallet)
  const { settings, now } = deps

  app.get(ADMIN_WALLET_PATHS.settings, { schema: { tags }, preHandler }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await settings.describe(requireStaff(r).merchant_id))
  })
  app.put<{ Body: AppleBody }>(ADMIN_WALLET_PATHS.apple, { schema: { tags, body: AppleWalletSettings }, preHandler }, async (r) => {
    const me = requireStaff(r)
    return ok(await settings.writeApple(me.merchant_id, me.id, r.body, r.locale, now()))
  })
  app.put<{ Body: GoogleBody }>(ADMIN_WALLET_PATHS.google, { schema: { tags, body: GoogleWalletSettings }, preHandler }, async (r) => {
    const me = requireStaff(r)
    return ok(await settings.writeGoogle(me.merchant_id, me.id, r.body, r.locale, now()))
  })
  app.delete(ADMIN_WALLET_PATHS.apple, { schema: { tags }, preHandler }, async (r) => {
    const me = requireStaff(r)
    return ok(await settings.remove(me.merchant_id, me.id, 'APPLE', now()))
  })
  app.delete(ADMIN_WALLET_PATHS.google, { schema: { tags }, preHandler }, async (r) => {
    const me = requireStaff(r)
    return ok(await settings.remove(me.merchant_id, me.id, 'GOOGLE', now()))
  })
}
