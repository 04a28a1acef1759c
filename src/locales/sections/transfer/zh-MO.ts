/** Ticket transfer pages, traditional Chinese with Macao wording. */
import type { TransferMessages } from './zh-CN'

const zhMO: TransferMessages = {
  status: {
    IN_TRANSFER: '轉贈中',
    TRANSFERRED: '已轉贈',
    ACCEPTED: '已領取',
    CANCELLED: '已取消',
    TIME_EXCEEDED: '已逾時'
  },
  direction: {
    SENT: '我轉贈的',
    RECEIVED: '我領取的'
  },
  send: {
    phone_label: '受贈人手機號碼',
    phone_placeholder: '請輸入受贈人的手機號碼',
    phone_invalid: '請輸入正確的手機號碼',
    deadline: '轉贈截止：{time}',
    rules_summary: '每次轉贈一張票；受贈人須以該手機號碼登入，同意轉贈規則後領取；受贈的票不能再次轉贈。',
    rules_link: '查看轉贈規則',
    confirm: '確認轉贈',
    confirm_text: '將這張票轉贈給 {phone}？轉贈期間該票不能入場。',
    share_hint: '把連結或二維碼發給受贈人，對方以 {phone} 登入後即可領取',
    copy_link: '複製連結',
    copied: '連結已複製',
    expires: '{time} 前未領取將自動退回',
    cancel: '取消轉贈',
    cancel_confirm: '確定取消轉贈嗎？票將退回給你。',
    cancelled: '已取消轉贈，票已退回',
    records: '轉贈記錄',
    back_to_ticket: '返回電子票',
    block: {
      STATE: '這張票目前不可轉贈',
      DISABLED: '本演出不支援轉贈',
      DEADLINE: '已超過轉贈截止時間',
      TRANSFERRED_IN: '受贈的票不能再次轉贈'
    }
  },
  accept: {
    from: '{phone} 轉贈給你一張票',
    expires: '請在 {time} 前領取',
    agree: '我已閱讀並同意',
    rules_link: '《轉贈規則》',
    must_agree: '請先閱讀並同意轉贈規則',
    audience_label: '觀演人',
    audience_choose: '選擇觀演人',
    audience_hint: '實名演出：領取時須綁定你的觀演人（{time} 前可綁定）',
    accept: '確認領取',
    accepted: '領取成功',
    accepted_detail: '電子票已放入你的票夾，入場碼已更新為新的',
    transferred: '這張票已被受贈人領取',
    in_transfer_mine: '等待受贈人領取',
    view_ticket: '查看電子票',
    to_ticket_holder: '去票夾',
    to_home: '去首頁',
    failure: {
      ALREADY_ACCEPTED: '該轉贈已被領取',
      TIME_EXCEEDED: '轉贈已逾時',
      CANCELLED: '轉贈人已取消轉贈',
      NOTHING: '暫無可領取的轉贈',
      PURCHASE_LIMIT: '已達本演出購票上限，無法領取',
      IDENTITY_CLOSED: '已過觀演人綁定截止時間，無法領取'
    },
    failure_detail: {
      ALREADY_ACCEPTED: '每次轉贈只能領取一次。',
      TIME_EXCEEDED: '已超過領取時間，票已退回轉贈人。',
      CANCELLED: '如仍需要，請聯絡轉贈人重新轉贈。',
      NOTHING: '連結可能有誤，或這次轉贈不是給你目前登入的手機號碼。',
      PURCHASE_LIMIT: '領取後你持有的本演出門票將超過每人限購數量。',
      IDENTITY_CLOSED: '實名演出在開演前一段時間內不能再綁定觀演人。'
    }
  },
  rules: {
    r1: '每次只能轉贈一張電子票，且須在演出設定的轉贈截止時間前完成。',
    r2: '受贈人手機號碼須為11位、以1開頭的中國內地手機號碼；受贈人須以該手機號碼登入後領取。',
    r3: '轉贈期間該票不能入場；轉贈人可在對方領取前取消轉贈，票將退回。',
    r4: '截止時間前未領取的轉贈自動失效，票退回轉贈人。',
    r5: '領取成功後原入場碼（包括截圖）即時失效，受贈人獲得新的入場碼。',
    r6: '受贈的票不能再次轉贈；領取後持票數不得超過本演出的每人限購數量。',
    r7: '實名演出須在觀演人綁定截止時間前綁定受贈人自己的觀演人。'
  },
  records: {
    empty: '暫無轉贈記錄',
    to: '受贈人 {phone}'
  },
  bind: {
    hint: '選擇一位觀演人綁定到這張票',
    empty: '還沒有觀演人',
    add: '新增觀演人',
    unselectable: '不可選'
  }
}

export default zhMO
