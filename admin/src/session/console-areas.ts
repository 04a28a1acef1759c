/**
 * The console's pages and who may open them, from the contract's AREA_ROLES so the menu and the guards
 * hide exactly what the gateway refuses. Pages not built yet are not listed.
 */
import { AREA_ROLES, type AdminArea, type StaffRole } from '../../../types/api/staff'
import type { MessageKey } from '../i18n/en-US'

export interface ConsolePage {
  path: string
  area: AdminArea | null
  label: MessageKey
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: '/', area: null, label: 'menu.welcome' },
  { path: '/storefront', area: 'storefront', label: 'menu.storefront' },
  { path: '/layouts', area: 'layouts', label: 'menu.layouts' },
  { path: '/catalogue/shows', area: 'catalogue', label: 'menu.shows' },
  { path: '/catalogue/venues', area: 'catalogue', label: 'menu.venues' },
  { path: '/goods', area: 'catalogue', label: 'menu.goods' },
  { path: '/door', area: 'door', label: 'menu.door' },
  { path: '/seats', area: 'layouts', label: 'menu.seats' },
  { path: '/staff', area: 'staff', label: 'menu.staff' },
  { path: '/audit', area: 'audit', label: 'menu.audit' },
  { path: '/dashboard', area: 'reports', label: 'menu.dashboard' },
  { path: '/orders', area: 'orders', label: 'menu.orders' },
  { path: '/attention', area: 'payments', label: 'menu.attention' },
  { path: '/invoices', area: 'invoices', label: 'menu.invoices' },
  { path: '/refunds', area: 'refunds', label: 'menu.refunds' },
  { path: '/invitations', area: 'catalogue', label: 'menu.invitations' },
  // Coupons.
  { path: '/coupons', area: 'catalogue', label: 'menu.coupons' },
  { path: '/wallet', area: 'wallet', label: 'menu.wallet' },
  // Membership.
  { path: '/membership', area: 'membership', label: 'menu.membership' },
  // Benefit cards.
  { path: '/cards', area: 'catalogue', label: 'menu.cards' },
  // Promotions.
  { path: '/promotions', area: 'catalogue', label: 'menu.promotions' },
  // The shop's goods orders: fulfilment and refunds.
  { path: '/goods-orders', area: 'goodsOrders', label: 'menu.goodsOrders' }
]

export function canOpen(role: StaffRole, area: AdminArea | null): boolean {
  return area === null || AREA_ROLES[area].includes(role)
}

export function pagesFor(role: StaffRole): ConsolePage[] {
  return CONSOLE_PAGES.filter((p) => canOpen(role, p.area))
}
