/** Invoice rows as the buyer's and the console's replies (types/api/invoice.ts). */
import type { Locale } from '../http/texts'
import { textIn } from '../http/texts'
import type { AdminInvoice, InvoiceDetail, InvoiceSummary } from '../../../types/api/invoice'
import { invoiceNext } from '../../../types/rules/invoice-rules'
import type { InvoiceRow } from './invoice.repository'
import { cancelReasonText, invoiceStateText } from './invoice-words'

export function presentInvoiceSummary(r: InvoiceRow, locale: Locale): InvoiceSummary {
  return {
    id: r.id,
    orderId: r.order_id,
    orderKind: r.order_kind,
    orderNumber: r.order_number,
    showName: textIn(r.show_name, locale),
    state: r.state,
    stateText: invoiceStateText(r.state, locale),
    invoiceType: r.invoice_type,
    invoiceTitle: r.title,
    invoiceAmount: r.amount_fen,
    applyTime: r.apply_time.getTime()
  }
}

export function presentInvoice(r: InvoiceRow, locale: Locale): InvoiceDetail {
  const issued = r.state === 'SUCCESS'
  return {
    ...presentInvoiceSummary(r, locale),
    invoiceTitleType: r.title_type,
    taxpayerId: r.taxpayer_id,
    bankName: r.bank_name,
    bankAccount: r.bank_account,
    address: r.address,
    phoneNo: r.phone_no,
    invoiceContentType: r.content_type,
    deliveryAddress: r.delivery_address,
    rejectReason: r.state === 'REJECTED' ? r.reject_reason : '',
    cancelReason: r.state === 'CANCELLED' ? cancelReasonText(r.cancel_reason, locale) : '',
    invoiceNo: issued ? r.invoice_no : '',
    hasPdf: issued && r.issue_kind === 'PDF',
    invoiceUrl: issued && r.issue_kind === 'LINK' ? r.link_url : '',
    express: issued && r.issue_kind === 'PAPER' ? { company: r.express_company, number: r.express_no, tel: r.express_tel } : null,
    issuedTime: issued && r.decided_at ? r.decided_at.getTime() : 0,
    canCancel: invoiceNext(r.state, 'BUYER_CANCEL') !== undefined,
    canReapply: invoiceNext(r.state, 'REAPPLY') !== undefined
  }
}

export function presentAdminInvoice(r: InvoiceRow, locale: Locale): AdminInvoice {
  return { ...presentInvoice(r, locale), buyerPhone: r.buyer_phone ?? '', issueKind: r.issue_kind, decidedBy: r.decided_by_email ?? '' }
}
