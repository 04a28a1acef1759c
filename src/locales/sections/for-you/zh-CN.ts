/** Home's per-buyer components (user_component; docs/show-calls.md). The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  title: '为你准备',
  next_show: '即将观演',
  tickets: '{count}张票',
  view_tickets: '查看门票',
  expiring: '优惠券即将过期',
  expiring_count: '{count}张优惠券将在{days}天内过期',
  expires_at: '{time}到期',
  use_now: '去使用',
  recently_viewed: '最近浏览'
}

export type ForYouMessages = SectionShape<typeof zhCN>
export default zhCN as ForYouMessages
