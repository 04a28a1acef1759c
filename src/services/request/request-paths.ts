/** What a path is, for the rules that depend on it (calls-errors-limits.md sections 5 and 7). */
import { TIMEOUT_MS } from './request-constants'
import { pathname, segments } from '../../../types/rules/auth-paths'

/** The order-creation family (section 7): pre_order v3, create_order v5 and the listed paths. */
export function isOrderCreationPath(path: string): boolean {
  const p = pathname(path)
  return /\/pre_orders?(\/|$)/.test(p) || /\/create_order(\/|$)/.test(p) || /\/buyer\/v1\/orders\/order(\/|$)/.test(p)
}

/** Risk calls (risk_shows check_right and friends): their non-200 replies are normalised. */
export function isRiskPath(path: string): boolean {
  return segments(path).some((s) => s.startsWith('risk'))
}

export const VOUCHER_CACHE_PATHS: readonly string[] = [
  'buyer/cyy/v1/voucher/page_list',
  'voucher/detail',
  'order/voucher/created',
  'voucher/ticket_code',
  'reservation_voucher/detail',
  'voucher/forget_id_card_code_detail'
]

/** The voucher endpoint a path belongs to, for the fallback cache; undefined when not cached. */
export function voucherEndpoint(path: string): string | undefined {
  const p = pathname(path)
  // Longest first, so reservation_voucher/detail is not taken for voucher/detail.
  const sorted = [...VOUCHER_CACHE_PATHS].sort((a, b) => b.length - a.length)
  return sorted.find((v) => p.endsWith(`/${v}`) || p.includes(`/${v}/`))
}

/**
 * The app's ticket calls, cached for fallback like the spec's voucher paths (section 7 "Voucher paths are
 * cached for fallback"; issue #14 item 15: "At the door with no signal the ticket holder cannot open").
 * They are this app's names for the same things: the current tickets (voucher page_list), the next
 * session's entry codes (voucher ticket_code) and one ticket (voucher detail). Past tickets (history) are
 * not needed at a door and are not kept.
 */
export const TICKET_CACHE_ENDPOINTS = {
  current: 'buyer/v1/tickets',
  hot: 'buyer/v1/tickets/hot',
  detail: 'buyer/v1/tickets/{id}'
} as const

function ticketEndpoint(path: string): string | undefined {
  const m = /\/buyer\/v1\/tickets(?:\/([^/]+))?$/.exec(pathname(path))
  if (!m) return undefined
  if (m[1] === undefined) return TICKET_CACHE_ENDPOINTS.current
  if (m[1] === 'hot') return TICKET_CACHE_ENDPOINTS.hot
  if (m[1] === 'history') return undefined
  return TICKET_CACHE_ENDPOINTS.detail
}

/** The fallback cache's endpoint of a path: a voucher path or a ticket call; undefined when not cached. */
export function fallbackEndpoint(path: string): string | undefined {
  return voucherEndpoint(path) ?? ticketEndpoint(path)
}

/** Per-call timeouts of section 9; the default is 5 s. */
export function timeoutFor(path: string): number {
  const p = pathname(path)
  if (isOrderCreationPath(p)) return TIMEOUT_MS.orderCreation
  if (/\/layouts(\/|$)/.test(p)) return TIMEOUT_MS.layouts
  if (/dynamic/.test(p) && /show|session|seat_plan/.test(p)) return TIMEOUT_MS.dynamicShow
  if (/\/shops?\/(get|configs?)(\/|$)/.test(p) || /\/shop\/configs/.test(p)) return TIMEOUT_MS.shopConfig
  return TIMEOUT_MS.default
}
