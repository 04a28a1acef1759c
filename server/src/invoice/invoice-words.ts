/** What the gateway says about invoices, in the request's language: states, refusals, cancel reasons, field problems. */
import type { Locale } from '../http/texts'
import type { InvoiceField, InvoiceFieldProblem, InvoiceRefusal, InvoiceState } from '../../../types/rules/invoice-rules'

type Words = Record<Locale, string>

const STATES: Record<InvoiceState, Words> = {
  APPLYING: { 'zh-CN': '申请中', 'zh-MO': '申請中', 'en-US': 'Applying' },
  REJECTED: { 'zh-CN': '已驳回', 'zh-MO': '已駁回', 'en-US': 'Rejected' },
  SUCCESS: { 'zh-CN': '已开票', 'zh-MO': '已開票', 'en-US': 'Issued' },
  CANCELLED: { 'zh-CN': '已取消', 'zh-MO': '已取消', 'en-US': 'Cancelled' }
}

const REFUSALS: Record<InvoiceRefusal, Words> = {
  NOT_PAID: {
    'zh-CN': '订单未支付，暂不能开票',
    'zh-MO': '訂單未支付，暫不能開票',
    'en-US': 'This order is not paid, so it cannot be invoiced yet'
  },
  FULLY_REFUNDED: {
    'zh-CN': '订单已全部退款，不能开票',
    'zh-MO': '訂單已全部退款，不能開票',
    'en-US': 'This order was refunded in full and cannot be invoiced'
  },
  REFUND_IN_PROGRESS: {
    'zh-CN': '订单有退票正在处理，请处理完成后再申请开票',
    'zh-MO': '訂單有退票正在處理，請處理完成後再申請開票',
    'en-US': 'A refund of this order is in progress; apply once it is settled'
  },
  ALREADY_INVOICED: {
    'zh-CN': '该订单已申请或已开具发票',
    'zh-MO': '該訂單已申請或已開具發票',
    'en-US': 'This order already has an invoice or an application'
  },
  NOTHING_TO_INVOICE: { 'zh-CN': '该订单没有可开票金额', 'zh-MO': '該訂單沒有可開票金額', 'en-US': 'This order has no amount to invoice' }
}

/** Why an invoice was cancelled; the stored reason is a key of this. */
export type CancelReason = 'BUYER' | 'ORDER_REFUNDED' | 'ORDER_CHANGED'

const CANCEL_REASONS: Record<CancelReason, Words> = {
  BUYER: { 'zh-CN': '你已取消开票申请', 'zh-MO': '你已取消開票申請', 'en-US': 'You cancelled this application' },
  ORDER_REFUNDED: {
    'zh-CN': '订单已全部退款，发票已自动作废',
    'zh-MO': '訂單已全部退款，發票已自動作廢',
    'en-US': 'The order was refunded in full, so the invoice was cancelled'
  },
  ORDER_CHANGED: {
    'zh-CN': '订单发生退款，金额已变化，发票已自动作废；如仍有可开票金额，可重新申请',
    'zh-MO': '訂單發生退款，金額已變化，發票已自動作廢；如仍有可開票金額，可重新申請',
    'en-US': 'Money of this order was refunded, so the invoice was cancelled; if an amount remains, you may apply again'
  }
}

const FIELDS: Record<InvoiceField, Words> = {
  invoiceType: { 'zh-CN': '发票类型', 'zh-MO': '發票類型', 'en-US': 'invoice type' },
  invoiceTitleType: { 'zh-CN': '抬头类型', 'zh-MO': '抬頭類型', 'en-US': 'title type' },
  invoiceTitle: { 'zh-CN': '发票抬头', 'zh-MO': '發票抬頭', 'en-US': 'invoice title' },
  taxpayerId: { 'zh-CN': '纳税人识别号', 'zh-MO': '納稅人識別號', 'en-US': 'taxpayer ID' },
  bankName: { 'zh-CN': '开户银行', 'zh-MO': '開戶銀行', 'en-US': 'bank' },
  bankAccount: { 'zh-CN': '银行账号', 'zh-MO': '銀行帳號', 'en-US': 'bank account' },
  address: { 'zh-CN': '注册地址', 'zh-MO': '註冊地址', 'en-US': 'registered address' },
  phoneNo: { 'zh-CN': '注册电话', 'zh-MO': '註冊電話', 'en-US': 'registered phone' },
  invoiceContentType: { 'zh-CN': '发票内容', 'zh-MO': '發票內容', 'en-US': 'invoice content' },
  deliveryAddressId: { 'zh-CN': '收货地址', 'zh-MO': '收貨地址', 'en-US': 'delivery address' }
}

const PROBLEMS: Record<'required' | 'unknown' | 'too_long' | 'format', Words> = {
  required: { 'zh-CN': '请填写{field}', 'zh-MO': '請填寫{field}', 'en-US': 'Please fill in the {field}' },
  unknown: { 'zh-CN': '{field}不在可选范围内', 'zh-MO': '{field}不在可選範圍內', 'en-US': 'The {field} is not one of the choices' },
  too_long: { 'zh-CN': '{field}过长', 'zh-MO': '{field}過長', 'en-US': 'The {field} is too long' },
  format: { 'zh-CN': '{field}格式错误', 'zh-MO': '{field}格式錯誤', 'en-US': 'The {field} is not in a valid format' }
}

export const invoiceStateText = (state: InvoiceState, locale: Locale) => STATES[state][locale]
export const invoiceRefusalText = (refusal: InvoiceRefusal, locale: Locale) => REFUSALS[refusal][locale]
export const cancelReasonText = (reason: string, locale: Locale) =>
  reason in CANCEL_REASONS ? CANCEL_REASONS[reason as CancelReason][locale] : ''

/** One field's problem as a sentence (the taxpayer id has its own error code and message). */
export function fieldProblemText(p: InvoiceFieldProblem, locale: Locale): string {
  const kind = p.problem === 'required' || p.problem === 'unknown' || p.problem === 'too_long' ? p.problem : 'format'
  return PROBLEMS[kind][locale].replace('{field}', FIELDS[p.field][locale])
}

/** Why the merchant's issue or reject was refused. */
export type IssueProblem = 'invoice_no' | 'link_https' | 'express' | 'reason' | 'paper_only' | 'electronic_only' | 'amount_changed'

const ISSUE_PROBLEMS: Record<IssueProblem, Words> = {
  invoice_no: {
    'zh-CN': '请填写发票号码（最多40个字符）',
    'zh-MO': '請填寫發票號碼（最多40個字元）',
    'en-US': 'enter the invoice number (at most 40 characters)'
  },
  link_https: {
    'zh-CN': '电子发票链接须以 https:// 开头',
    'zh-MO': '電子發票連結須以 https:// 開頭',
    'en-US': 'the e-invoice link must start with https://'
  },
  express: {
    'zh-CN': '请填写快递公司和快递单号',
    'zh-MO': '請填寫快遞公司和快遞單號',
    'en-US': 'enter the express company and tracking number'
  },
  reason: {
    'zh-CN': '请填写驳回原因（最多200个字符）',
    'zh-MO': '請填寫駁回原因（最多200個字元）',
    'en-US': 'enter the reason for rejecting (at most 200 characters)'
  },
  paper_only: {
    'zh-CN': '纸质发票请填写快递信息寄出',
    'zh-MO': '紙質發票請填寫快遞資料寄出',
    'en-US': 'a paper invoice is issued by sending it: enter the express details'
  },
  amount_changed: {
    'zh-CN': '订单有退款，开票金额已与申请时不同，请驳回让买家重新申请',
    'zh-MO': '訂單有退款，開票金額已與申請時不同，請駁回讓買家重新申請',
    'en-US': 'money of this order was refunded since the application, so its amount no longer matches; reject it so the buyer re-applies'
  },
  electronic_only: {
    'zh-CN': '电子发票请上传PDF或填写发票号码和链接',
    'zh-MO': '電子發票請上傳PDF或填寫發票號碼和連結',
    'en-US': 'an e-invoice is issued as a PDF or a number and link'
  }
}

export const issueProblemText = (p: IssueProblem, locale: Locale) => ISSUE_PROBLEMS[p][locale]
