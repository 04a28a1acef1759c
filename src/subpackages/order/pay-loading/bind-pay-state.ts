/**
 * A bindId's payment state (GET payments/query_by_bind_id) as pay-loading's wait reads an order's
 * (pay-result.ts readPayState): PAID reads as paid; CLOSED (the order closed unpaid) as closed; PAYING (a
 * started payment with no result yet) and UNPAID as still unpaid, so the wait goes on.
 */
import type { BindPayState } from '../../../../types/api/order-reminders'

export function bindPayState(state: BindPayState): 'SUCCEEDED' | 'UNPAID' | 'CLOSED' {
  if (state === 'PAID') return 'SUCCEEDED'
  return state === 'CLOSED' ? 'CLOSED' : 'UNPAID'
}
