/** Announcements and the shop-state page in Traditional Chinese (same keys as zh-CN.ts). */
import type { NoticesMessages } from './zh-CN'

const zhMO: NoticesMessages = {
  banner_label: '公告',
  read: '已讀',
  unread: '未讀',
  more: '詳情',
  detail_more_link: '了解更多',
  detail_period: '{start} 至 {end}',
  detail_missing: '公告不存在或已撤回',
  shop_closed: '店鋪已打烊',
  shop_closed_detail: '商家暫時關閉了店鋪，請稍後再來看看',
  shop_suspended: '店鋪暫停營業',
  shop_suspended_detail: '店鋪正在調整中，恢復營業後即可繼續購票',
  shop_open: '店鋪正常營業中',
  shop_open_detail: '現在可以回到首頁繼續瀏覽',
  check_again: '重新檢查',
  still_closed: '店鋪仍未營業'
}

export default zhMO
