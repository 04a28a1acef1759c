/** Calls of the home service: location, search, shop config, layouts (calls-errors-limits.md section 7). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { City, ShowSearchQuery, ShowSearchReply, TrendingSearch } from '../../types/api/show'
import type { Layout } from '../../types/api/layout'
import type { ShopConfig } from '../../types/shop-config'
import { PREVIEW_HEADER } from '../../types/api/storefront-admin'

const HOME = '/home'

// SHOP: the shop tab's banners and goods floors.
export type LayoutPage = 'HOME' | 'TOPIC' | 'TOPIC_COUPON' | 'PAY_SUCCESS' | 'TICKET_HOLDER' | 'PERSONAL_CENTER' | 'SHOP'

export function currentLocation(query: { lat?: number; lng?: number } = {}) {
  return api().request<City>({ path: `${HOME}/pub/v5/citys/current_location`, data: query })
}

/** Every city the merchant sells in, for the city picker. */
export function cities() {
  return api().request<City[]>({ path: `${HOME}/pub/v5/citys` })
}

/** Search and lists, 20 to a page by default. */
export function searchShows(query: ShowSearchQuery) {
  return api().request<ShowSearchReply>({
    path: `${HOME}/pub/v3/show_list/search`,
    data: { length: 20, offset: 0, ...query },
    importance: IMPORTANCE.high
  })
}

/** Trending searches for the search page before the buyer types. */
export function trendingSearches() {
  return api().request<TrendingSearch[]>({ path: `${HOME}/pub/v1/search_terms/trending` })
}

/** Counts a submitted search for trending; quiet and unimportant: a failure changes nothing the buyer sees. */
export function recordSearch(keyword: string) {
  return api().request<{ recorded: boolean }>({
    path: `${HOME}/pub/v1/search_terms`,
    method: 'POST',
    data: { keyword },
    importance: IMPORTANCE.low,
    handleErrors: false
  })
}

export function getShop(query: { cityId?: string; miniAppType?: string }) {
  return api().request<ShopConfig>({ path: `${HOME}/pub/v3/shops/get`, data: query })
}

/** With a preview token (H5, the console's preview) the gateway answers the merchant's draft instead. */
export function shopConfigs(
  query: { cityId?: string; miniAppType?: string; bizShowId?: string; configTypeEnum?: string },
  previewToken?: string
) {
  const header = previewToken ? { [PREVIEW_HEADER]: previewToken } : undefined
  return api().request<ShopConfig>({ path: `${HOME}/pub/v5/shop/configs`, data: query, header, importance: IMPORTANCE.high })
}

/** With a preview token (H5, the console's preview) the gateway answers the page's draft layout instead. */
export function layouts(
  query: { page: LayoutPage; topicId?: string; showIds?: string; spuIds?: string; cityId?: string },
  previewToken?: string
) {
  const header = previewToken ? { [PREVIEW_HEADER]: previewToken } : undefined
  return api().request<Layout | null>({ path: `${HOME}/pub/v5/layouts`, data: query, header, importance: IMPORTANCE.high })
}

export function masonryComponentData(query: {
  layoutId: string
  componentId: string
  componentType: string
  offset?: number
  length?: number
  cityId?: string
}) {
  return api().request<ShowSearchReply>({ path: `${HOME}/pub/v5/masonry_component_data`, data: { length: 20, ...query } })
}
