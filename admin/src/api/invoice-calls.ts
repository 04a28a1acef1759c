/** The console's invoice calls (types/api/invoice.ts ADMIN_INVOICE_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_INVOICE_PATHS,
  INVOICE_NO_FIELD,
  INVOICE_PDF_FIELD,
  type AdminInvoice,
  type AdminInvoiceIssue,
  type AdminInvoicePage,
  type InvoiceState
} from '../../../types/api/invoice'
import { adminGet, adminSend, adminUrl } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const invoices = (q: { state?: InvoiceState; page: number; pageSize: number }) =>
  adminGet<AdminInvoicePage>(path(ADMIN_INVOICE_PATHS.list), q)
export const invoice = (id: string) => adminGet<AdminInvoice>(path(ADMIN_INVOICE_PATHS.detail, id))
export const issueInvoice = (id: string, body: AdminInvoiceIssue) =>
  adminSend<AdminInvoice>('POST', path(ADMIN_INVOICE_PATHS.issue, id), body)
export const rejectInvoice = (id: string, reason: string) =>
  adminSend<AdminInvoice>('POST', path(ADMIN_INVOICE_PATHS.reject, id), { reason })

/** Issues with the PDF: the number first, then the file (the gateway reads the fields in order). */
export function uploadInvoicePdf(id: string, file: File, invoiceNo: string): Promise<AdminInvoice> {
  const form = new FormData()
  form.append(INVOICE_NO_FIELD, invoiceNo)
  form.append(INVOICE_PDF_FIELD, file, file.name)
  return adminSend<AdminInvoice>('PUT', path(ADMIN_INVOICE_PATHS.pdf, id), form)
}

/** The stored PDF, opened by the browser with the staff cookie. */
export const invoicePdfUrl = (id: string) => adminUrl(path(ADMIN_INVOICE_PATHS.pdf, id))
