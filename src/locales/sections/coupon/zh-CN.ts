/** The coupon pages (issue #18: my coupons, exchange, a show's coupons, coupon shows, the topic template); the reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  tab_available: '可使用',
  tab_history: '历史记录',
  stamp: { used: '已使用', expired: '已过期', refunding: '退款中', received: '已领取' },
  action: { use: '去使用', view: '查看', receive: '领取' },
  receive_success: '领取成功',
  real_name_title: '实名认证',
  real_name_content: '仅限实名认证用户领取',
  real_name_confirm: '去认证',
  cancel: '取消',
  face_content: '领取该优惠券需先完成人脸认证',
  face_confirm: '去认证',
  face_failed: '人脸认证失败',
  face_unsupported: '当前应用不支持人脸认证',
  window: '{start} 至 {end}',
  window_dynamic: '领取后{length}{unit}内有效',
  unit: { DAY: '天', WEEK: '周', MONTH: '个月', YEAR: '年' },
  left: '剩余{count}张',
  per_buyer: '每人限领{count}张',
  new_mark: '新到',
  empty_available: '暂无可用优惠券',
  empty_available_detail: '可在演出页领券，或用兑换码兑换',
  empty_history: '暂无历史优惠券',
  empty_history_detail: '已使用、已过期和退款中的优惠券会显示在这里',
  to_exchange: '兑换优惠券',
  empty_list: '本演出暂无可领取的优惠券',
  back_to_show: '返回演出',
  exchange_intro: '输入商家提供的兑换码，兑换一张优惠券',
  exchange_label: '兑换码',
  exchange_placeholder: '请输入兑换码',
  exchange_invalid: '兑换码为20位字母和数字，请核对后重新输入',
  exchange_submit: '兑换',
  exchange_done: '兑换成功',
  exchange_done_text: '优惠券已放入"我的优惠券"',
  to_mine: '查看我的优惠券',
  exchange_again: '继续兑换',
  shows_all: '全部演出可用，以下为正在售卖的演出',
  shows_empty: '暂无适用的演出',
  to_home: '去首页看看',
  more: '加载更多',
  // Confirm order (issue #18): the coupon row and its list.
  // The offline coupon's verify code popup (product.md "An offline coupon fetches a verify code and shows a popup").
  verify: {
    title: '核销码',
    hint: '请向工作人员出示此码，核销后优惠券即为已使用',
    refresh_in: '{seconds}秒后自动刷新',
    used: '优惠券已核销',
    used_detail: '该优惠券已使用，可在历史记录中查看',
    unusable: '该优惠券当前不可使用',
    close: '关闭'
  },
  order: {
    title: '优惠券',
    usable_count: '{count}张可用',
    none_usable: '暂无可用',
    off: '-¥{amount}',
    not_applicable: '该优惠券当前不可用',
    no_coupon: '不使用优惠券',
    usable_heading: '可用优惠券',
    unusable_heading: '不可用优惠券',
    done: '确定',
    valid_until: '有效期至 {date}'
  }
}

export type CouponMessages = SectionShape<typeof zhCN>
export default zhCN as CouponMessages
