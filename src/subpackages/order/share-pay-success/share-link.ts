/**
 * What a shared purchase points a friend to: the show's page (where they can buy), never the order (it
 * is the buyer's own). One route table gives the mini-program page path and the H5 web path.
 */
import { ROUTES } from '../../../../types/routes/route-table'
import { buildPageUrl, buildWebUrl } from '../../../router/route-url'

const SHOW_DETAIL = ROUTES.find((r) => r.name === 'show_detail')

/** The mini-program path onShareAppMessage answers. */
export function sharedShowPage(showId: string): string {
  return (SHOW_DETAIL && buildPageUrl(SHOW_DETAIL, { showId })) ?? '/pages/list/list'
}

/** The H5 link a buyer copies: the show's web address on this site. */
export function sharedShowLink(origin: string, showId: string): string {
  return `${origin}${(SHOW_DETAIL && buildWebUrl(SHOW_DETAIL, { showId })) ?? '/'}`
}
