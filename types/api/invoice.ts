/**
 * Invoices: the buyer's calls (apply, re-apply after REJECTED, detail, list of mine, cancel while
 * APPLYING, download) and the console's (list by state, detail, issue, reject). Rules in
 * types/rules/invoice-rules.ts. Money is fen. Every reply is the envelope (types/api/envelope.ts).
 */
import type { InvoiceContentType, InvoiceRefusal, InvoiceState, InvoiceTitleType, InvoiceType } from '../rules/invoice-rules'

export type { InvoiceContentType, InvoiceRefusal, InvoiceState, InvoiceTitleType, InvoiceType }

/** Buyer paths (gateway prefix `trade`); `:id` an invoice id, `:orderId` an order id. */
export const INVOICE_PATHS = {
  apply: '/trade/buyer/v1/invoices', // POST InvoiceApplyRequest → InvoiceDetail
  mine: '/trade/buyer/v1/invoices', // GET → InvoiceSummary[]
  detail: '/trade/buyer/v1/invoices/:id', // GET → InvoiceDetail
  reapply: '/trade/buyer/v1/invoices/:id/reapply', // POST InvoiceFields → InvoiceDetail (only from REJECTED)
  cancel: '/trade/buyer/v1/invoices/:id/cancel', // POST → InvoiceDetail (only while APPLYING)
  download: '/trade/buyer/v1/invoices/:id/download', // GET → InvoiceDownload (only SUCCESS with a PDF)
  ofOrder: '/trade/buyer/v1/orders/:orderId/invoice', // GET → OrderInvoice
  /** The PDF behind a download link (signed, short-lived; `pub` so no access-token is needed to open it). */
  file: '/trade/pub/v1/invoice-files/:token'
} as const

export function invoicePath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

/** What the buyer fills in. Optional strings may be empty. */
export interface InvoiceFields {
  invoiceType: InvoiceType
  invoiceTitleType: InvoiceTitleType
  invoiceTitle: string
  /** Required for ENTERPRISE: an 18-character unified social credit code. */
  taxpayerId?: string
  bankName?: string
  bankAccount?: string
  address?: string
  phoneNo?: string
  invoiceContentType?: InvoiceContentType
  /** VAT_E_ORDINARY_PAPER only: one of the buyer's addresses (user/buyer/v3/user/addresses). */
  deliveryAddressId?: string
}

export interface InvoiceApplyRequest extends InvoiceFields {
  orderId: string
}

export interface InvoiceExpress {
  company: string
  number: string
  tel: string
}

export interface InvoiceDeliveryAddress {
  recipient: string
  cellphone: string
  region: string
  detail: string
}

/** Which order an invoice is for: a ticket order (order detail) or a goods order (order/product/{orderId}). */
export type InvoiceOrderKind = 'TICKET' | 'GOODS'

export interface InvoiceSummary {
  id: string
  orderId: string
  orderKind: InvoiceOrderKind
  orderNumber: string
  showName: string
  state: InvoiceState
  /** The state in the request's language. */
  stateText: string
  invoiceType: InvoiceType
  invoiceTitle: string
  invoiceAmount: number
  /** ms */
  applyTime: number
}

export interface InvoiceDetail extends InvoiceSummary {
  invoiceTitleType: InvoiceTitleType
  taxpayerId: string
  bankName: string
  bankAccount: string
  address: string
  phoneNo: string
  invoiceContentType: InvoiceContentType
  deliveryAddress: InvoiceDeliveryAddress | null
  /** REJECTED: why, in the merchant's words. */
  rejectReason: string
  /** CANCELLED: why, in the request's language. */
  cancelReason: string
  /** SUCCESS: the invoice number (may be empty for a paper one sent without it). */
  invoiceNo: string
  /** SUCCESS with a PDF: call `download` for a link. */
  hasPdf: boolean
  /** SUCCESS with an e-invoice link (https). */
  invoiceUrl: string
  /** SUCCESS, paper: how it was sent. */
  express: InvoiceExpress | null
  /** ms; 0 until decided */
  issuedTime: number
  canCancel: boolean
  canReapply: boolean
}

export interface InvoiceDownload {
  /** Path on the gateway (INVOICE_PATHS.file), valid until expiresAt. */
  url: string
  fileName: string
  /** ms */
  expiresAt: number
}

/** An order's invoice situation, for order detail's entry and the apply page. */
export interface OrderInvoice {
  orderId: string
  orderKind: InvoiceOrderKind
  orderNumber: string
  /** Whether the buyer may apply now (refusal says why not). */
  canApply: boolean
  refusal: InvoiceRefusal | null
  /** The refusal in the request's language; empty when canApply. */
  refusalText: string
  /** What an invoice of each type would be for now ("A paper invoice excludes the shipping fee"). */
  amounts: Record<InvoiceType, number>
  /** The order's latest invoice (any state), or null. */
  invoice: InvoiceSummary | null
  /** The buyer's last submitted title, to prefill the form; null when he never applied. */
  lastTitle: Pick<
    InvoiceFields,
    'invoiceTitleType' | 'invoiceTitle' | 'taxpayerId' | 'bankName' | 'bankAccount' | 'address' | 'phoneNo'
  > | null
}

// ---- console (under ADMIN_API; roles owner and finance) ----

export const ADMIN_INVOICE_PATHS = {
  list: '/invoices', // GET ?state=&page=&pageSize= → AdminInvoicePage
  detail: '/invoices/:id', // GET → AdminInvoice
  issue: '/invoices/:id/issue', // POST AdminInvoiceIssue → AdminInvoice
  pdf: '/invoices/:id/pdf', // PUT multipart (file, optional invoiceNo) → AdminInvoice; GET the stored PDF
  reject: '/invoices/:id/reject' // POST { reason } → AdminInvoice
} as const

export type AdminInvoiceIssue =
  | { kind: 'LINK'; invoiceNo: string; linkUrl: string }
  | { kind: 'PAPER'; expressCompany: string; expressNo: string; expressTel?: string; invoiceNo?: string }

export interface AdminInvoiceReject {
  reason: string
}

export interface AdminInvoice extends InvoiceDetail {
  buyerPhone: string
  issueKind: 'PDF' | 'LINK' | 'PAPER' | null
  decidedBy: string
}

export interface AdminInvoicePage {
  rows: AdminInvoice[]
  total: number
  page: number
  pageSize: number
}

/** The PDF form field names of the console's upload. */
export const INVOICE_PDF_FIELD = 'file'
export const INVOICE_NO_FIELD = 'invoiceNo'
