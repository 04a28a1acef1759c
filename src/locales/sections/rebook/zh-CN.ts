/** The rebook-ticket page (issue #17 "Rebooking"); the reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  from_session: '原场次',
  deadline: '改签截止 {time}',
  choose_session: '选择新场次',
  no_sessions: '暂无可改签的场次',
  no_sessions_detail: '本演出暂时没有其他在售场次',
  my_orders: '我的订单',
  back_to_order: '返回订单',
  choose_tickets: '选择要改签的票',
  no_tickets: '没有可改签的票',
  no_tickets_detail: '已检票、退票中、转赠中或已改签的票不能改签',
  ticket_price: '原票价 {price}',
  choose_tier: '新票档',
  left: '余{count}张',
  sold_out: '已售罄',
  seated_note: '选座票档：将为你分配该票档内最靠前的空座，原座位随即释放。',
  difference: '差价',
  diff_equal: '无差价，确认后立即完成',
  diff_refund: '将原路退回 {amount} 元',
  diff_pay: '需补 {amount} 元，暂不支持改签到更高票价，请选择同价或更低票价的票档',
  pick_all: '请为每张选中的票选择票档',
  confirm: '确认改签',
  confirm_ask: '确认将 {count} 张票改签到 {session}？原票将立即作废，并出具新票。',
  done: '改签成功'
}

export type RebookMessages = SectionShape<typeof zhCN>
export default zhCN as RebookMessages
