/** Binding tickets, traditional Chinese, Macao wording. */
import type { BindingMessages } from './zh-CN'

const zhMO: BindingMessages = {
  entry: {
    add_ticket: '添加門票',
    redeem: '兌換邀請票'
  },
  bind: {
    intro: '在其他渠道或其他賬號購買的門票，可憑票號和驗證綁定到當前賬號。綁定後原入場碼失效。',
    number_label: '票號',
    number_placeholder: '請輸入票號',
    by_sms: '下單手機驗證',
    by_id: '觀演人證件驗證',
    code_label: '驗證碼',
    code_placeholder: '請輸入 6 位驗證碼',
    send_code: '獲取驗證碼',
    resend_in: '{seconds} 秒後重新獲取',
    code_sent: '如票號正確，驗證碼已發送至下單手機',
    id_label: '證件號碼',
    id_placeholder: '請輸入觀演人身份證號',
    id_invalid: '身份證號碼格式錯誤',
    number_required: '請輸入票號',
    code_invalid: '請輸入 6 位數字驗證碼',
    submit: '綁定門票',
    done: '綁定成功',
    to_invitation: '有邀請碼？兌換邀請票',
    to_bind: '在其他渠道購票？綁定門票'
  },
  real_name: {
    intro: '本演出需在開演前為每張票登記觀演人，一證一票。',
    empty: '沒有待登記觀演人的門票',
    to_holder: '去票夾',
    deadline: '登記截止：{time}',
    closed: '實名登記已截止',
    bind: '登記觀演人',
    bound: '觀演人：{name}',
    choose: '選擇觀演人',
    audiences_empty: '還沒有常用觀演人',
    new_attendee: '填寫新的觀演人',
    name_label: '姓名',
    name_placeholder: '請輸入觀演人姓名',
    name_required: '請輸入姓名',
    id_label: '身份證號',
    id_placeholder: '請輸入身份證號碼',
    id_invalid: '身份證號碼格式錯誤',
    submit: '確認登記',
    done: '登記成功'
  },
  invitation: {
    intro: '輸入主辦方提供的邀請碼，兌換一張免費電子票。',
    code_label: '邀請碼',
    code_placeholder: '例如 ABCD-EFGH-IJKL-MNOP-QRST',
    code_invalid: '邀請碼為 20 位字母和數字，請核對後重新輸入',
    submit: '兌換',
    done: '兌換成功',
    done_text: '門票已放入票夾',
    view_ticket: '查看門票',
    to_holder: '去票夾'
  }
}

export default zhMO
