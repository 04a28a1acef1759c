/**
 * The voucher calls under the paths the app's request layer caches for fallback (calls-errors-limits.md
 * section 7: buyer/cyy/v1/voucher/page_list, voucher/detail, order/voucher/created, voucher/ticket_code)
 * and the ticket's calendar file. Buyer login on every one; thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { VoucherService } from './voucher.service'
import { VOUCHER_PAGE_DEFAULT, VOUCHER_PAGE_MAX } from '../../../types/rules/voucher-scope'

const PREFIX = '/buyer/buyer/cyy/v1'
const PageQuery = Type.Object({
  scope: OneOf(['current', 'history'] as const, { default: 'current' }),
  offset: Int(0, 100000, { default: 0 }),
  length: Int(1, VOUCHER_PAGE_MAX, { default: VOUCHER_PAGE_DEFAULT })
})
type PageQuery = Static<typeof PageQuery>
const DetailQuery = Type.Object({ voucherId: Str(130, { minLength: 3 }) })
type DetailQuery = Static<typeof DetailQuery>
const TicketQuery = Type.Object({ ticketId: Id })
type TicketQuery = Static<typeof TicketQuery>
const OrderQuery = Type.Object({ orderId: Id })
type OrderQuery = Static<typeof OrderQuery>

export function registerVoucherRoutes(app: FastifyInstance, deps: { vouchers: VoucherService; now: () => Date }): void {
  const { vouchers } = deps
  const tags = ['ticket']
  app.get<{ Querystring: PageQuery }>(`${PREFIX}/voucher/page_list`, { schema: { tags, querystring: PageQuery } }, async (r) =>
    ok(await vouchers.page(requireUser(r).userId, r.query.scope, r.query.offset, r.query.length, r.locale, deps.now()))
  )
  app.get<{ Querystring: DetailQuery }>(`${PREFIX}/voucher/detail`, { schema: { tags, querystring: DetailQuery } }, async (r) =>
    ok(await vouchers.detail(requireUser(r).userId, r.query.voucherId, r.locale))
  )
  // Carries the ticket's code secret: kept by no HTTP cache on the way (the app's own cache drops it).
  app.get<{ Querystring: TicketQuery }>(
    `${PREFIX}/voucher/ticket_code`,
    { schema: { tags, querystring: TicketQuery } },
    async (r, reply) => {
      const code = await vouchers.ticketCode(requireUser(r).userId, r.query.ticketId, deps.now())
      reply.header('cache-control', 'no-store')
      return ok(code)
    }
  )
  app.get<{ Querystring: OrderQuery }>(`${PREFIX}/order/voucher/created`, { schema: { tags, querystring: OrderQuery } }, async (r) =>
    ok(await vouchers.created(requireUser(r).userId, r.query.orderId, r.locale))
  )
  app.get<{ Querystring: TicketQuery }>(`${PREFIX}/voucher/calendar`, { schema: { tags, querystring: TicketQuery } }, async (r, reply) => {
    const file = await vouchers.calendar(
      requireUser(r).userId,
      r.query.ticketId,
      r.locale,
      deps.now(),
      r.hostname.replace(/:\d+$/, '') || 'stagedoor'
    )
    reply.header('cache-control', 'private, no-store')
    return ok(file)
  })
}
