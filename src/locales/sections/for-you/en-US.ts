/** Home's per-buyer components, English. */
import type { ForYouMessages } from './zh-CN'

const enUS: ForYouMessages = {
  title: 'For you',
  next_show: 'Coming up',
  tickets: '{count, plural, one {# ticket} other {# tickets}}',
  view_tickets: 'View tickets',
  expiring: 'Coupons about to expire',
  expiring_count: '{count, plural, one {# coupon expires} other {# coupons expire}} within {days, plural, one {# day} other {# days}}',
  expires_at: 'Expires {time}',
  use_now: 'Use now',
  recently_viewed: 'Recently viewed'
}

export default enUS
