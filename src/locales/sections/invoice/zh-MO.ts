/** The invoice pages' texts in Macao traditional Chinese. */
import type { InvoiceMessages } from './zh-CN'

const zhMO: InvoiceMessages = {
  type: {
    label: '發票類型',
    VAT_E_ORDINARY: '電子普通發票',
    VAT_E_ORDINARY_PAPER: '紙質普通發票'
  },
  title_type: {
    label: '抬頭類型',
    INDIVIDUAL_OR_INSTITUTION: '個人或事業單位',
    ENTERPRISE: '企業'
  },
  content: {
    label: '發票內容',
    TICKET: '演出門票',
    CULTURAL_SERVICE: '文化服務'
  },
  form: {
    title: '發票抬頭',
    title_placeholder: '個人姓名或單位全稱',
    taxpayer_id: '納稅人識別號',
    taxpayer_placeholder: '18位統一社會信用代碼',
    more: '更多資料（選填）',
    bank_name: '開戶銀行',
    bank_account: '銀行帳號',
    address: '註冊地址',
    phone: '註冊電話',
    optional: '選填',
    delivery: '收票地址',
    choose_address: '請選擇收票地址',
    add_address: '新增地址',
    amount: '開票金額',
    amount_paper_note: '紙質發票金額不含快遞費',
    submit: '提交申請',
    resubmit: '重新提交',
    submitted: '已提交開票申請',
    prefilled: '已填入上次使用的抬頭'
  },
  problem: {
    required: '請填寫{field}',
    too_long: '{field}過長',
    format: '{field}格式不正確',
    unknown: '請選擇{field}',
    taxpayer_required: '企業抬頭須填寫納稅人識別號',
    taxpayer_length: '統一社會信用代碼為18位',
    taxpayer_characters: '含有代碼中不會出現的字元',
    taxpayer_check: '校驗位不符，請核對是否輸錯'
  },
  state: {
    APPLYING: '申請中',
    REJECTED: '已駁回',
    SUCCESS: '已開票',
    CANCELLED: '已取消'
  },
  state_note: {
    APPLYING: '商家正在處理你的開票申請',
    REJECTED: '開票申請被駁回，可修改後重新申請',
    SUCCESS: '發票已開具',
    CANCELLED: '發票已取消'
  },
  detail: {
    reject_reason: '駁回原因',
    cancel_reason: '取消原因',
    reapply: '重新申請',
    cancel: '取消申請',
    cancel_confirm: '確定取消這次開票申請嗎？',
    cancelled: '已取消開票申請',
    invoice_no: '發票號碼',
    download: '下載發票',
    open_link: '查看電子發票',
    express: '快遞資料',
    express_company: '快遞公司',
    express_no: '快遞單號',
    express_tel: '聯絡電話',
    apply_time: '申請時間',
    issued_time: '開票時間',
    order_number: '訂單號',
    copy_link: '連結已複製，請在瀏覽器中打開',
    open_failed: '打開發票失敗，請稍後再試'
  },
  entry: {
    label: '發票',
    apply: '申請開票',
    unavailable: '不可開票'
  },
  empty: {
    back_to_orders: '返回訂單列表',
    cannot_apply: '暫不能開票',
    to_order: '查看訂單'
  }
}

export default zhMO
