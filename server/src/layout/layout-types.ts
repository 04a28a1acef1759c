/** Layout components as the gateway stores them (texts per locale); the presenter picks the locale. */
import type { Texts } from '../http/texts'
import type { ShowListSource } from '../browse/show-list-source'

// SHOP: the shop tab's banners and goods floors.
export const LAYOUT_PAGES = ['HOME', 'TOPIC', 'TOPIC_COUPON', 'PAY_SUCCESS', 'TICKET_HOLDER', 'PERSONAL_CENTER', 'SHOP'] as const
export type LayoutPage = (typeof LAYOUT_PAGES)[number]

/** Banner jumps (product.md section 2, "Banner jumps"). */
export const BANNER_JUMP_TYPES = [
  'WX_MINI',
  'ALIPAY_MINI',
  'H5',
  'WEB',
  'SHOW_DETAIL',
  'SHOP_ITEM',
  'SEARCH_KEYWORD',
  'SHOW_TYPE',
  'CALENDAR',
  'HOT',
  'VENUE_DETAIL',
  'COUPON_VENUE_LIST',
  'COUPON_SHOW_LIST',
  'HOME',
  'SHOP',
  'BENEFIT_CARD',
  'OPEN_SHOW',
  'ITEM_LIST',
  'PARKING',
  'MEMBER_CENTER',
  'TOAST',
  // Our addition: a topic page of the shop by its layoutId (the tab bar's TOPIC jump, product.md "Topic").
  'TOPIC'
] as const
export type BannerJumpType = (typeof BANNER_JUMP_TYPES)[number]

export interface StoredBanner {
  itemId: string
  title: Texts
  color: string
  jumpType: BannerJumpType
  /** The jump's target: show id, keyword, category code, URL, topic id, level... */
  jumpValue?: string
  appId?: string
}

export interface WaterfallRule {
  sortType: 'RECOMMEND' | 'TIME' | 'PRICE_ASC' | 'PRICE_DESC'
  categoryCode?: string
}

export type StoredComponent =
  | { componentId: string; componentType: 'NORMAL'; style: 'BANNER'; items: StoredBanner[] }
  | ({ componentId: string; componentType: 'NORMAL'; style: 'NOTICE'; title: Texts; content: Texts } & Partial<
      Pick<StoredBanner, 'jumpType' | 'jumpValue' | 'appId'>
    >)
  | { componentId: string; componentType: 'USER'; style: 'MEMBER_ENTRY'; title: Texts }
  | { componentId: string; componentType: 'WATERFALL'; title: Texts; rule: WaterfallRule }
  | {
      componentId: string
      componentType: 'NORMAL'
      style: 'SHOW_LIST'
      title: Texts
      direction: 'HORIZONTAL' | 'VERTICAL'
      source: ShowListSource
    }
  /**
   * A floor of goods (the shop tab; goods.service.ts resolves them): picked by the merchant, in their order,
   * or, with a category and no picks, that category's first goods in the catalogue's order.
   */
  | {
      componentId: string
      componentType: 'NORMAL'
      style: 'GOODS_LIST'
      title: Texts
      direction: 'HORIZONTAL' | 'VERTICAL'
      spuIds: string[]
      categoryId?: string
    }
