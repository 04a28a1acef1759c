/** Rebooking calls (calls-errors-limits.md "Orders, payment, tickets": rebook check, reschedule_ticket apply). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { RebookApplyReply, RebookApplyRequest, RebookCheckReply, RebookStatusReply } from '../../types/api/rebook'

/** Without a session: the sessions to choose from; with one: its tiers and the difference per ticket. */
export function rebookCheck(orderId: string, sessionId?: string) {
  return api().request<RebookCheckReply>({
    path: '/buyer/buyer/v1/rebook/check',
    data: sessionId ? { orderId, sessionId } : { orderId },
    importance: IMPORTANCE.high
  })
}

/** Critical: on limiting it retries with the same body and idempotency key, which replays the rebook. */
export function rebookApply(body: RebookApplyRequest) {
  return api().request<RebookApplyReply>({
    path: '/buyer/buyer/v1/reschedule_ticket/apply',
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.critical
  })
}

/** A dearer rebook's state (pay-loading reads it after the cashier): PENDING, DONE, CANCELLED or EXPIRED. */
export function rebookStatus(rebookId: string) {
  return api().request<RebookStatusReply>({ path: `/buyer/buyer/v1/rebook/${encodeURIComponent(rebookId)}`, importance: IMPORTANCE.high })
}

/** The buyer gives up a dearer rebook waiting for payment: its held tickets go back on sale. */
export function rebookCancel(rebookId: string) {
  return api().request<RebookStatusReply>({
    path: `/buyer/buyer/v1/rebook/${encodeURIComponent(rebookId)}/cancel`,
    method: 'POST',
    importance: IMPORTANCE.high
  })
}
