/**
 * Binding tickets (issue #17): bind-invitation-ticket, bindTicket, real-name, real-name-single,
 * real-idCard. The reference dictionary of the section (section-i18n.ts).
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  entry: {
    add_ticket: '添加门票',
    redeem: '兑换邀请票'
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
