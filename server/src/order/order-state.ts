/**
 * An order's state as every reader sees it (product.md section 4: unpaid, "pay within a time or it is
 * auto-closed"). The one sweeper writes the close (OrderService.closeExpiredOrders) a few seconds after
 * the deadline; until then an unpaid order past its deadline already reads as closed, expired, at its
 * deadline — reading never writes, and no reader sees a payable order the sweeper is about to close.
 */
import type { OrderRow } from './order.repository'

export type OrderLifecycle = Pick<OrderRow, 'state' | 'close_reason' | 'closed_at'>

export function stateAsOf(o: Pick<OrderRow, 'state' | 'close_reason' | 'closed_at' | 'reserve_deadline'>, now: Date): OrderLifecycle {
  if (o.state === 'UNPAID' && o.reserve_deadline.getTime() <= now.getTime())
    return { state: 'CLOSED', close_reason: 'EXPIRED', closed_at: o.reserve_deadline }
  return { state: o.state, close_reason: o.close_reason, closed_at: o.closed_at }
}

/** Still payable: unpaid and within its reserve deadline. */
export function isPayable(o: Pick<OrderRow, 'state' | 'reserve_deadline'>, now: Date): boolean {
  return o.state === 'UNPAID' && o.reserve_deadline.getTime() > now.getTime()
}
