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
  diff_pay: '需補 {amount} 元，暫不支援改簽到更高票價，請選擇同價或更低票價的票檔',
  pick_all: '請為每張選中的票選擇票檔',
  confirm: '確認改簽',
  confirm_ask: '確認將 {count} 張票改簽到 {session}？原票將立即作廢，並發出新票。',
  done: '改簽成功'
}

export default zhMO
