/** The goods order states in the order the console lists them, and their tag colours. */
import type { GoodsOrderState } from '../../../../types/api/goods-order'

export const GOODS_STATES: readonly GoodsOrderState[] = ['PAID', 'SHIPPED', 'UNPAID', 'REFUNDED', 'CLOSED']

export const GOODS_STATE_COLOURS: Record<GoodsOrderState, string> = {
  UNPAID: 'gold',
  PAID: 'orange',
  SHIPPED: 'blue',
  REFUNDED: 'default',
  CLOSED: 'default'
}
