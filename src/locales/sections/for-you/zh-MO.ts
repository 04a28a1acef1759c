/** Home's per-buyer components, Traditional Chinese (Macau). */
import type { ForYouMessages } from './zh-CN'

const zhMO: ForYouMessages = {
  title: '為你準備',
  next_show: '即將觀演',
  tickets: '{count}張票',
  view_tickets: '查看門票',
  expiring: '優惠券即將過期',
  expiring_count: '{count}張優惠券將在{days}天內過期',
  expires_at: '{time}到期',
  use_now: '去使用',
  recently_viewed: '最近瀏覽'
}

export default zhMO
