/** Announcements (banner and announce-detail) and the shop-state page; the section's reference dictionary (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  banner_label: '公告',
  read: '已读',
  unread: '未读',
  more: '详情',
  detail_more_link: '了解更多',
  detail_period: '{start} 至 {end}',
  detail_missing: '公告不存在或已撤回',
  shop_closed: '店铺已打烊',
  shop_closed_detail: '商家暂时关闭了店铺，请稍后再来看看',
  shop_suspended: '店铺暂停营业',
  shop_suspended_detail: '店铺正在调整中，恢复营业后即可继续购票',
  shop_open: '店铺正常营业中',
  shop_open_detail: '现在可以回到首页继续浏览',
  check_again: '重新检查',
  still_closed: '店铺仍未营业'
}

export type NoticesMessages = SectionShape<typeof zhCN>
export default zhCN as NoticesMessages
