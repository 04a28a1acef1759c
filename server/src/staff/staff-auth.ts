/**
 * The console's gate, inside the admin plugin only: the staff cookie names the member (a buyer's
 * access-token is never read here, and the buyer gate never reads this cookie), and each route declares
 * the roles it lets in with `allow(...)` (issue #16: enforced by the API, not just hidden).
 */
import type { FastifyReply, FastifyRequest, RouteOptions, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify'
import { AppError } from '../http/app-error'
import { ADMIN_API, STAFF_COOKIE, type StaffRole } from '../../../types/api/staff'
import type { StaffRow } from './staff.repository'
import type { StaffSessionService } from './staff-session.service'

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffRow | null
  }
}

export function staffCookieOptions(production: boolean, path: string) {
  return { path, httpOnly: true, sameSite: 'strict' as const, secure: production }
}

export function staffToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[STAFF_COOKIE]
}

/** The hooks `allow` made, told apart from a route's other preHandlers by gateBeforeValidation. */
const staffGates = new WeakSet<preHandlerAsyncHookHandler>()

/** preHandler: a live session whose role is one of `roles`, else STAFF_NOT_LOGGED_IN / STAFF_FORBIDDEN (403). */
export function allow(sessions: StaffSessionService, now: () => Date, ...roles: StaffRole[]): preHandlerAsyncHookHandler {
  const gate = async (request: FastifyRequest, _reply: FastifyReply) => {
    request.staff = (await sessions.authenticate(staffToken(request), now())) ?? null
    if (!request.staff) throw new AppError('STAFF_NOT_LOGGED_IN')
    if (!roles.includes(request.staff.role)) throw new AppError('STAFF_FORBIDDEN')
    // A temporary password (a new member, merchant:create's owner) opens nothing but changing it: whoever
    // was shown it (the owner who added the member) cannot go on working as that member.
    if (request.staff.must_change_password && !OPEN_WITH_TEMPORARY_PASSWORD.has(request.routeOptions.url ?? ''))
      throw new AppError('STAFF_PASSWORD_CHANGE_REQUIRED')
  }
  staffGates.add(gate)
  return gate
}

/**
 * onRoute, for the console's routes: a route's staff gate runs before its input is validated, not after
 * (Fastify validates before preHandler). Otherwise a caller with no session, or a role the route refuses,
 * got INVALID_PARAMETER spelling out the fields the route expects instead of 401 / 403.
 */
export function gateBeforeValidation(route: RouteOptions): void {
  const handlers = [route.preHandler ?? []].flat() as preHandlerAsyncHookHandler[]
  const gates = handlers.filter((hook) => staffGates.has(hook))
  if (!gates.length) return
  route.preHandler = handlers.filter((hook) => !staffGates.has(hook))
  // Same signature; the gate reads only the cookie and the route's URL, never the input.
  const validation = [route.preValidation ?? []].flat() as preValidationAsyncHookHandler[]
  route.preValidation = [...(gates as preValidationAsyncHookHandler[]), ...validation]
}

const OPEN_WITH_TEMPORARY_PASSWORD: ReadonlySet<string> = new Set([`${ADMIN_API}/me`, `${ADMIN_API}/me/password`])

export const ANY_ROLE: StaffRole[] = ['owner', 'operator', 'finance', 'door']

export function requireStaff(request: FastifyRequest): StaffRow {
  if (!request.staff) throw new AppError('STAFF_NOT_LOGGED_IN')
  return request.staff
}
