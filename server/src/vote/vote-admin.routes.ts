/**
 * The console's vote calls (types/api/vote.ts ADMIN_VOTE_PATHS), for the marketing staff: owner and
 * operator (the catalogue area's roles, as coupons and benefit cards). Writes need the CSRF header and are
 * audited. Thin: vote-admin.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Millis, Str, Type, type Static } from '../http/schema'
import { TranslationsBody } from '../http/translations.schema'
import { AREA_ROLES } from '../../../types/api/staff'
import {
  ADMIN_VOTE_PATHS,
  VOTE_DESCRIPTION_MAX,
  VOTE_OPTIONS_MAX,
  VOTE_OPTION_TEXT_MAX,
  VOTE_PICTURE_URL_MAX,
  VOTE_TITLE_MAX
} from '../../../types/api/vote'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { VoteAdminService } from './vote-admin.service'

const OptionBody = Type.Object(
  {
    optionId: Type.Optional(Id),
    text: Str(VOTE_OPTION_TEXT_MAX),
    textTexts: Type.Optional(TranslationsBody(VOTE_OPTION_TEXT_MAX)),
    pictureUrl: Str(VOTE_PICTURE_URL_MAX)
  },
  { additionalProperties: false }
)
const VoteBody = Type.Object(
  {
    title: Str(VOTE_TITLE_MAX),
    titleTexts: Type.Optional(TranslationsBody(VOTE_TITLE_MAX)),
    description: Str(VOTE_DESCRIPTION_MAX),
    descriptionTexts: Type.Optional(TranslationsBody(VOTE_DESCRIPTION_MAX)),
    options: Type.Array(OptionBody, { maxItems: VOTE_OPTIONS_MAX }),
    deadline: Millis,
    topicId: Type.Union([Str(60), Type.Null()]),
    showId: Type.Union([Str(60), Type.Null()])
  },
  { additionalProperties: false }
)
type VoteBody = Static<typeof VoteBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>

export function registerVoteAdminRoutes(
  admin: FastifyInstance,
  deps: { votes: VoteAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const marketing = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { votes, now } = deps
  admin.get(ADMIN_VOTE_PATHS.list, { schema: { tags }, preHandler: marketing }, async (r) =>
    ok(await votes.list(requireStaff(r).merchant_id, now()))
  )
  admin.post<{ Body: VoteBody }>(ADMIN_VOTE_PATHS.create, { schema: { tags, body: VoteBody }, preHandler: marketing }, async (r) => {
    const me = requireStaff(r)
    return ok(await votes.create(me.merchant_id, me.id, r.body, now()))
  })
  admin.get<{ Params: IdParams }>(ADMIN_VOTE_PATHS.one, { schema: { tags, params: IdParams }, preHandler: marketing }, async (r) =>
    ok(await votes.one(requireStaff(r).merchant_id, r.params.id, now()))
  )
  admin.put<{ Params: IdParams; Body: VoteBody }>(
    ADMIN_VOTE_PATHS.one,
    { schema: { tags, params: IdParams, body: VoteBody }, preHandler: marketing },
    async (r) => {
      const me = requireStaff(r)
      return ok(await votes.update(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.post<{ Params: IdParams }>(ADMIN_VOTE_PATHS.close, { schema: { tags, params: IdParams }, preHandler: marketing }, async (r) => {
    const me = requireStaff(r)
    return ok(await votes.close(me.merchant_id, me.id, r.params.id, now()))
  })
}
