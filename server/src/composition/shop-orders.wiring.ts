/**
 * The shop's buying side: the buyer's cart, goods orders and ticket stubs' pages (paid through the cashiers as purpose GOODS,
 * wired in app.ts with their refunds and sweeper), each order's lifecycles handed in from lifecycle/.
 */
import { CartService } from '../cart/cart.service'
import { CartRepository } from '../cart/cart.repository'
import { registerCartRoutes } from '../cart/cart.routes'
import { GoodsOrderService } from '../goods-order/goods-order.service'
import { registerGoodsOrderRoutes } from '../goods-order/goods-order.routes'
import { goodsOrderPaid } from '../lifecycle/goods-order-paid'
import { closeGoodsOrder } from '../lifecycle/goods-order-closed'
import { goodsRefunded } from '../lifecycle/goods-refunded'
import { cancelInvoicesOfOrder } from '../invoice/invoice.service'
import { goodsOrderStores } from '../stores'
import { TicketStubService } from '../ticket-stub/ticket-stub.service'
import { TicketStubRepository } from '../ticket-stub/ticket-stub.repository'
import { registerTicketStubRoutes } from '../ticket-stub/ticket-stub.routes'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /** The goods orders' use cases, for tests (the sweeper's close) as the other areas decorate theirs. */
    goodsOrders: GoodsOrderService
  }
}

/** `refundJobSoon`: a goods refund queued, the refund job runs at once (when the sweepers run). */
export function wireShopOrders({ app, db, now }: Wiring, shops: Shops, refundJobSoon: () => void) {
  const cart = new CartService(new CartRepository(db))
  registerCartRoutes(app, cart, now)
  const goodsOrders = new GoodsOrderService(
    db,
    goodsOrderStores,
    { pay: goodsOrderPaid, close: closeGoodsOrder, refund: goodsRefunded({ cancelInvoices: cancelInvoicesOfOrder }) },
    refundJobSoon
  )
  registerGoodsOrderRoutes(app, goodsOrders, shops.config, now)
  app.decorate('goodsOrders', goodsOrders)
  // Commemorative ticket stubs: the buyer's tickets and a stub's preview; ordered as goods orders above.
  registerTicketStubRoutes(app, new TicketStubService(new TicketStubRepository(db)), now)
  return { cart, goodsOrders }
}
