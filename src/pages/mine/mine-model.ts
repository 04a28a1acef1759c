/**
 * What the mine page's header and order shortcuts show (issue #31 item 10: "the masked phone twice, no
 * avatar, no order-status shortcuts").
 */
import type { UserInfo } from '../../../types/api/user'
import type { IconName } from '../../../types/icons/icons'
import type { MessageKey } from '../../locales/i18n'
import type { OrderTab } from '../../subpackages/order/order-list/order-list-tabs'

/** The account under the name, unless the name is the account already (a new buyer's name is the masked phone). */
export function accountLine(user: Pick<UserInfo, 'nickName' | 'cellphone' | 'email'>): string | undefined {
  const account = user.cellphone || user.email
  return account && account !== user.nickName ? account : undefined
}

/** The shortcuts to the order list, each opening it on its tab (order-list-tabs), with the count there. */
export const ORDER_SHORTCUTS: ReadonlyArray<{ tab: Extract<OrderTab, 'UNPAID' | 'PAID' | 'REFUND'>; label: MessageKey; icon: IconName }> = [
  { tab: 'UNPAID', label: 'mine.to_pay', icon: 'wallet' },
  { tab: 'PAID', label: 'mine.to_attend', icon: 'ticket' },
  // 退款: the orders the buyer asked a refund of (the list's REFUND tab).
  { tab: 'REFUND', label: 'mine.refunds', icon: 'refund' }
]
