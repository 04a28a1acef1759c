/**
 * The console's promotion codes (推广码) and terminal jumps (types/api/promotion-code.ts
 * ADMIN_PROMOTION_CODE_PATHS), for the marketing staff: owner and operator (the storefront area's roles).
 * Writes need the CSRF header and are audited. Thin: promotion-code.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import {
  ADMIN_PROMOTION_CODE_PATHS as P,
  CODE_LABEL_MAX,
  CODE_PARAM_MAX,
  CODE_TARGETS,
  JUMP_KEY_MAX,
  JUMP_PATH_MAX,
  TERMINALS
} from '../../../types/api/promotion-code'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { PromotionCodeService } from './promotion-code.service'

const Param = Type.Union([Str(CODE_PARAM_MAX), Type.Null()])
const CodeBody = Type.Object(
  { label: Str(CODE_LABEL_MAX), target: OneOf(CODE_TARGETS), targetId: Param, channelId: Param, distributorId: Param },
  { additionalProperties: false }
)
type CodeBody = Static<typeof CodeBody>
const IdParams = Type.Object({ id: Str(64, { minLength: 1 }) })
type IdParams = Static<typeof IdParams>
const JumpBody = Type.Object(
  {
    target: Str(JUMP_KEY_MAX, { minLength: 1 }),
    pageName: Str(JUMP_KEY_MAX, { minLength: 1 }),
    terminal: OneOf(TERMINALS),
    appId: Type.Union([Str(40), Type.Null()]),
    path: Type.Union([Str(JUMP_PATH_MAX), Type.Null()]),
    url: Type.Union([Str(JUMP_PATH_MAX), Type.Null()])
  },
  { additionalProperties: false }
)
type JumpBody = Static<typeof JumpBody>
const JumpParams = Type.Object({
  target: Str(JUMP_KEY_MAX, { minLength: 1 }),
  pageName: Str(JUMP_KEY_MAX, { minLength: 1 }),
  terminal: OneOf(TERMINALS)
})
type JumpParams = Static<typeof JumpParams>

export function registerPromotionCodeAdminRoutes(
  admin: FastifyInstance,
  deps: { codes: PromotionCodeService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const marketing = allow(deps.sessions, deps.now, ...AREA_ROLES.storefront)
  const { codes, now } = deps
  admin.get(P.list, { schema: { tags }, preHandler: marketing }, async (r) => ok(await codes.list(requireStaff(r).merchant_id)))
  admin.post<{ Body: CodeBody }>(P.create, { schema: { tags, body: CodeBody }, preHandler: marketing }, async (r) => {
    const me = requireStaff(r)
    return ok(await codes.create(me.merchant_id, me.id, r.body, now()))
  })
  admin.get<{ Params: IdParams }>(P.one, { schema: { tags, params: IdParams }, preHandler: marketing }, async (r) =>
    ok(await codes.one(requireStaff(r).merchant_id, r.params.id))
  )
  for (const [path, disabled] of [
    [P.disable, true],
    [P.enable, false]
  ] as const) {
    admin.post<{ Params: IdParams }>(path, { schema: { tags, params: IdParams }, preHandler: marketing }, async (r) => {
      const me = requireStaff(r)
      return ok(await codes.setDisabled(me.merchant_id, me.id, r.params.id, disabled, now()))
    })
  }
  admin.get(P.jumps, { schema: { tags }, preHandler: marketing }, async (r) => ok(await codes.jumps(requireStaff(r).merchant_id)))
  admin.put<{ Body: JumpBody }>(P.jumps, { schema: { tags, body: JumpBody }, preHandler: marketing }, async (r) => {
    const me = requireStaff(r)
    return ok(await codes.putJump(me.merchant_id, me.id, r.body, now()))
  })
  admin.delete<{ Params: JumpParams }>(P.jump, { schema: { tags, params: JumpParams }, preHandler: marketing }, async (r) => {
    const me = requireStaff(r)
    return ok(await codes.deleteJump(me.merchant_id, me.id, r.params.target, r.params.pageName, r.params.terminal, now()))
  })
}
