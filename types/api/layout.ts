/** Page layouts (product.md section 3, "Layout"; calls-errors-limits.md section 7: layouts v5, masonry). */
import type { ShowCard } from './show'
import type { GoodsCard } from './goods'

/** Banner jumps (product.md section 2, "Banner jumps"). */
export type BannerJumpType =
  | 'WX_MINI'
  | 'ALIPAY_MINI'
  | 'H5'
  | 'WEB'
  | 'SHOW_DETAIL'
  | 'SHOP_ITEM'
  | 'SEARCH_KEYWORD'
  | 'SHOW_TYPE'
  | 'CALENDAR'
  | 'HOT'
  | 'VENUE_DETAIL'
  | 'COUPON_VENUE_LIST'
  | 'COUPON_SHOW_LIST'
  | 'HOME'
  | 'SHOP'
  | 'BENEFIT_CARD'
  | 'OPEN_SHOW'
  | 'ITEM_LIST'
  | 'PARKING'
  | 'MEMBER_CENTER'
  | 'TOAST'
  /** A topic page of the shop (jumpValue: its layoutId); product.md "Topic", topic_activity. */
  | 'TOPIC'

export interface BannerItem {
  itemId: string
  title: string
  imageUrl: string
  jumpType: BannerJumpType
  jumpValue?: string
  appId?: string
}

export type LayoutComponent =
  | { componentId: string; componentType: 'NORMAL'; style: 'BANNER'; items: BannerItem[] }
  | {
      componentId: string
      componentType: 'NORMAL'
      style: 'NOTICE'
      title: string
      content: string
      jumpType?: BannerJumpType
      jumpValue?: string
      appId?: string
    }
  | { componentId: string; componentType: 'USER'; style: 'MEMBER_ENTRY'; title: string }
  | { componentId: string; componentType: 'WATERFALL'; title: string }
  /** Shows resolved by the gateway (only listed ones with a session ahead), as the show list's cards. */
  | {
      componentId: string
      componentType: 'NORMAL'
      style: 'SHOW_LIST'
      title: string
      direction: 'HORIZONTAL' | 'VERTICAL'
      shows: ShowCard[]
    }
  /** Goods picked by the merchant (the shop tab's floors), only those on sale, as goods cards in the merchant's order. */
  | {
      componentId: string
      componentType: 'NORMAL'
      style: 'GOODS_LIST'
      title: string
      direction: 'HORIZONTAL' | 'VERTICAL'
      goods: GoodsCard[]
    }

export interface Layout {
  layoutId: string
  page: string
  name: string
  title: string
  enabled: boolean
  endTime?: number
  components: LayoutComponent[]
}

export interface Venue {
  venueId: string
  venueName: string
  venueAddress: string
  venueLat: number
  venueLng: number
  cityId: string
  cityName: string
  showCount?: number
}
