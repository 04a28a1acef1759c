/** The rebook-ticket page; the reference dictionary of the section (section-i18n.ts). */
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
  diff_pay: '需补差价 {amount} 元，确认后去支付',
  pick_all: '请为每张选中的票选择票档',
  confirm: '确认改签',
  confirm_ask: '确认将 {count} 张票改签到 {session}？原票将立即作废，并出具新票。',
  done: '改签成功',
  confirm_pay: '确认并补差价',
  confirm_pay_ask: '确认将 {count} 张票改签到 {session}，并补差价 {amount} 元？新票为你保留至支付截止，支付成功后原票作废并出具新票。',
  pending_title: '有一笔改签待补差价',
  pending_detail: '需补 {amount} 元，请在 {time} 前支付；期间原票仍可入场，但不能退票、转赠或再次改签。',
  pay_now: '去支付',
  cancel_rebook: '取消改签',
  cancel_ask: '取消后为你保留的新票将释放，原票不变。确认取消？',
  cancelled: '已取消改签，原票不变',
  pay_ended: '改签未完成（已取消或已超时），原票不变；如已付款，差价将原路退回',
  paid_done: '改签成功，新票已出具'
}

export type RebookMessages = SectionShape<typeof zhCN>
export default zhCN as RebookMessages
