/**
 * What an order says about itself: its title for the state code (product.md section 4 "Order status codes"),
 * the reason a closed order was closed, and whether it offers buying again (issue #14 item 3: "a paid order
 * titled 已完成 for a show not yet attended"; "a reserve that ran out shows 已取消 with no reason and no buy
 * again").
 */
import type { Locale } from '../http/texts'
import type { OrderLifecycle } from './order-state'

/** The spec's state names with their codes, as orderState (order.presenter.ts) gives them. */
/** REFUNDED_TICKET (11): every ticket of the order was refunded and its money went back. */
export type OrderStateName = 'UNPAID' | 'DELIVERING_EXPRESS' | 'DELIVERING' | 'SUCCEEDED' | 'CANCELED' | 'CLOSED' | 'REFUNDED_TICKET'

export type OrderTitle = 'UNPAID' | 'AWAITING_SHOW' | 'COMPLETED' | 'AWAITING_SHIPMENT' | 'SHIPPED' | 'CANCELED' | 'CLOSED' | 'REFUNDED'

/**
 * Succeeded (9) is a paid order: it is complete only once its session has begun; before, it awaits the
 * show. The other codes have one title each.
 */
export function orderTitle(state: OrderStateName, sessionStartsAt: Date | undefined, now: Date): OrderTitle {
  switch (state) {
    case 'SUCCEEDED':
      return sessionStartsAt && sessionStartsAt.getTime() > now.getTime() ? 'AWAITING_SHOW' : 'COMPLETED'
    case 'DELIVERING_EXPRESS':
      return 'AWAITING_SHIPMENT'
    case 'DELIVERING':
      return 'SHIPPED'
    case 'REFUNDED_TICKET':
      return 'REFUNDED'
    default:
      return state
  }
}

const TITLES: Record<OrderTitle, Record<Locale, string>> = {
  UNPAID: { 'zh-CN': '待支付', 'zh-MO': '待支付', 'en-US': 'Unpaid' },
  AWAITING_SHOW: { 'zh-CN': '待观演', 'zh-MO': '待觀演', 'en-US': 'Awaiting the show' },
  COMPLETED: { 'zh-CN': '已完成', 'zh-MO': '已完成', 'en-US': 'Completed' },
  // "Shipping awaits express."
  AWAITING_SHIPMENT: { 'zh-CN': '待发货', 'zh-MO': '待發貨', 'en-US': 'Awaiting shipment' },
  // Delivering (6): the merchant shipped the paper tickets.
  SHIPPED: { 'zh-CN': '已发货', 'zh-MO': '已發貨', 'en-US': 'Shipped, in delivery' },
  CANCELED: { 'zh-CN': '已取消', 'zh-MO': '已取消', 'en-US': 'Cancelled' },
  CLOSED: { 'zh-CN': '已关闭', 'zh-MO': '已關閉', 'en-US': 'Closed' },
  // "Order in words: ... refunded or returned" (state 11).
  REFUNDED: { 'zh-CN': '已退票', 'zh-MO': '已退票', 'en-US': 'Refunded' }
}

export const titleText = (title: OrderTitle, locale: Locale) => TITLES[title][locale]

/** Why a closed order closed ("unpaid: pay within a time or it is auto-closed"); empty while it lives. */
const CLOSE_REASONS: Record<'EXPIRED' | 'CANCELLED', Record<Locale, string>> = {
  EXPIRED: {
    'zh-CN': '超时未支付，订单已自动关闭',
    'zh-MO': '超時未支付，訂單已自動關閉',
    'en-US': 'The time to pay ran out, so the order was closed'
  },
  CANCELLED: { 'zh-CN': '你已取消该订单', 'zh-MO': '你已取消該訂單', 'en-US': 'You cancelled this order' }
}

export function closeReasonText(seen: Pick<OrderLifecycle, 'state' | 'close_reason'>, locale: Locale): string {
  return seen.state === 'CLOSED' && seen.close_reason ? CLOSE_REASONS[seen.close_reason][locale] : ''
}

/**
 * A closed order offers buying again, back at its show, while the show still has something to sell: not
 * cancelled and with a session ahead (the same rule that keeps a show out of feeds, show-status.ts).
 */
export function offersBuyAgain(
  seen: Pick<OrderLifecycle, 'state'>,
  show: { cancelled: boolean; sessionAhead: boolean } | undefined
): boolean {
  return seen.state === 'CLOSED' && !!show && !show.cancelled && show.sessionAhead
}
