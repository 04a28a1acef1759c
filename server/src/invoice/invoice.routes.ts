/** The buyer's invoice calls (types/api/invoice.ts INVOICE_PATHS). Thin: the service checks everything. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, OneOf, Str, Type, type Static } from '../http/schema'
import { INVOICE_PATHS } from '../../../types/api/invoice'
import { INVOICE_CONTENT_TYPES, INVOICE_LIMITS } from '../../../types/rules/invoice-rules'
import type { InvoiceService } from './invoice.service'

// Types and titles are checked by the rule module (a translated INVOICE_INVALID), not by the schema's English.
const Fields = {
  invoiceType: Str(40),
  invoiceTitleType: Str(40),
  invoiceTitle: Str(200),
  taxpayerId: Type.Optional(Str(40)),
  bankName: Type.Optional(Str(INVOICE_LIMITS.bankName * 2)),
  bankAccount: Type.Optional(Str(INVOICE_LIMITS.bankAccount * 2)),
  address: Type.Optional(Str(INVOICE_LIMITS.address * 2)),
  phoneNo: Type.Optional(Str(INVOICE_LIMITS.phoneNo * 2)),
  invoiceContentType: Type.Optional(OneOf(INVOICE_CONTENT_TYPES)),
  deliveryAddressId: Type.Optional(Str(60))
}
const FieldsBody = Type.Object(Fields)
type FieldsBody = Static<typeof FieldsBody>
const ApplyBody = Type.Object({ orderId: Id, ...Fields })
type ApplyBody = Static<typeof ApplyBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
const OrderParams = Type.Object({ orderId: Id })
type OrderParams = Static<typeof OrderParams>
const TokenParams = Type.Object({ token: Str(400, { minLength: 1 }) })
type TokenParams = Static<typeof TokenParams>

export function registerInvoiceRoutes(app: FastifyInstance, invoices: InvoiceService, now: () => Date): void {
  const tags = ['invoice']
  app.post<{ Body: ApplyBody }>(INVOICE_PATHS.apply, { schema: { tags, body: ApplyBody } }, async (r) => {
    const { orderId, ...fields } = r.body
    return ok(await invoices.apply(requireUser(r).userId, orderId, fields, r.locale, now()))
  })
  app.get(INVOICE_PATHS.mine, { schema: { tags } }, async (r) => ok(await invoices.mine(requireUser(r).userId, r.locale)))
  app.get<{ Params: IdParams }>(INVOICE_PATHS.detail, { schema: { tags, params: IdParams } }, async (r) =>
    ok(await invoices.detail(requireUser(r).userId, r.params.id, r.locale))
  )
  app.post<{ Params: IdParams; Body: FieldsBody }>(
    INVOICE_PATHS.reapply,
    { schema: { tags, params: IdParams, body: FieldsBody } },
    async (r) => ok(await invoices.reapply(requireUser(r).userId, r.params.id, r.body, r.locale, now()))
  )
  app.post<{ Params: IdParams }>(INVOICE_PATHS.cancel, { schema: { tags, params: IdParams } }, async (r) =>
    ok(await invoices.cancel(requireUser(r).userId, r.params.id, r.locale, now()))
  )
  app.get<{ Params: IdParams }>(INVOICE_PATHS.download, { schema: { tags, params: IdParams } }, async (r) =>
    ok(await invoices.download(requireUser(r).userId, r.params.id, now()))
  )
  app.get<{ Params: OrderParams }>(INVOICE_PATHS.ofOrder, { schema: { tags, params: OrderParams } }, async (r) =>
    ok(await invoices.ofOrder(requireUser(r).userId, r.params.orderId, r.locale))
  )
  app.get<{ Params: TokenParams }>(INVOICE_PATHS.file, { schema: { tags, params: TokenParams } }, async (r, reply) => {
    const { body, fileName } = await invoices.file(r.params.token, now())
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body)
  })
}
