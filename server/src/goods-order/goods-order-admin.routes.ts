/**
 * The console's goods orders (/admin-api/v1/goods-orders): the list with its filters, the CSV (the pick
 * list), one order, mark shipped, refund by line. Fulfilment (read, ship) is the owner's, the operator's
 * and finance's, as paper-ticket shipping is; a refund is money, the refunds roles'. Every write passes
 * the plugin's CSRF check and is audited in its transaction (goods-order-admin.service.ts). Thin.
 */
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { DateOnly, Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import { sendCsv } from '../staff/csv-reply'
import { CSV_BOM } from '../staff/csv'
import { localDate } from '../../../types/rules/merchant-time'
import type { GoodsOrderAdminList } from '../../../types/api/goods-order'
import type { GoodsOrderAdminService } from './goods-order-admin.service'
import { goodsCsvHeader, goodsCsvLine, presentAdminGoodsOrder } from './goods-order-admin.presenter'
import { presentGoodsOrder } from './goods-order.presenter'
import { GOODS_LINES_MAX, GOODS_QTY_MAX } from './goods-line-source'

const Filters = {
  state: Type.Optional(OneOf(['UNPAID', 'PAID', 'SHIPPED', 'CLOSED', 'REFUNDED'] as const)),
  keyword: Type.Optional(Str(60)),
  placedFrom: Type.Optional(DateOnly()),
  placedTo: Type.Optional(DateOnly())
}
const ListQuery = Type.Object({ ...Filters, offset: Int(0, 100_000, { default: 0 }), length: Int(1, 100, { default: 20 }) })
type ListQuery = Static<typeof ListQuery>
const CsvQuery = Type.Object(Filters)
type CsvQuery = Static<typeof CsvQuery>
const OrderParams = Type.Object({ id: Id })
const VoucherBody = Type.Object({ code: Str(40, { minLength: 1 }) }, { additionalProperties: false })
type VoucherBody = Static<typeof VoucherBody>
type OrderParams = Static<typeof OrderParams>
const ShipBody = Type.Object({ carrier: Str(20), trackingNo: Str(60) }, { additionalProperties: false })
type ShipBody = Static<typeof ShipBody>
const RefundBody = Type.Object(
  { lines: Type.Array(Type.Object({ skuId: Id, qty: Int(1, GOODS_QTY_MAX) }), { minItems: 1, maxItems: GOODS_LINES_MAX }) },
  { additionalProperties: false }
)
type RefundBody = Static<typeof RefundBody>

export function registerGoodsOrderAdminRoutes(
  app: FastifyInstance,
  deps: {
    goods: GoodsOrderAdminService
    sessions: StaffSessionService
    now: () => Date
    timeZoneOf: (merchantId: string) => Promise<string>
  }
): void {
  const tags = ['admin']
  const fulfil = allow(deps.sessions, deps.now, ...AREA_ROLES.goodsOrders)
  const refunds = allow(deps.sessions, deps.now, ...AREA_ROLES.refunds)
  const door = allow(deps.sessions, deps.now, ...AREA_ROLES.door)
  const { goods, now } = deps
  app.get<{ Querystring: ListQuery }>('/goods-orders', { schema: { tags, querystring: ListQuery }, preHandler: fulfil }, async (r) => {
    const merchantId = requireStaff(r).merchant_id
    const page = await goods.list(merchantId, await goods.filterOf(merchantId, r.query), r.query.offset, r.query.length)
    const reply: GoodsOrderAdminList = {
      items: page.rows.map((o) => presentAdminGoodsOrder(o, page.lines, r.locale, now(), page.stubTickets)),
      total: page.total
    }
    return ok(reply)
  })

  app.get<{ Querystring: CsvQuery }>(
    '/goods-orders.csv',
    { schema: { tags, querystring: CsvQuery }, preHandler: fulfil },
    async (r, reply) => {
      const at = now()
      const merchantId = requireStaff(r).merchant_id
      const filter = await goods.filterOf(merchantId, r.query)
      const zone = await deps.timeZoneOf(merchantId)
      async function* lines() {
        yield CSV_BOM + goodsCsvHeader(r.locale)
        for await (const page of goods.batches(merchantId, filter))
          for (const o of page.rows)
            yield goodsCsvLine(presentAdminGoodsOrder(o, page.lines, r.locale, at, page.stubTickets), r.locale, zone)
      }
      return sendCsv(reply, `goods-orders-${localDate(at, zone)}.csv`, Readable.from(lines()))
    }
  )

  // At the door, as a ticket's code is checked in (door-admin.routes.ts): owner and door staff.
  app.post<{ Body: VoucherBody }>(
    '/goods-orders/vouchers/check-in',
    { schema: { tags, body: VoucherBody }, preHandler: door },
    async (r) => {
      const me = requireStaff(r)
      return ok(await goods.checkInVoucher({ merchantId: me.merchant_id, staffId: me.id }, r.body.code, r.locale, now()))
    }
  )

  app.get<{ Params: OrderParams }>('/goods-orders/:id', { schema: { tags, params: OrderParams }, preHandler: fulfil }, async (r) =>
    ok(presentGoodsOrder(await goods.detail(requireStaff(r).merchant_id, r.params.id), r.locale, now()))
  )

  app.post<{ Params: OrderParams; Body: ShipBody }>(
    '/goods-orders/:id/ship',
    { schema: { tags, params: OrderParams, body: ShipBody }, preHandler: fulfil },
    async (r) => {
      const me = requireStaff(r)
      await goods.ship({ merchantId: me.merchant_id, staffId: me.id }, r.params.id, r.body.carrier, r.body.trackingNo, now())
      return ok(presentGoodsOrder(await goods.detail(me.merchant_id, r.params.id), r.locale, now()))
    }
  )

  app.post<{ Params: OrderParams; Body: RefundBody }>(
    '/goods-orders/:id/refund',
    { schema: { tags, params: OrderParams, body: RefundBody }, preHandler: refunds },
    async (r) => {
      const me = requireStaff(r)
      await goods.refund({ merchantId: me.merchant_id, staffId: me.id }, r.params.id, r.body.lines, now())
      return ok(presentGoodsOrder(await goods.detail(me.merchant_id, r.params.id), r.locale, now()))
    }
  )
}
