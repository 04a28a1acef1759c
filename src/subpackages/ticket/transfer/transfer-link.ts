/**
 * The link a transferee opens (accept-mine-ticket?token=…). In a mini-program it is the page path, which
 * the share card and the QR carry; H5 has its own file with the full web address.
 */
import { ROUTES, pagePathOf } from '../../../../types/routes/route-table'

export function transferLink(token: string): string {
  const route = ROUTES.find((r) => r.name === 'accept-mine-ticket')
  return `/${route ? pagePathOf(route) : ''}?token=${encodeURIComponent(token)}`
}
