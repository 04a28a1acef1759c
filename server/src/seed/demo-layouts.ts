/**
 * The demo merchant's page layouts: home banners (a show, a keyword search, a category, a toast), a
 * member entry and a waterfall of recommended shows; smaller layouts for the pay-success, ticket-holder
 * and personal-centre pages and one topic. Built from the catalogue so the banners point at real shows.
 */
import type { Texts } from '../http/texts'
import type { StoredBanner, StoredComponent } from '../layout/layout-types'
import { DEMO_MERCHANT_ID, type Row } from './catalog'

const T = (zhCN: string, zhMO: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': en })

const recommended = (title: Texts): StoredComponent => ({
  componentId: 'feed',
  componentType: 'WATERFALL',
  title,
  rule: { sortType: 'RECOMMEND' }
})

export function buildLayouts(shows: Row[], now: Date): Row[] {
  // Featured: the highest-weighted shows already on sale and not cancelled.
  const featured = shows
    .filter((s) => s.state === 'SCHEDULED' && s.sale_time && new Date(s.sale_time as string) <= now)
    .sort((a, b) => (b.weight as number) - (a.weight as number))
    .slice(0, 3)
  const showBanners: StoredBanner[] = featured.map((s, i) => ({
    itemId: `B${i + 1}`,
    title: s.name as Texts,
    color: s.poster_color as string,
    jumpType: 'SHOW_DETAIL',
    jumpValue: s.id as string
  }))
  const homeBanners: StoredBanner[] = [
    ...showBanners,
    {
      itemId: 'B4',
      title: T('周末去听音乐会', '週末去聽音樂會', 'A concert this weekend'),
      color: '#1E4D6B',
      jumpType: 'SHOW_TYPE',
      jumpValue: 'MUSIC'
    },
    {
      itemId: 'B5',
      title: T('搜索：巡回演唱会', '搜索：巡迴演唱會', 'Search: tours'),
      color: '#5A2A6E',
      jumpType: 'SEARCH_KEYWORD',
      jumpValue: T('巡回', '巡迴', 'Tour')['zh-CN']
    },
    { itemId: 'B6', title: T('会员日即将开启', '會員日即將開啟', 'Member day is coming'), color: '#7A4A1E', jumpType: 'TOAST' }
  ]
  const layout = (id: string, page: string, name: Texts, components: StoredComponent[], sort = 0) => ({
    id,
    merchant_id: DEMO_MERCHANT_ID,
    page,
    name,
    title: name,
    components,
    enabled: true,
    end_time: null,
    sort
  })
  return [
    layout('L-HOME', 'HOME', T('首页', '首頁', 'Home'), [
      { componentId: 'banner', componentType: 'NORMAL', style: 'BANNER', items: homeBanners },
      {
        componentId: 'member',
        componentType: 'USER',
        style: 'MEMBER_ENTRY',
        title: T('登录享会员专属权益', '登錄享會員專屬權益', 'Log in for member benefits')
      },
      recommended(T('为你推荐', '為你推薦', 'Recommended for you'))
    ]),
    layout('L-PAY', 'PAY_SUCCESS', T('支付成功', '支付成功', 'Payment success'), [
      recommended(T('猜你喜欢', '猜你喜歡', 'You may also like'))
    ]),
    layout('L-HOLDER', 'TICKET_HOLDER', T('票夹', '票夾', 'Tickets'), [recommended(T('近期热门', '近期熱門', 'Popular now'))]),
    layout('L-MINE', 'PERSONAL_CENTER', T('我的', '我的', 'Me'), [
      {
        componentId: 'notice',
        componentType: 'NORMAL',
        style: 'NOTICE',
        title: T('购票须知', '購票須知', 'Buying notes'),
        content: T(
          '实名制演出需为每张门票选择一位观演人，建议开售前提前添加。',
          '實名制演出需為每張門票選擇一位觀演人，建議開售前提前添加。',
          'Real-name shows need one attendee per ticket; add yours before the sale.'
        )
      }
    ]),
    layout('L-TOPIC-1', 'TOPIC', T('音乐季', '音樂季', 'Music season'), [
      { componentId: 'banner', componentType: 'NORMAL', style: 'BANNER', items: showBanners.slice(0, 2) },
      {
        componentId: 'feed',
        componentType: 'WATERFALL',
        title: T('音乐会', '音樂會', 'Concerts and recitals'),
        rule: { sortType: 'TIME', categoryCode: 'MUSIC' }
      }
    ])
  ]
}
