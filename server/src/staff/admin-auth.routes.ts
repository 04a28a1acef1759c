/** The console's session calls: CSRF token, log in and out, who am I, own password and TOTP. Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { textIn } from '../http/texts'
import { sha256 } from '../account/token-codec'
import { STAFF_COOKIE, type MeReply } from '../../../types/api/staff'
import type { StaffSessionService } from './staff-session.service'
import type { StaffRow, StaffService } from './staff.service'
import { presentStaff } from './staff.presenter'
import { allow, ANY_ROLE, requireStaff, staffCookieOptions, staffToken } from './staff-auth'
import { STAFF_SESSION_MS } from './staff-session.service'

const LoginBody = Type.Object(
  {
    email: Str(200, { minLength: 3 }),
    password: Str(200, { minLength: 1 }),
    totpCode: Type.Optional(Str(10)),
    merchantId: Type.Optional(Str(60, { minLength: 1 }))
  },
  { additionalProperties: false }
)
type LoginBody = Static<typeof LoginBody>
const PasswordBody = Type.Object(
  { currentPassword: Str(200, { minLength: 1 }), newPassword: Str(200, { minLength: 1 }) },
  { additionalProperties: false }
)
type PasswordBody = Static<typeof PasswordBody>
const CodeBody = Type.Object({ code: Str(10, { minLength: 1 }) }, { additionalProperties: false })
type CodeBody = Static<typeof CodeBody>

export interface AdminAuthDeps {
  sessions: StaffSessionService
  staff: StaffService
  now: () => Date
  production: boolean
  cookiePath: string
  /** The merchant's zone: the console enters and shows times in it, whatever the browser's zone. */
  timeZoneOf: (merchantId: string) => Promise<string>
}

export function registerAdminAuthRoutes(app: FastifyInstance, deps: AdminAuthDeps): void {
  const tags = ['admin']
  const { sessions, now } = deps
  const me = async (request: FastifyRequest, staff: StaffRow): Promise<MeReply> => ({
    staff: presentStaff(staff),
    role: staff.role,
    merchant: {
      id: staff.merchant_id,
      name: textIn(await deps.staff.merchantName(staff.merchant_id), request.locale),
      timeZone: await deps.timeZoneOf(staff.merchant_id)
    },
    mustChangePassword: staff.must_change_password
  })
  const anyone = allow(sessions, now, ...ANY_ROLE)

  app.get('/csrf', { schema: { tags } }, async (_request, reply) => ok({ token: reply.generateCsrf() }))

  app.post<{ Body: LoginBody }>('/session', { schema: { tags, body: LoginBody } }, async (request, reply) => {
    const { token, staff } = await sessions.login(request.body, now())
    reply.setCookie(STAFF_COOKIE, token, { ...staffCookieOptions(deps.production, deps.cookiePath), maxAge: STAFF_SESSION_MS / 1000 })
    return ok(await me(request, staff))
  })

  app.delete('/session', { schema: { tags } }, async (request, reply) => {
    await sessions.logout(staffToken(request))
    reply.clearCookie(STAFF_COOKIE, staffCookieOptions(deps.production, deps.cookiePath))
    return ok(null)
  })

  app.get('/me', { schema: { tags }, preHandler: anyone }, async (request) => ok(await me(request, requireStaff(request))))

  app.post<{ Body: PasswordBody }>('/me/password', { schema: { tags, body: PasswordBody }, preHandler: anyone }, async (request) =>
    ok(
      await me(
        request,
        await deps.staff.changePassword(
          requireStaff(request),
          request.body.currentPassword,
          request.body.newPassword,
          now(),
          tokenHashOf(request)
        )
      )
    )
  )

  app.post('/me/totp', { schema: { tags }, preHandler: anyone }, async (request) => ok(await deps.staff.enrolTotp(requireStaff(request))))
  app.post<{ Body: CodeBody }>('/me/totp/confirm', { schema: { tags, body: CodeBody }, preHandler: anyone }, async (request) =>
    ok(await me(request, await deps.staff.confirmTotp(requireStaff(request), request.body.code, now())))
  )
  app.delete<{ Body: CodeBody }>('/me/totp', { schema: { tags, body: CodeBody }, preHandler: anyone }, async (request) =>
    ok(await me(request, await deps.staff.disableTotp(requireStaff(request), request.body.code, now())))
  )
}

/** The caller's session, as stored (its token's hash). */
function tokenHashOf(request: FastifyRequest): string | undefined {
  const token = staffToken(request)
  return token ? sha256(token) : undefined
}
