/** On-site (venue box-office) purchase: site_purchase, site-list and site-ticket. The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  today: '今日场次 · {date}',
  not_sold: '该演出暂不支持现场购票',
  not_sold_detail: '可在演出详情页在线购票',
  to_show: '查看演出',
  no_sessions: '今天没有可现场购买的场次',
  no_sessions_detail: '现场购票仅限当天场次，其他日期请在线购票',
  open_until: '现场售票中 · {time} 停售',
  opens_at: '{time} 开始现场售票',
  ended: '现场售票已结束',
  left: '余 {count} 张',
  sold_out: '已售罄',
  best_seats: '将为你自动选择最佳座位',
  quantity: '数量',
  total: '合计',
  buy: '立即购买',
  pricing: '计算中…',
  note: '支付成功后即可在“现场票”中出示入场码入场',
  my_tickets: '我的现场票',
  list_empty: '还没有现场购票记录',
  list_empty_detail: '在场馆扫描场馆码，或在当天的演出页选择现场购票',
  list_action: '输入场馆码',
  purchased_at: '购于 {time}',
  show_code: '出示入场码',
  gate_hint: '请将入场码出示给检票员扫描，入场码每 30 秒更新',
  badge: '现场购票',
  entry: '现场购票'
}

export type OnSiteMessages = SectionShape<typeof zhCN>
export default zhCN as OnSiteMessages
