/**
 * The console's pages, their menu group and who may open them, from the contract's AREA_ROLES so the menu
 * and the guards hide exactly what the gateway refuses. Pages not built yet are not listed.
 */
import { AREA_ROLES, type AdminArea, type StaffRole } from '../../../types/api/staff'
import type { MessageKey } from '../i18n/en-US'

/** The menu's groups, in order (issue #31: "20 menu items in one flat list"). */
export const MENU_GROUPS = ['shop', 'showsVenues', 'venueServices', 'sales', 'marketing', 'settings'] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

export interface ConsolePage {
  path: string
  area: AdminArea | null
  label: MessageKey
  group: MenuGroup
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: '/', area: null, label: 'menu.welcome', group: 'shop' },
  { path: '/dashboard', area: 'reports', label: 'menu.dashboard', group: 'shop' },
  { path: '/storefront', area: 'storefront', label: 'menu.storefront', group: 'shop' },
  { path: '/layouts', area: 'layouts', label: 'menu.layouts', group: 'shop' },
  { path: '/goods', area: 'catalogue', label: 'menu.goods', group: 'shop' },
  { path: '/announcements', area: 'storefront', label: 'menu.announcements', group: 'shop' },
  { path: '/copywriting', area: 'storefront', label: 'menu.copywriting', group: 'shop' },
  { path: '/catalogue/shows', area: 'catalogue', label: 'menu.shows', group: 'showsVenues' },
  { path: '/catalogue/venues', area: 'catalogue', label: 'menu.venues', group: 'showsVenues' },
  { path: '/seats', area: 'layouts', label: 'menu.seats', group: 'showsVenues' },
  { path: '/invitations', area: 'catalogue', label: 'menu.invitations', group: 'showsVenues' },
  { path: '/show-policies', area: 'catalogue', label: 'menu.showPolicies', group: 'showsVenues' },
  { path: '/open-shows', area: 'catalogue', label: 'menu.openShows', group: 'venueServices' },
  { path: '/reservations', area: 'catalogue', label: 'menu.reservations', group: 'venueServices' },
  { path: '/door', area: 'door', label: 'menu.door', group: 'showsVenues' },
  { path: '/work-permits', area: 'catalogue', label: 'menu.workPermits', group: 'venueServices' },
  { path: '/orders', area: 'orders', label: 'menu.orders', group: 'sales' },
  { path: '/goods-orders', area: 'goodsOrders', label: 'menu.goodsOrders', group: 'sales' },
  { path: '/refunds', area: 'refunds', label: 'menu.refunds', group: 'sales' },
  { path: '/attention', area: 'payments', label: 'menu.attention', group: 'sales' },
  { path: '/invoices', area: 'invoices', label: 'menu.invoices', group: 'sales' },
  { path: '/parking', area: 'catalogue', label: 'menu.parking', group: 'venueServices' },
  { path: '/onsite', area: 'catalogue', label: 'menu.onsite', group: 'venueServices' },
  { path: '/membership', area: 'membership', label: 'menu.membership', group: 'marketing' },
  { path: '/cards', area: 'catalogue', label: 'menu.cards', group: 'marketing' },
  { path: '/coupons', area: 'catalogue', label: 'menu.coupons', group: 'marketing' },
  { path: '/promotions', area: 'catalogue', label: 'menu.promotions', group: 'marketing' },
  { path: '/votes', area: 'catalogue', label: 'menu.votes', group: 'marketing' },
  { path: '/promotion-codes', area: 'storefront', label: 'menu.promotionCodes', group: 'marketing' },
  { path: '/staff', area: 'staff', label: 'menu.staff', group: 'settings' },
  { path: '/audit', area: 'audit', label: 'menu.audit', group: 'settings' },
  { path: '/wallet', area: 'wallet', label: 'menu.wallet', group: 'settings' },
  // Secrets, so the owner's alone like the wallet's keys (the gateway allows the owner only).
  { path: '/login-channels', area: 'wallet', label: 'menu.loginChannels', group: 'settings' },
  { path: '/chat-goods', area: 'catalogue', label: 'menu.chatGoods', group: 'settings' },
  { path: '/subscription-messages', area: 'catalogue', label: 'menu.subscriptionMessages', group: 'settings' }
]

export function canOpen(role: StaffRole, area: AdminArea | null): boolean {
  return area === null || AREA_ROLES[area].includes(role)
}

export function pagesFor(role: StaffRole): ConsolePage[] {
  return CONSOLE_PAGES.filter((p) => canOpen(role, p.area))
}

/** Where "home" is for a role: the dashboard when the role may read it (issue #31: "a home that is the dashboard"). */
export const homeOf = (role: StaffRole): string => (canOpen(role, 'reports') ? '/dashboard' : '/')

/** The side menu: the role's pages in their groups, in MENU_GROUPS order; empty groups left out. Home is the dashboard when there is one. */
export function menuFor(role: StaffRole): { group: MenuGroup; pages: ConsolePage[] }[] {
  const pages = pagesFor(role).filter((p) => p.path !== '/' || homeOf(role) === '/')
  return MENU_GROUPS.map((group) => ({ group, pages: pages.filter((p) => p.group === group) })).filter((g) => g.pages.length > 0)
}
