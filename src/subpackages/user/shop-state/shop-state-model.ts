/**
 * What the shop-state page says for the shop config's status (calls-errors-limits.md: "errorCode
 * RE030326003101 with shop status not OPEN opens the shop state page"). The gateway's statuses are OPEN and
 * CLOSED; any other status a merchant's config carries reads as suspended rather than as open, since the
 * request layer only sends buyers here when the status is not OPEN.
 */
export type ShopState = 'open' | 'closed' | 'suspended'

export function shopStateOf(status: string | undefined): ShopState {
  if (status === undefined || status === 'OPEN') return 'open'
  return status === 'CLOSED' ? 'closed' : 'suspended'
}

export const SHOP_STATE_TEXT = {
  open: { title: 'shop_open', detail: 'shop_open_detail' },
  closed: { title: 'shop_closed', detail: 'shop_closed_detail' },
  suspended: { title: 'shop_suspended', detail: 'shop_suspended_detail' }
} as const satisfies Record<ShopState, { title: string; detail: string }>
