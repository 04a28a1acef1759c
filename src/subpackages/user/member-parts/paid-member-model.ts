/**
 * Paid membership in the app (issue #18: member-confirm → pay through the same cashier →
 * member-pay-success): what member-pay-success shows for a member order, and whether the member centre
 * offers to join or to renew. Every date and level comes from the gateway; nothing here decides one.
 */
import type { MemberLevelReply } from '../../../../types/api/member'
import type { MemberOrderReply } from '../../../../types/api/paid-member'

/** What member-pay-success shows: waiting for the notification, the level held, or an order that ended unpaid or was refunded. */
export type PaySuccessView = 'waiting' | 'paid' | 'ended' | 'refunded'

export function paySuccessView(order: Pick<MemberOrderReply, 'state'>): PaySuccessView {
  switch (order.state) {
    case 'PENDING':
      return 'waiting'
    case 'PAID':
      return 'paid'
    case 'REFUNDED':
      return 'refunded'
    default:
      return 'ended'
  }
}

/** member-pay-success asks again every 2 s while the payment's notification has not arrived, for at most a minute. */
export const POLL_MS = 2000
export const POLL_ROUNDS = 30

/** The member centre's button: renew while a paid term runs, else join. */
export function paidAction(reply: Pick<MemberLevelReply, 'paid'>): 'renew_paid' | 'open_paid' {
  return reply.paid ? 'renew_paid' : 'open_paid'
}
