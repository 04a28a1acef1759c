/** The coupon pages in Macao Chinese (same keys as zh-CN.ts). */
import type { CouponMessages } from './zh-CN'

const zhMO: CouponMessages = {
  tab_available: '可使用',
  tab_history: '歷史記錄',
  stamp: { used: '已使用', expired: '已過期', refunding: '退款中', received: '已領取' },
  action: { use: '去使用', view: '查看', receive: '領取' },
  receive_success: '領取成功',
  real_name_title: '實名認證',
  real_name_content: '僅限實名認證用戶領取',
  real_name_confirm: '去認證',
  cancel: '取消',
  face_content: '領取該優惠券需先完成人臉認證',
  face_confirm: '去認證',
  face_failed: '人臉認證失敗',
  face_unsupported: '當前應用不支援人臉認證',
  window: '{start} 至 {end}',
  window_dynamic: '領取後{length}{unit}內有效',
  unit: { DAY: '天', WEEK: '週', MONTH: '個月', YEAR: '年' },
  left: '剩餘{count}張',
  per_buyer: '每人限領{count}張',
  new_mark: '新到',
  empty_available: '暫無可用優惠券',
  empty_available_detail: '可在演出頁領券，或用兌換碼兌換',
  empty_history: '暫無歷史優惠券',
  empty_history_detail: '已使用、已過期和退款中的優惠券會顯示在這裡',
  to_exchange: '兌換優惠券',
  empty_list: '本演出暫無可領取的優惠券',
  back_to_show: '返回演出',
  exchange_intro: '輸入商家提供的兌換碼，兌換一張優惠券',
  exchange_label: '兌換碼',
  exchange_placeholder: '請輸入兌換碼',
  exchange_invalid: '兌換碼為20位字母和數字，請核對後重新輸入',
  exchange_submit: '兌換',
  exchange_done: '兌換成功',
  exchange_done_text: '優惠券已放入「我的優惠券」',
  to_mine: '查看我的優惠券',
  exchange_again: '繼續兌換',
  shows_all: '全部演出可用，以下為正在售賣的演出',
  shows_empty: '暫無適用的演出',
  to_home: '去首頁看看',
  more: '載入更多',
  // Confirm order (issue #18): the coupon row and its list.
  verify: {
    title: '核銷碼',
    hint: '請向工作人員出示此碼，核銷後優惠券即為已使用',
    refresh_in: '{seconds}秒後自動重新整理',
    used: '優惠券已核銷',
    used_detail: '該優惠券已使用，可在歷史記錄中查看',
    unusable: '該優惠券目前不可使用',
    close: '關閉'
  },
  order: {
    title: '優惠券',
    usable_count: '{count}張可用',
    none_usable: '暫無可用',
    off: '-¥{amount}',
    not_applicable: '該優惠券當前不可用',
    no_coupon: '不使用優惠券',
    usable_heading: '可用優惠券',
    unusable_heading: '不可用優惠券',
    done: '確定',
    valid_until: '有效期至 {date}'
  }
}

export default zhMO
