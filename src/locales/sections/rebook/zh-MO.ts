/** The rebook-ticket page in Macao Chinese (same keys as zh-CN.ts). */
import type { RebookMessages } from './zh-CN'

const zhMO: RebookMessages = {
  from_session: '原場次',
  deadline: '改簽截止 {time}',
  choose_session: '選擇新場次',
  no_sessions: '暫無可改簽的場次',
  no_sessions_detail: '本演出暫時沒有其他在售場次',
  my_orders: '我的訂單',
  back_to_order: '返回訂單',
  choose_tickets: '選擇要改簽的票',
  no_tickets: '沒有可改簽的票',
  no_tickets_detail: '已檢票、退票中、轉贈中或已改簽的票不能改簽',
  ticket_price: '原票價 {price}',
  choose_tier: '新票檔',
  left: '餘{count}張',
  sold_out: '已售罄',
  seated_note: '選座票檔：將為你分配該票檔內最靠前的空座，原座位隨即釋放。',
  difference: '差價',
  diff_equal: '無差價，確認後立即完成',
  diff_refund: '將原路退回 {amount} 元',
  diff_pay: '需補差價 {amount} 元，確認後前往付款',
  pick_all: '請為每張選中的票選擇票檔',
  confirm: '確認改簽',
  confirm_ask: '確認將 {count} 張票改簽到 {session}？原票將立即作廢，並發出新票。',
  done: '改簽成功',
  confirm_pay: '確認並補差價',
  confirm_pay_ask: '確認將 {count} 張票改簽到 {session}，並補差價 {amount} 元？新票為你保留至付款截止，付款成功後原票作廢並發出新票。',
  pending_title: '有一筆改簽待補差價',
  pending_detail: '需補 {amount} 元，請在 {time} 前付款；期間原票仍可入場，但不能退票、轉贈或再次改簽。',
  pay_now: '前往付款',
  cancel_rebook: '取消改簽',
  cancel_ask: '取消後為你保留的新票將釋放，原票不變。確認取消？',
  cancelled: '已取消改簽，原票不變',
  pay_ended: '改簽未完成（已取消或已逾時），原票不變；如已付款，差價將原路退回',
  paid_done: '改簽成功，新票已發出'
}

export default zhMO
