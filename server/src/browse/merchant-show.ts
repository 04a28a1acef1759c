/**
 * "Show belongs to merchant", decided in one place: a show is only ever reached through the merchant of
 * the request (the merchant-id header), so another merchant's show id answers as if it did not exist.
 * The one query behind it is ShowRepository.byId, which is scoped by merchant.
 */
import { AppError } from '../http/app-error'
import type { ShowRepository, ShowRow } from './show.repository'

/** The merchant's show, or undefined when there is none with this id for this merchant. */
export async function showOfMerchant(shows: ShowRepository, merchantId: string, showId: string): Promise<ShowRow | undefined> {
  return shows.byId(merchantId, showId)
}

/** The merchant's show, or SHOW_NOT_FOUND. */
export async function requireShowOfMerchant(shows: ShowRepository, merchantId: string, showId: string): Promise<ShowRow> {
  const show = await showOfMerchant(shows, merchantId, showId)
  if (!show) throw new AppError('SHOW_NOT_FOUND')
  return show
}
