/** The buyer's invoice calls (types/api/invoice.ts INVOICE_PATHS); pages never build these URLs. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  INVOICE_PATHS,
  invoicePath,
  type InvoiceApplyRequest,
  type InvoiceDetail,
  type InvoiceDownload,
  type InvoiceFields,
  type InvoiceSummary,
  type OrderInvoice
} from '../../types/api/invoice'

export function orderInvoice(orderId: string) {
  return api().request<OrderInvoice>({ path: invoicePath(INVOICE_PATHS.ofOrder, { orderId }), importance: IMPORTANCE.high })
}

export function applyInvoice(body: InvoiceApplyRequest) {
  return api().request<InvoiceDetail>({ path: INVOICE_PATHS.apply, method: 'POST', data: { ...body }, importance: IMPORTANCE.high })
}

export function reapplyInvoice(id: string, body: InvoiceFields) {
  return api().request<InvoiceDetail>({
    path: invoicePath(INVOICE_PATHS.reapply, { id }),
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}

export function invoiceDetail(id: string) {
  return api().request<InvoiceDetail>({ path: invoicePath(INVOICE_PATHS.detail, { id }), importance: IMPORTANCE.high })
}

export function myInvoices() {
  return api().request<InvoiceSummary[]>({ path: INVOICE_PATHS.mine })
}

export function cancelInvoice(id: string) {
  return api().request<InvoiceDetail>({ path: invoicePath(INVOICE_PATHS.cancel, { id }), method: 'POST', importance: IMPORTANCE.high })
}

/** A short-lived link to the issued PDF (relative to the gateway). */
export function invoiceDownload(id: string) {
  return api().request<InvoiceDownload>({ path: invoicePath(INVOICE_PATHS.download, { id }), importance: IMPORTANCE.high })
}
