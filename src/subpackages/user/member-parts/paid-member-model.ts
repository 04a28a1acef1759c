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

/**
 * The member centre's button: renew while a paid term runs, else join; none when the merchant offers no
 * paid membership (issue #31 item 7: "开通" led to "暂未提供"). planCount: the plans on sale.
 */
export function paidAction(reply: Pick<MemberLevelReply, 'paid'>, planCount: number): 'renew_paid' | 'open_paid' | undefined {
  if (!planCount) return undefined
  return reply.paid ? 'renew_paid' : 'open_paid'
}

/**
 * The line under "no rights at this level": at the top level there is no level to reach, so it does not
 * say "提升等级可解锁…" next to "已是最高等级" (issue #31 item 7).
 */
export function rightsEmptyDetail(reply: Pick<MemberLevelReply, 'nextLevel'>): 'rights_empty_detail' | 'rights_empty_top_detail' {
  return reply.nextLevel ? 'rights_empty_detail' : 'rights_empty_top_detail'
}
