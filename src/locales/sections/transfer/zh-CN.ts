/**
 * Ticket transfer pages: send-mine-ticket, accept-mine-ticket, send-rule, custom-button-list,
 * ticket-bind-audience. The reference dictionary of the section (section-i18n.ts).
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  status: {
    IN_TRANSFER: '转赠中',
    TRANSFERRED: '已转赠',
    ACCEPTED: '已领取',
    CANCELLED: '已取消',
    TIME_EXCEEDED: '已超时'
  },
  direction: {
    SENT: '我转赠的',
    RECEIVED: '我领取的'
  },
  send: {
    phone_label: '受赠人手机号',
    phone_placeholder: '请输入受赠人的手机号',
    phone_invalid: '请输入正确的手机号码',
    deadline: '转赠截止：{time}',
    rules_summary: '每次转赠一张票；受赠人须用该手机号登录，同意转赠规则后领取；受赠的票不能再次转赠。',
    rules_link: '查看转赠规则',
    confirm: '确认转赠',
    confirm_text: '将这张票转赠给 {phone}？转赠期间该票不能入场。',
    share_hint: '把链接或二维码发给受赠人，对方用 {phone} 登录后即可领取',
    copy_link: '复制链接',
    copied: '链接已复制',
    expires: '{time} 前未领取将自动退回',
    cancel: '取消转赠',
    cancel_confirm: '确定取消转赠吗？票将退回给你。',
    cancelled: '已取消转赠，票已退回',
    records: '转赠记录',
    back_to_ticket: '返回电子票',
    block: {
      STATE: '这张票当前不可转赠',
      DISABLED: '本演出不支持转赠',
      DEADLINE: '已超过转赠截止时间',
      TRANSFERRED_IN: '受赠的票不能再次转赠'
    }
  },
  accept: {
    from: '{phone} 转赠给你一张票',
    expires: '请在 {time} 前领取',
    agree: '我已阅读并同意',
    rules_link: '《转赠规则》',
    must_agree: '请先阅读并同意转赠规则',
    audience_label: '观演人',
    audience_choose: '选择观演人',
    audience_hint: '实名演出：领取时须绑定你的观演人（{time} 前可绑定）',
    accept: '确认领取',
    accepted: '领取成功',
    accepted_detail: '电子票已放入你的票夹，入场码已更新为新的',
    transferred: '这张票已被受赠人领取',
    in_transfer_mine: '等待受赠人领取',
    view_ticket: '查看电子票',
    to_ticket_holder: '去票夹',
    to_home: '去首页',
    failure: {
      ALREADY_ACCEPTED: '该转赠已被领取',
      TIME_EXCEEDED: '转赠已超时',
      CANCELLED: '转赠人已取消转赠',
      NOTHING: '暂无可领取的转赠',
      PURCHASE_LIMIT: '已达本演出购票上限，无法领取',
      IDENTITY_CLOSED: '已过观演人绑定截止时间，无法领取'
    },
    failure_detail: {
      ALREADY_ACCEPTED: '每次转赠只能领取一次。',
      TIME_EXCEEDED: '已超过领取时间，票已退回转赠人。',
      CANCELLED: '如仍需要，请联系转赠人重新转赠。',
      NOTHING: '链接可能有误，或这次转赠不是给你当前登录的手机号。',
      PURCHASE_LIMIT: '领取后你持有的本演出门票将超过每人限购数量。',
      IDENTITY_CLOSED: '实名演出在开演前一段时间内不能再绑定观演人。'
    }
  },
  rules: {
    r1: '每次只能转赠一张电子票，且需在演出设定的转赠截止时间前完成。',
    r2: '受赠人手机号须为11位、以1开头的中国大陆手机号；受赠人须使用该手机号登录后领取。',
    r3: '转赠期间该票不能入场；转赠人可在对方领取前取消转赠，票将退回。',
    r4: '截止时间前未领取的转赠自动失效，票退回转赠人。',
    r5: '领取成功后原入场码（含截图）立即失效，受赠人获得新的入场码。',
    r6: '受赠的票不能再次转赠；领取后持票数不得超过本演出的每人限购数量。',
    r7: '实名演出须在观演人绑定截止时间前绑定受赠人自己的观演人。'
  },
  records: {
    empty: '暂无转赠记录',
    to: '受赠人 {phone}'
  },
  bind: {
    hint: '选择一位观演人绑定到这张票',
    empty: '还没有观演人',
    add: '添加观演人',
    unselectable: '不可选'
  }
}

export type TransferMessages = SectionShape<typeof zhCN>
export default zhCN as TransferMessages
