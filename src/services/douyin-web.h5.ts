/**
 * Douyin's web OAuth needs a browser: the douyin_auth page's address for Douyin to send the buyer back to
 * (with the route to open after the login), and the redirect to Douyin's authorize page.
 */
import { ROUTES } from '../../types/routes/route-table'

export const douyinWebAvailable = true

export function douyinReturnUrl(redirect?: string): string {
  const path = ROUTES.find((r) => r.name === 'douyin_auth')?.web?.[0] ?? '/douyin_auth'
  const url = new URL(path, window.location.origin)
  if (redirect) url.searchParams.set('redirect', redirect)
  return url.toString()
}

export function leaveFor(url: string): void {
  window.location.assign(url)
}
