/**
 * The order list's tabs and the `tab` query that opens it on one (the mine page's 待付款 / 待观演 / 退款 shortcuts,
 * issue #31 item 10): an unknown or missing value opens 全部.
 */
import type { MessageKey } from '../../../locales/i18n'

export const ORDER_TABS = [
  ['ALL', 'order.tab_all'],
  ['UNPAID', 'order.tab_unpaid'],
  ['PAID', 'order.tab_paid'],
  ['CLOSED', 'order.tab_closed'],
  // Orders with a refund request, whatever their state (the gateway's REFUND tab; Me's 退款 shortcut).
  ['REFUND', 'order.tab_refund'],
  ['GOODS', 'order.tab_goods']
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>

export type OrderTab = (typeof ORDER_TABS)[number][0]

export function tabOfQuery(tab: string | undefined): OrderTab {
  return ORDER_TABS.find(([key]) => key === tab)?.[0] ?? 'ALL'
}
