/** Rebooking calls (calls-errors-limits.md "Orders, payment, tickets": rebook check, reschedule_ticket apply). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { RebookApplyReply, RebookApplyRequest, RebookCheckReply } from '../../types/api/rebook'

/** Without a session: the sessions to choose from; with one: its tiers and the difference per ticket. */
export function rebookCheck(orderId: string, sessionId?: string) {
  return api().request<RebookCheckReply>({ path: '/buyer/buyer/v1/rebook/check', data: sessionId ? { orderId, sessionId } : { orderId }, importance: IMPORTANCE.high })
}

/** Critical: on limiting it retries with the same body and idempotency key, which replays the rebook. */
export function rebookApply(body: RebookApplyRequest) {
  return api().request<RebookApplyReply>({ path: '/buyer/buyer/v1/reschedule_ticket/apply', method: 'POST', data: { ...body }, importance: IMPORTANCE.critical })
}
