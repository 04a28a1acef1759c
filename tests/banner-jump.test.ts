import { bannerJump, topicOfUrl } from '../src/components/banner/banner-jump'
import type { BannerItem } from '../types/api/layout'

const env = { taroEnv: 'h5', comingSoon: '敬请期待' }
const item = (jumpType: BannerItem['jumpType'], jumpValue?: string, appId?: string): BannerItem => ({
  itemId: 'B',
  title: 't',
  imageUrl: '/x.svg',
  jumpType,
  jumpValue,
  appId
})

describe('banner jumps (product.md section 2, "Banner jumps")', () => {
  it('show detail opens the show; an id containing SG opens the group show', () => {
    expect(bannerJump(item('SHOW_DETAIL', '100001'), env)).toEqual({ kind: 'open', route: 'show_detail', params: { showId: '100001' } })
    expect(bannerJump(item('SHOW_DETAIL', 'SG1001'), env)).toEqual({
      kind: 'open',
      route: 'group_show_detail',
      params: { showId: 'SG1001' }
    })
  })
  it('search keywords and show type lists open search with the keyword or category', () => {
    expect(bannerJump(item('SEARCH_KEYWORD', '巡回'), env)).toEqual({ kind: 'open', route: 'search', params: { keyword: '巡回' } })
    expect(bannerJump(item('SHOW_TYPE', 'MUSIC'), env)).toEqual({ kind: 'open', route: 'search', params: { category: 'MUSIC' } })
  })
  it('"mini-program type (ALIPAY_MINI, WX_MINI, H5, with path and appId)": only on its own platform', () => {
    expect(bannerJump(item('WX_MINI', 'pages/x', 'wx1'), { ...env, taroEnv: 'weapp' })).toEqual({
      kind: 'mini-program',
      appId: 'wx1',
      path: 'pages/x'
    })
    expect(bannerJump(item('WX_MINI', 'pages/x', 'wx1'), { ...env, taroEnv: 'alipay' })).toEqual({ kind: 'toast', text: '敬请期待' })
    // Another platform's app named by keys: the gateway's terminal jump says where its page is here.
    expect(bannerJump(item('WX_MINI', 'coupon', 'MALL'), { ...env, taroEnv: 'h5' })).toEqual({
      kind: 'terminal',
      target: 'MALL',
      pageName: 'coupon'
    })
    expect(bannerJump(item('ALIPAY_MINI', 'coupon', 'MALL'), { ...env, taroEnv: 'weapp' })).toEqual({
      kind: 'terminal',
      target: 'MALL',
      pageName: 'coupon'
    })
    expect(bannerJump(item('H5', 'https://example.org/a'), env)).toEqual({ kind: 'web', url: 'https://example.org/a' })
    expect(bannerJump(item('WEB', 'javascript:alert(1)'), env)).toEqual({ kind: 'none' })
  })
  it('home, shop and item list switch tabs; venue, benefit card, parking, member centre open their pages', () => {
    expect(bannerJump(item('HOME'), env)).toEqual({ kind: 'switch-tab', route: 'list' })
    expect(bannerJump(item('ITEM_LIST'), env)).toEqual({ kind: 'switch-tab', route: 'shop' })
    expect(bannerJump(item('VENUE_DETAIL', 'BL1106-V1'), env)).toEqual({ kind: 'open', route: 'venue', params: { venueId: 'BL1106-V1' } })
    expect(bannerJump(item('BENEFIT_CARD', 'C1'), env)).toEqual({ kind: 'open', route: 'card-detail', params: { cardId: 'C1' } })
    expect(bannerJump(item('PARKING'), env)).toEqual({ kind: 'open', route: 'parking_payment', params: undefined })
    expect(bannerJump(item('MEMBER_CENTER', '2'), env)).toEqual({ kind: 'open', route: 'member-center', params: { level: '2' } })
  })
  it('"a toast (default text 敬请期待)"', () => {
    expect(bannerJump(item('TOAST'), env)).toEqual({ kind: 'toast', text: '敬请期待' })
    expect(bannerJump(item('TOAST', 'Soon!'), env)).toEqual({ kind: 'toast', text: 'Soon!' })
  })
  it('a banner or notice jump to a topic opens the topic page; "topic-activity URLs become the topic_activity route" (product.md, Routing rules)', () => {
    expect(bannerJump(item('TOPIC', 'L-TOPIC-1'), env)).toEqual({ kind: 'open', route: 'topic_activity', params: { topicId: 'L-TOPIC-1' } })
    expect(bannerJump(item('TOPIC'), env)).toEqual({ kind: 'none' })
    // A notice's jump (the same fields, no picture) goes the same way.
    expect(bannerJump({ jumpType: 'TOPIC', jumpValue: 'L-TOPIC-2' }, env)).toEqual({
      kind: 'open',
      route: 'topic_activity',
      params: { topicId: 'L-TOPIC-2' }
    })
    expect(bannerJump(item('H5', 'https://shop.example.com/topic-activity/L-TOPIC-1?from=banner'), env)).toEqual({
      kind: 'open',
      route: 'topic_activity',
      params: { topicId: 'L-TOPIC-1' }
    })
    expect(bannerJump(item('WEB', 'https://shop.example.com/topic-activity-old/x'), env)).toEqual({
      kind: 'web',
      url: 'https://shop.example.com/topic-activity-old/x'
    })
    expect(topicOfUrl('https://shop.example.com/topic-activity/T%207/')).toBe('T 7')
    expect(topicOfUrl('https://shop.example.com/topic-activity/T7/coupon-template/C1')).toBeUndefined()
    expect(topicOfUrl('https://shop.example.com/topic-activity/%E0%A4%A')).toBeUndefined()
  })
})
