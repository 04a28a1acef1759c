/** Reservations, Traditional Chinese (Macao). */
import type { ReserveMessages } from './zh-CN'

const zhMO: ReserveMessages = {
  index: {
    free: '免費',
    next_slot: '最近可約 {time}',
    no_slot: '暫無可預約時段',
    empty: '暫無預約項目',
    empty_detail: '敬請期待更多場館服務',
    my_bookings: '我的預約'
  },
  weekday: {
    d0: '週日',
    d1: '週一',
    d2: '週二',
    d3: '週三',
    d4: '週四',
    d5: '週五',
    d6: '週六'
  },
  today: '今天',
  detail: {
    choose_day: '選擇日期',
    choose_slot: '選擇時段',
    times_in_zone: '以下為場館當地時間（{zone}）',
    left: '餘 {count}',
    full: '已約滿',
    not_open: '未開放',
    closed: '已截止',
    no_slots: '該日暫無時段',
    rules: '預約須知',
    rule_opens: '可提前 {days} 天預約',
    rule_closes: '開始前 {minutes} 分鐘停止預約',
    rule_cancel: '{hours, plural, =0 {開始前均可取消} other {開始前 # 小時可取消}}',
    rule_limit: '每人最多同時預約 {count} 個時段',
    book: '立即預約',
    pick_first: '請先選擇時段',
    not_found: '預約項目不存在',
    not_found_detail: '該項目可能已下架'
  },
  order: {
    slot: '預約時段',
    visitor: '預約人資料',
    visitor_name: '姓名',
    visitor_name_placeholder: '請輸入預約人姓名',
    visitor_phone: '手機號碼',
    visitor_phone_placeholder: '用於接收提醒短訊',
    price: '費用',
    free: '免費',
    confirm: '確認預約',
    pay: '去支付',
    name_problem: '請填寫預約人姓名',
    phone_problem: '請填寫正確的手機號碼',
    booked: '預約成功',
    slot_gone: '該時段已不可預約'
  },
  record: {
    empty: '還沒有預約',
    empty_action: '去預約',
    state: {
      UNPAID: '待支付',
      BOOKED: '已預約',
      USED: '已入場',
      CANCELLED: '已取消',
      EXPIRED: '已失效'
    },
    visitor: '預約人 {name} {phone}',
    cancel: '取消預約',
    cancel_title: '取消預約',
    cancel_confirm: '確定取消該預約嗎？名額將釋放給其他人。',
    cancel_confirm_paid: '確定取消該預約嗎？已支付的 {price} 將原路退回。',
    cancelled: '已取消預約',
    cancel_until: '{time} 前可取消',
    no_cancel: '已過取消時間',
    pay: '去支付',
    pay_until: '請在 {time} 前支付',
    refund: '退款 {price}',
    entry_code: '入場碼',
    entry_code_hint: '入場時向工作人員出示此碼',
    show_code: '查看入場碼',
    hide_code: '收起'
  }
}

export default zhMO
