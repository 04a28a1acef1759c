/** The refund request pages (refund-orders, refund-order-tickets) and the order's refund state: the reference dictionary. */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  apply: {
    heading: '退票申请',
    whole_order: '整单退票',
    chosen: '已选 {count} 张票',
    choose: '选择要退的票',
    change: '修改',
    tickets_price: '票价合计',
    amount: '预计退款',
    fee: '手续费（{percent}%）',
    back_note: '款项将原路退回至支付账户，到账时间以支付渠道为准。',
    rules: '查看退票规则',
    reason: '退票原因',
    reason_required: '请选择退票原因',
    confirm: '确认退票',
    confirm_dialog: '确认申请退票？提交后所选票将立即失效，不能入场。',
    submitted: '退票申请已提交',
    no_order: '没有找到要退票的订单',
    my_orders: '查看我的订单',
    not_allowed: '当前不能退票',
    back: '返回订单'
  },
  reasons: {
    PLANS_CHANGED: '行程有变',
    BOUGHT_WRONG: '买错了',
    CANNOT_ATTEND: '无法到场',
    SHOW_CHANGED: '演出信息变更',
    OTHER: '其他原因'
  },
  tickets: {
    hint: '选择要退的票，已检票、退票中或已转赠的票不能退。',
    none: '没有可以退的票',
    next: '下一步（{count} 张）',
    state_USED: '已检票',
    state_REFUNDING: '退票中',
    state_REFUNDED: '已退票',
    state_TRANSFERRING: '转赠中',
    state_REBOOKED: '已改签',
    state_AWAY: '已转赠'
  },
  status: {
    heading: '退票进度',
    amount: '退款金额 {amount}',
    rejected_reason: '拒绝原因：{reason}',
    failed_reason: '退款失败：{reason}',
    failed_note: '商家会重新发起退款，请耐心等待。'
  }
}

export type RefundMessages = SectionShape<typeof zhCN>
export default zhCN as RefundMessages
