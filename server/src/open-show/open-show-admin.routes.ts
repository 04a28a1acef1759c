/**
 * The console's open-show calls (types/api/open-show.ts ADMIN_OPEN_SHOW_PATHS): shows and their forms,
 * registrations, approvals and the CSV for owner and operator; the entry-code check for owner and door
 * staff, as the ticket door. Writes need the CSRF header and are audited. Thin: open-show-admin.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, Millis, OneOf, Str, Type, type Static } from '../http/schema'
import { TranslationsBody } from '../http/translations.schema'
import { AREA_ROLES } from '../../../types/api/staff'
import {
  ADMIN_OPEN_SHOW_PATHS as P,
  OPEN_SHOW_CAPACITY_MAX,
  OPEN_SHOW_DESCRIPTION_MAX,
  OPEN_SHOW_TEXT_MAX,
  OPEN_SHOW_TITLE_MAX,
  OPEN_SHOW_URL_MAX,
  REJECT_REASON_MAX
} from '../../../types/api/open-show'
import {
  CHOICE_OPTIONS_MAX,
  CHOICE_OPTION_MAX,
  FIELD_KEY_MAX,
  FIELD_LABEL_MAX,
  FORM_FIELDS_MAX,
  REGISTRATION_FIELD_KINDS
} from '../../../types/rules/registration-form'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import { sendCsv } from '../staff/csv-reply'
import type { OpenShowAdminService } from './open-show-admin.service'

const FieldBody = Type.Object(
  {
    key: Str(FIELD_KEY_MAX, { minLength: 1 }),
    kind: OneOf(REGISTRATION_FIELD_KINDS),
    label: Str(FIELD_LABEL_MAX),
    labelTexts: Type.Optional(TranslationsBody(FIELD_LABEL_MAX)),
    required: Type.Boolean(),
    options: Type.Optional(Type.Array(Str(CHOICE_OPTION_MAX), { maxItems: CHOICE_OPTIONS_MAX }))
  },
  { additionalProperties: false }
)
const OpenShowBody = Type.Object(
  {
    title: Str(OPEN_SHOW_TITLE_MAX),
    titleTexts: Type.Optional(TranslationsBody(OPEN_SHOW_TITLE_MAX)),
    description: Str(OPEN_SHOW_DESCRIPTION_MAX),
    descriptionTexts: Type.Optional(TranslationsBody(OPEN_SHOW_DESCRIPTION_MAX)),
    posterUrl: Str(OPEN_SHOW_URL_MAX),
    venueName: Str(OPEN_SHOW_TEXT_MAX),
    venueAddress: Str(OPEN_SHOW_TEXT_MAX),
    startsAt: Millis,
    endsAt: Millis,
    registrationDeadline: Millis,
    capacity: Int(1, OPEN_SHOW_CAPACITY_MAX),
    mode: OneOf(['FREE', 'APPROVAL'] as const),
    form: Type.Array(FieldBody, { maxItems: FORM_FIELDS_MAX })
  },
  { additionalProperties: false }
)
type OpenShowBody = Static<typeof OpenShowBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
const StateQuery = Type.Object({ state: Type.Optional(OneOf(['PENDING', 'CONFIRMED', 'WAITING', 'REJECTED', 'CANCELLED'] as const)) })
type StateQuery = Static<typeof StateQuery>
const RejectBody = Type.Object({ reason: Str(REJECT_REASON_MAX, { minLength: 1 }) }, { additionalProperties: false })
type RejectBody = Static<typeof RejectBody>
const CheckInBody = Type.Object({ code: Str(200, { minLength: 1 }) }, { additionalProperties: false })
type CheckInBody = Static<typeof CheckInBody>

export function registerOpenShowAdminRoutes(
  admin: FastifyInstance,
  deps: { shows: OpenShowAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const staff = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const door = allow(deps.sessions, deps.now, 'owner', 'door')
  const { shows, now } = deps
  admin.get(P.list, { schema: { tags }, preHandler: staff }, async (r) => ok(await shows.list(requireStaff(r).merchant_id, now())))
  admin.post<{ Body: OpenShowBody }>(P.create, { schema: { tags, body: OpenShowBody }, preHandler: staff }, async (r) => {
    const me = requireStaff(r)
    return ok(await shows.create(me.merchant_id, me.id, r.body, now()))
  })
  admin.get<{ Params: IdParams }>(P.one, { schema: { tags, params: IdParams }, preHandler: staff }, async (r) =>
    ok(await shows.one(requireStaff(r).merchant_id, r.params.id, now()))
  )
  admin.put<{ Params: IdParams; Body: OpenShowBody }>(
    P.one,
    { schema: { tags, params: IdParams, body: OpenShowBody }, preHandler: staff },
    async (r) => {
      const me = requireStaff(r)
      return ok(await shows.update(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.get<{ Params: IdParams; Querystring: StateQuery }>(
    P.registrations,
    { schema: { tags, params: IdParams, querystring: StateQuery }, preHandler: staff },
    async (r) => ok(await shows.registrations(requireStaff(r).merchant_id, r.params.id, r.query.state))
  )
  admin.get<{ Params: IdParams }>(P.csv, { schema: { tags, params: IdParams }, preHandler: staff }, async (r, reply) =>
    sendCsv(reply, `open-show-${r.params.id}.csv`, await shows.csv(requireStaff(r).merchant_id, r.params.id))
  )
  admin.post<{ Params: IdParams }>(P.approve, { schema: { tags, params: IdParams }, preHandler: staff }, async (r) => {
    const me = requireStaff(r)
    return ok(await shows.approve(me.merchant_id, me.id, r.params.id, now()))
  })
  admin.post<{ Params: IdParams; Body: RejectBody }>(
    P.reject,
    { schema: { tags, params: IdParams, body: RejectBody }, preHandler: staff },
    async (r) => {
      const me = requireStaff(r)
      return ok(await shows.reject(me.merchant_id, me.id, r.params.id, r.body.reason, now()))
    }
  )
  admin.post<{ Body: CheckInBody }>(P.checkIn, { schema: { tags, body: CheckInBody }, preHandler: door }, async (r) => {
    const me = requireStaff(r)
    return ok(await shows.checkIn(me.merchant_id, me.id, r.body.code, now()))
  })
}
