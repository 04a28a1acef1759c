/**
 * The catalogue's inputs (types/api/catalogue-admin.ts), checked whole by the service so that a bad field is a
 * CATALOGUE_INVALID envelope naming it as a JSON path (never Fastify's generic 400 or a 500).
 */
import Ajv from 'ajv'
import { Type, type TSchema, type Static } from '@sinclair/typebox'
import { AppError } from '../http/app-error'
import { Int, Fen, Str, OneOf } from '../http/schema'
import { SHOW_LISTINGS, REBOOK_HOURS_MAX } from '../../../types/api/catalogue-admin'
import { TRANSFER_HOURS_MAX } from '../../../types/api/transfer'

const Text = (max: number) => Str(max, { minLength: 1 })
// zh-CN is the merchant's own text; a translation may be left out or blank, and buyers of that language then
// read the zh-CN text (textIn). Ajv fills a missing one with its default, '', so the checked value (and what is
// stored) has the three keys its static type promises.
export const CatalogueTextsSchema = (max: number) => {
  const translation = Str(max, { default: '' })
  const schema = Type.Object({ 'zh-CN': Text(max), 'zh-MO': translation, 'en-US': translation }, { additionalProperties: false })
  return Object.assign(schema, { required: ['zh-CN'] })
}
const IsoTime = Str(40, { pattern: '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d' })
const Age = Type.Union([Int(1, 99), Type.Null()])

export const VenueSchema = Type.Object(
  {
    cityId: Str(60, { minLength: 1 }),
    name: CatalogueTextsSchema(80),
    address: CatalogueTextsSchema(200),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    // Case and spaces are forgiven here; the service stores the code through normaliseSiteCode.
    siteCode: Type.Optional(Type.Union([Str(40), Type.Null()]))
  },
  { additionalProperties: false }
)
export const HallSchema = Type.Object({ name: CatalogueTextsSchema(80), capacity: Int(0, 200_000) }, { additionalProperties: false })
export const ShowSchema = Type.Object(
  {
    categoryCode: Str(60, { minLength: 1 }),
    venueId: Str(60, { minLength: 1 }),
    name: CatalogueTextsSchema(120),
    description: CatalogueTextsSchema(5000),
    tags: Type.Array(CatalogueTextsSchema(20), { maxItems: 6 }),
    realName: Type.Boolean(),
    minAge: Age,
    limitPerOrder: Int(1, 20),
    limitPerAccount: Int(0, 100),
    saleTime: Type.Union([IsoTime, Type.Null()]),
    hot: Type.Boolean(),
    listing: OneOf(SHOW_LISTINGS),
    seatPicking: Type.Optional(Type.Boolean())
  },
  { additionalProperties: false }
)
// Ticket transfer settings (types/api/transfer.ts ShowTransferSettings).
export const TransferSettingsSchema = Type.Object(
  { enabled: Type.Boolean(), deadlineHours: Int(0, TRANSFER_HOURS_MAX), identityLimitHours: Int(0, TRANSFER_HOURS_MAX) },
  { additionalProperties: false }
)
// Rebooking settings (AdminShow.rebook): checked like transfer's, not by hand.
export const RebookSettingsSchema = Type.Object(
  { supported: Type.Boolean(), hoursBefore: Int(0, REBOOK_HOURS_MAX) },
  { additionalProperties: false }
)
export const SessionSchema = Type.Object(
  { start: IsoTime, end: Type.Union([IsoTime, Type.Null()]), hallId: Type.Union([Str(60, { minLength: 1 }), Type.Null()]) },
  { additionalProperties: false }
)
export const TierSchema = Type.Object(
  { name: CatalogueTextsSchema(40), priceFen: Fen, capacity: Int(0, 1_000_000), minAge: Age },
  { additionalProperties: false }
)
export const TierUpdateSchema = Type.Partial(TierSchema, { additionalProperties: false })

const ajv = new Ajv({ strict: false, allErrors: false, useDefaults: true })
const compiled = new Map<TSchema, ReturnType<typeof ajv.compile>>()

/** The value as the schema's type, or CATALOGUE_INVALID (the goods editor's: GOODS_INVALID) naming the first bad field. */
export function checked<S extends TSchema>(
  schema: S,
  value: unknown,
  code: 'CATALOGUE_INVALID' | 'GOODS_INVALID' = 'CATALOGUE_INVALID'
): Static<S> {
  let check = compiled.get(schema)
  if (!check) compiled.set(schema, (check = ajv.compile(schema)))
  if (!check(value)) {
    const first = check.errors?.[0]
    const extra = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty
    throw new AppError(code, {
      detail: `${first?.instancePath || '/'}${extra ? `/${extra}` : ''} ${first?.message ?? ''}`.trim()
    })
  }
  return value as Static<S>
}

/** A time field that parses, else CATALOGUE_INVALID naming it. */
export function timeOf(field: string, iso: string): Date {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) throw new AppError('CATALOGUE_INVALID', { detail: `/${field} is not a time` })
  return at
}
