/** Announcements and the shop-state page in English (same keys as zh-CN.ts). */
import type { NoticesMessages } from './zh-CN'

const enUS: NoticesMessages = {
  banner_label: 'Notice',
  read: 'Read',
  unread: 'New',
  more: 'Details',
  detail_more_link: 'Learn more',
  detail_period: '{start} to {end}',
  detail_missing: 'This announcement is not available',
  shop_closed: 'The shop is closed',
  shop_closed_detail: 'The shop is closed for now. Please come back later.',
  shop_suspended: 'The shop is paused',
  shop_suspended_detail: 'The shop is being updated. You can buy tickets again once it reopens.',
  shop_open: 'The shop is open',
  shop_open_detail: 'You can go back home and carry on browsing.',
  check_again: 'Check again',
  still_closed: 'The shop is still closed'
}

export default enUS
