/** The calls of the favourites, annual review and site code pages (user area). */
import { api } from './request/app-request'
import { FAVOURITE_CARDS_PATH, FAVOURITE_PAGE_SIZE, type FavouriteCardsPage } from '../../types/api/favourite'
import { ANNUAL_REVIEW_PATH, type AnnualReview } from '../../types/api/annual-review'
import { siteCodePath, type SiteCodeReply } from '../../types/api/site-code'

export function favouriteCards(offset: number, length = FAVOURITE_PAGE_SIZE) {
  return api().request<FavouriteCardsPage>({ path: FAVOURITE_CARDS_PATH, data: { offset, length } })
}

/** year: the merchant's calendar year; absent, the current one. */
export function annualReview(year?: number) {
  return api().request<AnnualReview>({ path: ANNUAL_REVIEW_PATH, data: year ? { year } : {} })
}

export function openSiteCode(code: string) {
  return api().request<SiteCodeReply>({ path: siteCodePath(code) })
}
