/** Sales and the dashboard: orders, one order, close, CSV, money needing attention, figures (owner, finance). Thin. */
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { DateOnly, Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { SALES_ORDER_STATUSES, type SalesOrderStatus } from '../../../types/api/sales-admin'
import type { SalesService } from './sales-admin.service'
import type { DashboardService } from './dashboard-admin.service'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import { csvHeader } from './sales-csv-header'
import { sendCsv } from '../staff/csv-reply'
import { localDate } from '../../../types/rules/merchant-time'

const Filters = {
  showId: Type.Optional(Id),
  sessionId: Type.Optional(Id),
  state: Type.Optional(OneOf(['UNPAID', 'PAID', 'CLOSED'] as const)),
  status: Type.Optional(OneOf(Object.keys(SALES_ORDER_STATUSES) as SalesOrderStatus[])),
  placedFrom: Type.Optional(DateOnly()),
  placedTo: Type.Optional(DateOnly()),
  phone: Type.Optional(Str(20)),
  orderId: Type.Optional(Str(60)),
  /** One search box: an order number, a phone (full or its last 4), or part of a show's name. */
  q: Type.Optional(Str(60))
}
const OrdersQuery = Type.Object({ ...Filters, page: Type.Optional(Int(1, 100_000)), pageSize: Type.Optional(Int(1, 100)) })
type OrdersQuery = Static<typeof OrdersQuery>
const CsvQuery = Type.Object(Filters)
type CsvQuery = Static<typeof CsvQuery>
const OrderParams = Type.Object({ id: Id })
type OrderParams = Static<typeof OrderParams>
const TicketParams = Type.Object({ id: Id, ticketId: Id })
type TicketParams = Static<typeof TicketParams>
const PaymentParams = Type.Object({ paymentId: Id })
type PaymentParams = Static<typeof PaymentParams>
const RefundParams = Type.Object({ refundId: Id })
type RefundParams = Static<typeof RefundParams>
const ActionBody = Type.Object({ action: OneOf(['REVIEWED'] as const), note: Str(500) }, { additionalProperties: false })
type ActionBody = Static<typeof ActionBody>
const DashboardQuery = Type.Object({ from: Type.Optional(DateOnly()), to: Type.Optional(DateOnly()) })
type DashboardQuery = Static<typeof DashboardQuery>

export function registerSalesRoutes(
  app: FastifyInstance,
  deps: {
    sales: SalesService
    dashboard: DashboardService
    sessions: StaffSessionService
    now: () => Date
    /** The merchant's zone: the export's file is named for its day there. */
    timeZoneOf: (merchantId: string) => Promise<string>
  }
): void {
  const tags = ['admin']
  const orders = allow(deps.sessions, deps.now, ...AREA_ROLES.orders)
  const payments = allow(deps.sessions, deps.now, ...AREA_ROLES.payments)
  const reports = allow(deps.sessions, deps.now, ...AREA_ROLES.reports)
  const { sales, now } = deps

  app.get<{ Querystring: OrdersQuery }>('/sales/orders', { schema: { tags, querystring: OrdersQuery }, preHandler: orders }, async (r) =>
    ok(await sales.list(requireStaff(r).merchant_id, r.query, r.locale, now()))
  )
  app.get<{ Querystring: CsvQuery }>(
    '/sales/orders.csv',
    { schema: { tags, querystring: CsvQuery }, preHandler: orders },
    async (r, reply) => {
      const at = now()
      const merchantId = requireStaff(r).merchant_id
      const lines = sales.csv(merchantId, r.query, r.locale, at, csvHeader(r.locale))
      return sendCsv(reply, `orders-${localDate(at, await deps.timeZoneOf(merchantId))}.csv`, Readable.from(lines))
    }
  )
  app.get<{ Params: OrderParams }>('/sales/orders/:id', { schema: { tags, params: OrderParams }, preHandler: orders }, async (r) =>
    ok(await sales.detail(requireStaff(r).merchant_id, r.params.id, r.locale, now()))
  )
  app.post<{ Params: OrderParams }>('/sales/orders/:id/close', { schema: { tags, params: OrderParams }, preHandler: orders }, async (r) => {
    const me = requireStaff(r)
    return ok(await sales.close(me.merchant_id, me.id, r.params.id, r.locale, now()))
  })
  app.post<{ Params: TicketParams }>(
    '/sales/orders/:id/tickets/:ticketId/reissue',
    { schema: { tags, params: TicketParams }, preHandler: orders },
    async (r) => {
      const me = requireStaff(r)
      return ok(await sales.reissueCode(me.merchant_id, me.id, r.params.id, r.params.ticketId, r.locale, now()))
    }
  )
  app.get('/sales/attention', { schema: { tags }, preHandler: payments }, async (r) =>
    ok(await sales.attention(requireStaff(r).merchant_id, now()))
  )
  app.post<{ Params: PaymentParams; Body: ActionBody }>(
    '/sales/attention/:paymentId/actions',
    { schema: { tags, params: PaymentParams, body: ActionBody }, preHandler: payments },
    async (r) => {
      const me = requireStaff(r)
      return ok(await sales.act(me.merchant_id, me.id, r.params.paymentId, r.body, now()))
    }
  )
  app.post<{ Params: RefundParams }>(
    '/sales/attention/refunds/:refundId/retry',
    { schema: { tags, params: RefundParams }, preHandler: payments },
    async (r) => {
      const me = requireStaff(r)
      return ok(await sales.retryRefund(me.merchant_id, me.id, r.params.refundId, now()))
    }
  )
  app.get<{ Querystring: DashboardQuery }>(
    '/sales/dashboard',
    { schema: { tags, querystring: DashboardQuery }, preHandler: reports },
    async (r) => ok(await deps.dashboard.figures(requireStaff(r).merchant_id, r.query, r.locale, now()))
  )
}
