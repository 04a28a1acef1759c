/** Where a banner goes (product.md section 2, "Banner jumps"), decided as data so tests can check each type. */
import type { BannerItem } from '../../../types/api/layout'
import type { JumpAction } from '../../router/jump-action'

export interface BannerJumpEnv {
  /** weapp, alipay or h5. */
  taroEnv: string
  /** The "coming soon" text (敬请期待) for a toast banner without its own text. */
  comingSoon: string
}

/** A terminal jump's target and page key (types/rules/terminal-jump.ts). */
const JUMP_KEY = /^[A-Za-z0-9_-]{1,40}$/
const isUrl = (v: string | undefined): v is string => !!v && /^https?:\/\//i.test(v)
/** product.md "Routing rules": "topic-activity URLs become the topic_activity route" (the router keeps USE_WEB_ACTIVITY). */
const TOPIC_URL = /^https?:\/\/[^/]+\/topic-activity\/([^/?#]+)\/?(?:[?#]|$)/i

/** The topic id of a link to one of the shop's topic pages (/topic-activity/:topicId), else undefined. */
export function topicOfUrl(url: string): string | undefined {
  const id = TOPIC_URL.exec(url)?.[1]
  if (!id) return undefined
  try {
    return decodeURIComponent(id)
  } catch {
    return undefined
  }
}

/** A banner picture's jump, or a notice's (the same fields). */
export function bannerJump(item: Pick<BannerItem, 'jumpType' | 'jumpValue' | 'appId'>, env: BannerJumpEnv): JumpAction {
  const v = item.jumpValue
  const open = (route: string, params?: Record<string, string>): JumpAction => ({ kind: 'open', route, params })
  switch (item.jumpType) {
    case 'WX_MINI':
    case 'ALIPAY_MINI': {
      const own = (item.jumpType === 'WX_MINI' && env.taroEnv === 'weapp') || (item.jumpType === 'ALIPAY_MINI' && env.taroEnv === 'alipay')
      if (own && item.appId) return { kind: 'mini-program', appId: item.appId, path: v }
      if (isUrl(v)) return { kind: 'web', url: v }
      // Another platform's app named by a key and a page key (no path): the gateway keeps where that page is
      // for this terminal (POST terminal/jump; the console's jump configuration).
      if (item.appId && v && JUMP_KEY.test(item.appId) && JUMP_KEY.test(v)) return { kind: 'terminal', target: item.appId, pageName: v }
      return { kind: 'toast', text: env.comingSoon }
    }
    case 'H5':
    case 'WEB': {
      if (!isUrl(v)) return { kind: 'none' }
      const topicId = topicOfUrl(v)
      return topicId ? open('topic_activity', { topicId }) : { kind: 'web', url: v }
    }
    case 'TOPIC':
      return v ? open('topic_activity', { topicId: v }) : { kind: 'none' }
    case 'SHOW_DETAIL':
      if (!v) return { kind: 'none' }
      return v.includes('SG') ? open('group_show_detail', { showId: v }) : open('show_detail', { showId: v })
    case 'SHOP_ITEM':
      return v ? open('shop-detail', { id: v }) : { kind: 'none' }
    case 'SEARCH_KEYWORD':
      return open('search', v ? { keyword: v } : {})
    case 'SHOW_TYPE':
      return open('search', v ? { category: v } : {})
    case 'CALENDAR':
      return open('search', { sortType: 'TIME' })
    case 'HOT':
      return open('hot-ticket')
    case 'VENUE_DETAIL':
      return v ? open('venue', { venueId: v }) : open('venue-list')
    case 'COUPON_VENUE_LIST':
      return open('venue-list', v ? { couponId: v } : {})
    case 'COUPON_SHOW_LIST':
      return open('search', v ? { couponId: v } : {})
    case 'HOME':
      return { kind: 'switch-tab', route: 'list' }
    case 'SHOP':
    case 'ITEM_LIST':
      return { kind: 'switch-tab', route: 'shop' }
    case 'BENEFIT_CARD':
      return v ? open('card-detail', { cardId: v }) : { kind: 'none' }
    case 'OPEN_SHOW':
      return open('open-show')
    case 'PARKING':
      return open('parking_payment')
    case 'MEMBER_CENTER':
      return open('member-center', v ? { level: v } : {})
    case 'TOAST':
      return { kind: 'toast', text: v || env.comingSoon }
    default:
      return { kind: 'none' }
  }
}
