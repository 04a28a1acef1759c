/** The console's invoices area (owner, finance; ADMIN_INVOICE_PATHS under ADMIN_API). Thin. */
import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_INVOICE_PATHS, INVOICE_NO_FIELD, INVOICE_PDF_FIELD } from '../../../types/api/invoice'
import { INVOICE_PDF_MAX_BYTES, INVOICE_STATES } from '../../../types/rules/invoice-rules'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { InvoiceAdminService } from './invoice-admin.service'

const ListQuery = Type.Object({
  state: Type.Optional(OneOf(INVOICE_STATES)),
  page: Type.Optional(Int(1, 100_000)),
  pageSize: Type.Optional(Int(1, 100))
})
type ListQuery = Static<typeof ListQuery>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
const IssueBody = Type.Union([
  Type.Object({ kind: Type.Literal('LINK'), invoiceNo: Str(100), linkUrl: Str(2000) }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('PAPER'),
      expressCompany: Str(100),
      expressNo: Str(100),
      expressTel: Type.Optional(Str(100)),
      invoiceNo: Type.Optional(Str(100))
    },
    { additionalProperties: false }
  )
])
type IssueBody = Static<typeof IssueBody>
const RejectBody = Type.Object({ reason: Str(1000) }, { additionalProperties: false })
type RejectBody = Static<typeof RejectBody>

export function registerInvoiceAdminRoutes(
  app: FastifyInstance,
  deps: { invoices: InvoiceAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const preHandler = allow(deps.sessions, deps.now, ...AREA_ROLES.invoices)
  const { invoices, now } = deps

  app.get<{ Querystring: ListQuery }>(ADMIN_INVOICE_PATHS.list, { schema: { tags, querystring: ListQuery }, preHandler }, async (r) =>
    ok(await invoices.list(requireStaff(r).merchant_id, r.query.state, r.query.page ?? 1, r.query.pageSize ?? 20, r.locale))
  )
  app.get<{ Params: IdParams }>(ADMIN_INVOICE_PATHS.detail, { schema: { tags, params: IdParams }, preHandler }, async (r) =>
    ok(await invoices.detail(requireStaff(r).merchant_id, r.params.id, r.locale))
  )
  app.post<{ Params: IdParams; Body: IssueBody }>(
    ADMIN_INVOICE_PATHS.issue,
    { schema: { tags, params: IdParams, body: IssueBody }, preHandler },
    async (r) => {
      const me = requireStaff(r)
      return ok(await invoices.issue(me.merchant_id, me.id, r.params.id, r.body, r.locale, now()))
    }
  )
  app.post<{ Params: IdParams; Body: RejectBody }>(
    ADMIN_INVOICE_PATHS.reject,
    { schema: { tags, params: IdParams, body: RejectBody }, preHandler },
    async (r) => {
      const me = requireStaff(r)
      return ok(await invoices.reject(me.merchant_id, me.id, r.params.id, r.body.reason, r.locale, now()))
    }
  )
  app.get<{ Params: IdParams }>(ADMIN_INVOICE_PATHS.pdf, { schema: { tags, params: IdParams }, preHandler }, async (r, reply) => {
    const body = await invoices.pdf(requireStaff(r).merchant_id, r.params.id)
    return reply.type('application/pdf').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(body)
  })
  // The PDF: multipart in a scope of its own, as the poster upload (the buyers' upload host registers the plugin outside the console).
  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart)
    scope.put<{ Params: IdParams }>(
      ADMIN_INVOICE_PATHS.pdf,
      { schema: { tags, params: IdParams, consumes: ['multipart/form-data'] }, preHandler },
      async (r) => {
        const me = requireStaff(r)
        let file: Buffer | undefined
        let invoiceNo = ''
        if (r.isMultipart()) {
          for await (const part of r.parts({ limits: { fileSize: INVOICE_PDF_MAX_BYTES, files: 1, fields: 5 } })) {
            if (part.type === 'file') {
              // Over the limit the plugin throws while reading: "at most 5 MB".
              const body = await part.toBuffer().catch(() => {
                throw new AppError('INVOICE_PDF_TOO_LARGE', { maxMb: INVOICE_PDF_MAX_BYTES / 1024 / 1024 })
              })
              if (part.fieldname === INVOICE_PDF_FIELD) file = body
            } else if (part.fieldname === INVOICE_NO_FIELD && typeof part.value === 'string') {
              invoiceNo = part.value
            }
          }
        }
        return ok(await invoices.issuePdf(me.merchant_id, me.id, r.params.id, file, invoiceNo, r.locale, now()))
      }
    )
  })
}
