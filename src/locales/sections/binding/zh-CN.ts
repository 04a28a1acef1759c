/**
 * Binding tickets: bind-invitation-ticket, bindTicket, real-name, real-name-single,
 * real-idCard. The reference dictionary of the section (section-i18n.ts).
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  entry: {
    add_ticket: '添加门票',
    redeem: '兑换邀请票'
  },
  bind: {
    intro: '在其他渠道或其他账号购买的门票，可凭票号和验证绑定到当前账号。绑定后原入场码失效。',
    number_label: '票号',
    number_placeholder: '请输入票号',
    by_sms: '下单手机验证',
    by_id: '观演人证件验证',
    code_label: '验证码',
    code_placeholder: '请输入 6 位验证码',
    send_code: '获取验证码',
    resend_in: '{seconds} 秒后重新获取',
    code_sent: '如票号正确，验证码已发送至下单手机',
    id_label: '证件号码',
    id_placeholder: '请输入观演人身份证号',
    id_invalid: '身份证号码格式错误',
    number_required: '请输入票号',
    code_invalid: '请输入 6 位数字验证码',
    submit: '绑定门票',
    done: '绑定成功',
    to_invitation: '有邀请码？兑换邀请票',
    to_bind: '在其他渠道购票？绑定门票'
  },
  real_name: {
    intro: '本演出需在开演前为每张票登记观演人，一证一票。',
    empty: '没有待登记观演人的门票',
    to_holder: '去票夹',
    deadline: '登记截止：{time}',
    closed: '实名登记已截止',
    bind: '登记观演人',
    bound: '观演人：{name}',
    choose: '选择观演人',
    audiences_empty: '还没有常用观演人',
    new_attendee: '填写新的观演人',
    name_label: '姓名',
    name_placeholder: '请输入观演人姓名',
    name_required: '请输入姓名',
    id_label: '身份证号',
    id_placeholder: '请输入身份证号码',
    id_invalid: '身份证号码格式错误',
    submit: '确认登记',
    done: '登记成功'
  },
  invitation: {
    intro: '输入主办方提供的邀请码，兑换一张免费电子票。',
    code_label: '邀请码',
    code_placeholder: '例如 ABCD-EFGH-IJKL-MNOP-QRST',
    code_invalid: '邀请码为 20 位字母和数字，请核对后重新输入',
    submit: '兑换',
    done: '兑换成功',
    done_text: '门票已放入票夹',
    view_ticket: '查看门票',
    to_holder: '去票夹'
  }
}

export type BindingMessages = SectionShape<typeof zhCN>
export default zhCN as BindingMessages
