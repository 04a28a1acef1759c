/** What a path is, for the rules that depend on it (calls-errors-limits.md sections 5 and 7). */
import { TIMEOUT_MS } from './request-constants'
import { pathname, segments } from '../../../types/rules/auth-paths'

/** The order-creation family (section 7): pre_order v3, create_order v5 and the listed paths. */
export function isOrderCreationPath(path: string): boolean {
  const p = pathname(path)
  return (
    /\/pre_orders?(\/|$)/.test(p) ||
    /\/create_order(\/|$)/.test(p) ||
    /\/buyer\/v1\/orders\/order(\/|$)/.test(p)
  )
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

/** Per-call timeouts of section 9; the default is 5 s. */
export function timeoutFor(path: string): number {
  const p = pathname(path)
  if (isOrderCreationPath(p)) return TIMEOUT_MS.orderCreation
  if (/\/layouts(\/|$)/.test(p)) return TIMEOUT_MS.layouts
  if (/dynamic/.test(p) && /show|session|seat_plan/.test(p)) return TIMEOUT_MS.dynamicShow
  if (/\/shops?\/(get|configs?)(\/|$)/.test(p) || /\/shop\/configs/.test(p)) return TIMEOUT_MS.shopConfig
  return TIMEOUT_MS.default
}
