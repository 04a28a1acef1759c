/** Reservations: reserve-index, reserve-detail, reserve-order, reserve-record. The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  index: {
    free: '免费',
    next_slot: '最近可约 {time}',
    no_slot: '暂无可预约时段',
    empty: '暂无预约项目',
    empty_detail: '敬请期待更多场馆服务',
    my_bookings: '我的预约'
  },
  weekday: {
    d0: '周日',
    d1: '周一',
    d2: '周二',
    d3: '周三',
    d4: '周四',
    d5: '周五',
    d6: '周六'
  },
  today: '今天',
  detail: {
    choose_day: '选择日期',
    choose_slot: '选择时段',
    times_in_zone: '以下为场馆当地时间（{zone}）',
    left: '余 {count}',
    full: '已约满',
    not_open: '未开放',
    closed: '已截止',
    no_slots: '该日暂无时段',
    rules: '预约须知',
    rule_opens: '可提前 {days} 天预约',
    rule_closes: '开始前 {minutes} 分钟停止预约',
    rule_cancel: '{hours, plural, =0 {开始前均可取消} other {开始前 # 小时可取消}}',
    rule_limit: '每人最多同时预约 {count} 个时段',
    book: '立即预约',
    pick_first: '请先选择时段',
    not_found: '预约项目不存在',
    not_found_detail: '该项目可能已下架'
  },
  order: {
    slot: '预约时段',
    visitor: '预约人信息',
    visitor_name: '姓名',
    visitor_name_placeholder: '请输入预约人姓名',
    visitor_phone: '手机号',
    visitor_phone_placeholder: '用于接收提醒短信',
    price: '费用',
    free: '免费',
    confirm: '确认预约',
    pay: '去支付',
    name_problem: '请填写预约人姓名',
    phone_problem: '请填写正确的手机号',
    booked: '预约成功',
    slot_gone: '该时段已不可预约'
  },
  record: {
    empty: '还没有预约',
    empty_action: '去预约',
    state: {
      UNPAID: '待支付',
      BOOKED: '已预约',
      USED: '已入场',
      CANCELLED: '已取消',
      EXPIRED: '已失效'
    },
    visitor: '预约人 {name} {phone}',
    cancel: '取消预约',
    cancel_title: '取消预约',
    cancel_confirm: '确定取消该预约吗？名额将释放给其他人。',
    cancel_confirm_paid: '确定取消该预约吗？已支付的 {price} 将原路退回。',
    cancelled: '已取消预约',
    cancel_until: '{time} 前可取消',
    no_cancel: '已过取消时间',
    pay: '去支付',
    pay_until: '请在 {time} 前支付',
    refund: '退款 {price}',
    entry_code: '入场码',
    entry_code_hint: '入场时向工作人员出示此码',
    show_code: '查看入场码',
    hide_code: '收起'
  }
}

export type ReserveMessages = SectionShape<typeof zhCN>
export default zhCN as ReserveMessages
