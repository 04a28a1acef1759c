/**
 * What a shared annual review points to: the annual review page of that year, on which the friend sees
 * their own year (the figures are the viewer's, never the sharer's). One route table gives both paths.
 */
import { ROUTES } from '../../../../types/routes/route-table'
import { buildPageUrl, buildWebUrl } from '../../../../types/routes/route-url'

const ANNUAL_REVIEW = ROUTES.find((r) => r.name === 'annual-review')

/** The mini-program path onShareAppMessage answers. */
export function sharedReviewPage(year: number): string {
  return (ANNUAL_REVIEW && buildPageUrl(ANNUAL_REVIEW, { year: String(year) })) ?? '/pages/list/list'
}

/** The H5 link a buyer copies: /annual-review/2026 on this site. */
export function sharedReviewLink(origin: string, year: number): string {
  return `${origin}${(ANNUAL_REVIEW && buildWebUrl(ANNUAL_REVIEW, { year: String(year) })) ?? '/'}`
}

/** The year a route parameter names, or undefined (then the gateway answers the merchant's current year). */
export function yearParam(raw: string | undefined): number | undefined {
  const year = Number(raw)
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined
}
