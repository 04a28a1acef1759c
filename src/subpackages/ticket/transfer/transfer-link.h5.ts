/** H5: the full web address of accept-mine-ticket (its spec web path) with the offer's token. */
import { ROUTES } from '../../../../types/routes/route-table'

export function transferLink(token: string): string {
  const web = ROUTES.find((r) => r.name === 'accept-mine-ticket')?.web?.[0] ?? '/accept-mine-ticket'
  return `${window.location.origin}${web}?token=${encodeURIComponent(token)}`
}
