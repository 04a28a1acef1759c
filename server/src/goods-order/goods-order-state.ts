/** How a goods order reads now (as order-state.ts for ticket orders): readers never write, the sweeper does. */
import type { GoodsOrderRow, GoodsOrderState } from './goods-order.repository'

/** Past its deadline an unpaid order is already closed (the sweeper writes it a moment later). */
export function goodsOrderStateAt(o: Pick<GoodsOrderRow, 'state' | 'pay_deadline'>, now: Date): GoodsOrderState {
  return o.state === 'UNPAID' && o.pay_deadline.getTime() <= now.getTime() ? 'CLOSED' : o.state
}
