/**
 * What the mine page's header and order shortcuts show (issue #31 item 10: "the masked phone twice, no
 * avatar, no order-status shortcuts").
 */
import type { HideableModule } from '../../../types/api/user-calls'
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

/** Mine's entries the merchant can hide (module_not_display), by their menu key. */
const HIDEABLE_ENTRIES: Record<HideableModule, string> = {
  MINE_TICKET_STUBS: 'ticket-stubs',
  MINE_COUPONS: 'coupons',
  MINE_FAVOURITES: 'favourites',
  MINE_ANNUAL_REVIEW: 'annual-review',
  MINE_SITE_CODE: 'site-code',
  MINE_MEMBER: 'member',
  MINE_AUDIENCES: 'audiences',
  MINE_ADDRESSES: 'addresses'
}

/** The menu without the entries of the hidden modules; unknown module names hide nothing. */
export function withoutHidden<T extends { key: string }>(items: T[], hidden: readonly string[]): T[] {
  const keys = new Set(hidden.map((m) => HIDEABLE_ENTRIES[m as HideableModule]).filter(Boolean))
  return items.filter((item) => !keys.has(item.key))
}
