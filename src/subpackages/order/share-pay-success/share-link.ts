/**
 * What a shared purchase points a friend to: the show's share landing (share-show-detail, then the show's
 * page where they can buy), never the order (it is the buyer's own). src/services/share-landing.ts builds it.
 */
import { sharedLink, sharedPage } from '../../../services/share-landing'

/** The mini-program path onShareAppMessage answers. */
export function sharedShowPage(showId: string): string {
  return sharedPage({ kind: 'show', showId })
}

/** The H5 link a buyer copies: the landing's web address on this site. */
export function sharedShowLink(origin: string, showId: string): string {
  return sharedLink(origin, { kind: 'show', showId })
}
