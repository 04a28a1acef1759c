/** The buyer's order reminders (types/api/order-reminders.ts): an order's payments by its bindId, the recent order. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { ORDER_REMINDER_PATHS as P, type BindPaymentsReply, type RecentOrderReply } from '../../types/api/order-reminders'

/** pay-loading's poll: the caller counts a failed read as "not known yet". */
export function queryByBindId(bindId: string) {
  return api().request<BindPaymentsReply>({ path: P.queryByBindId, data: { bindId }, handleErrors: false })
}

/** The reminder card on mine: beside the page's own content, so a failure hides the card rather than shows an error. */
export function recentOrderInfo() {
  return api().request<RecentOrderReply>({ path: P.recentOrderInfo, method: 'POST', importance: IMPORTANCE.low, handleErrors: false })
}
