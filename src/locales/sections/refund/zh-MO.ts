/** The refund request pages in traditional Chinese, Macao wording. */
import type { RefundMessages } from './zh-CN'

const zhMO: RefundMessages = {
  apply: {
    heading: '退票申請',
    whole_order: '整單退票',
    chosen: '已選 {count} 張票',
    choose: '選擇要退的票',
    change: '修改',
    tickets_price: '票價合計',
    amount: '預計退款',
    fee: '手續費（{percent}%）',
    back_note: '款項將原路退回至支付賬戶，到賬時間以支付渠道為準。',
    rules: '查看退票規則',
    reason: '退票原因',
    reason_required: '請選擇退票原因',
    confirm: '確認退票',
    confirm_dialog: '確認申請退票？提交後所選票將立即失效，不能入場。',
    submitted: '退票申請已提交',
    no_order: '找不到要退票的訂單',
    my_orders: '查看我的訂單',
    not_allowed: '目前不能退票',
    back: '返回訂單'
  },
  reasons: {
    PLANS_CHANGED: '行程有變',
    BOUGHT_WRONG: '買錯了',
    CANNOT_ATTEND: '無法到場',
    SHOW_CHANGED: '演出資訊變更',
    OTHER: '其他原因'
  },
  tickets: {
    hint: '選擇要退的票，已檢票、退票中或已轉贈的票不能退。',
    none: '沒有可以退的票',
    next: '下一步（{count} 張）',
    state_USED: '已檢票',
    state_REFUNDING: '退票中',
    state_REFUNDED: '已退票',
    state_TRANSFERRING: '轉贈中',
    state_REBOOKED: '已改簽',
    state_AWAY: '已轉贈'
  },
  status: {
    heading: '退票進度',
    amount: '退款金額 {amount}',
    rejected_reason: '拒絕原因：{reason}',
    failed_reason: '退款失敗：{reason}',
    failed_note: '商戶會重新發起退款，請耐心等候。'
  }
}

export default zhMO
