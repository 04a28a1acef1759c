/**
 * Invoices (product.md "Invoice" entity, "Other states" and "Validation rules"):
 * what an application must hold, the taxpayer id check, the amount an invoice is for, and which orders may
 * apply. Pure, shared by the app's apply form (live validation) and the gateway (the same checks again),
 * so the form and the gateway cannot disagree.
 *
 * Decisions (documented here, tested in tests/invoice-rules.test.ts):
 * - The enterprise taxpayer id is China's unified social credit code (统一社会信用代码, GB 32100-2015):
 *   18 characters from 0-9 and the capitals without I, O, Z, S, V, positions 3-8 an administrative
 *   division code (digits), the 18th a check character over the first 17. The legacy 15-character tax
 *   registration numbers and the 17/20-character ones (an ID card number plus digits, for sole traders)
 *   are NOT accepted: the three-certificates-in-one transition ended on 2017-12-31, since then every
 *   enterprise (and every institution) invoices under its credit code, and the tax bureau's e-invoice
 *   service refuses the old numbers on a VAT invoice. Accepting them would let a buyer get an invoice
 *   his company cannot claim.
 * - An individual or institution title needs no taxpayer id; one given must still be a valid credit code
 *   (institutions have one; a wrong one is a typo worth catching).
 * - The amount comes from money, not ticket prices: the order's paid amount less every refund of money on
 *   its payments that SUCCEEDED or is still in progress (after-sale refunds and rebook differences alike;
 *   a fee a refund kept stays invoiced, it was paid and kept). "A paper invoice excludes the shipping fee":
 *   a paper invoice's amount also loses the order's delivery fee. Never below 0.
 * - An order may apply when it is paid, not paid back in full (orders.refunded_at, or no money left: FULLY_REFUNDED),
 *   no refund request is in progress (the amount would change under the invoice), and it has no live invoice
 *   (APPLYING or SUCCESS): one live invoice per order. A REJECTED or CANCELLED one does not block a new
 *   application ("rejected ... can re-apply"); a refund approved or a rebook paying back cancels the live
 *   one, so the buyer re-applies for the new amount.
 */

export type InvoiceType = 'VAT_E_ORDINARY' | 'VAT_E_ORDINARY_PAPER'
export type InvoiceTitleType = 'INDIVIDUAL_OR_INSTITUTION' | 'ENTERPRISE'
/** "Statuses named APPLYING, REJECTED, SUCCESS and cancelled." */
export type InvoiceState = 'APPLYING' | 'REJECTED' | 'SUCCESS' | 'CANCELLED'
/** What the invoice's line says it is for. */
export type InvoiceContentType = 'TICKET' | 'CULTURAL_SERVICE'

export const INVOICE_TYPES: readonly InvoiceType[] = ['VAT_E_ORDINARY', 'VAT_E_ORDINARY_PAPER']
export const INVOICE_TITLE_TYPES: readonly InvoiceTitleType[] = ['INDIVIDUAL_OR_INSTITUTION', 'ENTERPRISE']
export const INVOICE_CONTENT_TYPES: readonly InvoiceContentType[] = ['TICKET', 'CULTURAL_SERVICE']
export const INVOICE_STATES: readonly InvoiceState[] = ['APPLYING', 'REJECTED', 'SUCCESS', 'CANCELLED']
/** States that hold the order's one invoice: a second application is refused while one of these exists. */
export const LIVE_INVOICE_STATES: readonly InvoiceState[] = ['APPLYING', 'SUCCESS']

export const INVOICE_LIMITS = { title: 100, bankName: 100, bankAccount: 40, address: 200, phoneNo: 30, reason: 200 } as const

// GB 32100-2015: the 31 characters of a credit code, in the order of their values 0-30.
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** The code as people type it (spaces, lower case) in its one written form. */
export function normaliseTaxpayerId(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase()
}

/** The check character (18th) GB 32100-2015 gives the first 17 characters; undefined when one is not a code character. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined
  let sum = 0
  for (let i = 0; i < 17; i += 1) {
    const value = USCC_CHARS.indexOf(first17[i])
    if (value < 0) return undefined
    sum += value * USCC_WEIGHTS[i]
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]
}

/** Whether `raw` (normalised first) is a unified social credit code with a right check character. */
export function isCreditCode(raw: string): boolean {
  const code = normaliseTaxpayerId(raw)
  if (code.length !== 18 || !/^\d{6}$/.test(code.slice(2, 8))) return false
  return creditCodeCheckChar(code.slice(0, 17)) === code[17]
}

export type TaxpayerIdProblem = 'required' | 'length' | 'characters' | 'check'

/** Why a taxpayer id is not a credit code (for the form's live message), or undefined when it is one. */
export function taxpayerIdProblem(raw: string | undefined, required: boolean): TaxpayerIdProblem | undefined {
  const code = normaliseTaxpayerId(raw ?? '')
  if (!code) return required ? 'required' : undefined
  if (code.length !== 18) return 'length'
  if ([...code].some((c) => !USCC_CHARS.includes(c)) || !/^\d{6}$/.test(code.slice(2, 8))) return 'characters'
  return isCreditCode(code) ? undefined : 'check'
}

/** An application as the buyer fills it in (the app's form; the gateway's body). */
export interface InvoiceApplication {
  invoiceType?: string
  invoiceTitleType?: string
  invoiceTitle?: string
  taxpayerId?: string
  bankName?: string
  bankAccount?: string
  address?: string
  phoneNo?: string
  invoiceContentType?: string
  /** A paper invoice's delivery address: one of the buyer's addresses. */
  deliveryAddressId?: string
}

export type InvoiceField =
  | 'invoiceType'
  | 'invoiceTitleType'
  | 'invoiceTitle'
  | 'taxpayerId'
  | 'bankName'
  | 'bankAccount'
  | 'address'
  | 'phoneNo'
  | 'invoiceContentType'
  | 'deliveryAddressId'
export type InvoiceProblem = 'required' | 'unknown' | 'too_long' | 'format' | TaxpayerIdProblem

export interface InvoiceFieldProblem {
  field: InvoiceField
  problem: InvoiceProblem
}

const trimmed = (s: string | undefined) => (s ?? '').trim()

/**
 * Every problem of an application, in the form's field order (empty: it may be sent). "Invoice: type,
 * title and, for enterprise, taxpayer ID are required." A paper invoice also needs where to send it.
 */
export function invoiceProblems(a: InvoiceApplication): InvoiceFieldProblem[] {
  const out: InvoiceFieldProblem[] = []
  const add = (field: InvoiceField, problem: InvoiceProblem | undefined) => {
    if (problem) out.push({ field, problem })
  }
  add('invoiceType', !a.invoiceType ? 'required' : (INVOICE_TYPES as readonly string[]).includes(a.invoiceType) ? undefined : 'unknown')
  add(
    'invoiceTitleType',
    !a.invoiceTitleType ? 'required' : (INVOICE_TITLE_TYPES as readonly string[]).includes(a.invoiceTitleType) ? undefined : 'unknown'
  )
  const title = trimmed(a.invoiceTitle)
  add('invoiceTitle', !title ? 'required' : title.length > INVOICE_LIMITS.title ? 'too_long' : undefined)
  add('taxpayerId', taxpayerIdProblem(a.taxpayerId, a.invoiceTitleType === 'ENTERPRISE'))
  const bankName = trimmed(a.bankName)
  add('bankName', bankName.length > INVOICE_LIMITS.bankName ? 'too_long' : undefined)
  const bankAccount = trimmed(a.bankAccount)
  add(
    'bankAccount',
    bankAccount.length > INVOICE_LIMITS.bankAccount
      ? 'too_long'
      : bankAccount && !/^[0-9][0-9 -]{3,}[0-9]$/.test(bankAccount)
        ? 'format'
        : undefined
  )
  const address = trimmed(a.address)
  add('address', address.length > INVOICE_LIMITS.address ? 'too_long' : undefined)
  const phone = trimmed(a.phoneNo)
  add(
    'phoneNo',
    phone.length > INVOICE_LIMITS.phoneNo ? 'too_long' : phone && !/^\+?[0-9][0-9 -]{4,}[0-9]$/.test(phone) ? 'format' : undefined
  )
  add(
    'invoiceContentType',
    a.invoiceContentType && !(INVOICE_CONTENT_TYPES as readonly string[]).includes(a.invoiceContentType) ? 'unknown' : undefined
  )
  add('deliveryAddressId', a.invoiceType === 'VAT_E_ORDINARY_PAPER' && !trimmed(a.deliveryAddressId) ? 'required' : undefined)
  return out
}

/** The order as the amount and eligibility rules read it. Money in fen. */
export interface InvoiceOrderFacts {
  /** The order is paid (orders.state PAID). */
  paid: boolean
  /** What the buyer paid for the order in total, rebooks' differences included (the gateway's money-counted rule). */
  paidFen: number
  /** The order's delivery (shipping) fee, part of paidFen. */
  deliveryFen: number
  /** Counted money paid back or being paid back for the order (its refunds not finally FAILED; money-counted rule). */
  refundedFen: number
  /** The order is marked refunded in full (orders.refunded_at). */
  refundedInFull: boolean
  /** Every ticket of the order: its state (tickets.state). */
  tickets: ReadonlyArray<{ state: string }>
  /** The states of the order's invoices so far. */
  invoiceStates: readonly InvoiceState[]
}

/** The amount an invoice of `type` for this order is for. */
export function invoiceAmountFen(order: Pick<InvoiceOrderFacts, 'paidFen' | 'deliveryFen' | 'refundedFen'>, type: InvoiceType): number {
  const shipping = type === 'VAT_E_ORDINARY_PAPER' ? order.deliveryFen : 0
  return Math.max(0, order.paidFen - order.refundedFen - shipping)
}

export type InvoiceRefusal = 'NOT_PAID' | 'FULLY_REFUNDED' | 'REFUND_IN_PROGRESS' | 'ALREADY_INVOICED' | 'NOTHING_TO_INVOICE'

/** Why this order may not apply now, or undefined when it may. */
export function invoiceRefusal(order: InvoiceOrderFacts): InvoiceRefusal | undefined {
  if (!order.paid) return 'NOT_PAID'
  if (order.refundedInFull || (order.refundedFen > 0 && order.paidFen - order.refundedFen <= 0)) return 'FULLY_REFUNDED'
  if (order.tickets.length > 0 && order.tickets.every((t) => t.state === 'REFUNDED')) return 'FULLY_REFUNDED'
  if (order.tickets.some((t) => t.state === 'REFUNDING')) return 'REFUND_IN_PROGRESS'
  if (order.invoiceStates.some((s) => LIVE_INVOICE_STATES.includes(s))) return 'ALREADY_INVOICED'
  if (invoiceAmountFen(order, 'VAT_E_ORDINARY') <= 0) return 'NOTHING_TO_INVOICE'
  return undefined
}

/** The transitions of an invoice; anything else is refused. */
export type InvoiceAction = 'ISSUE' | 'REJECT' | 'BUYER_CANCEL' | 'ORDER_CANCEL' | 'REAPPLY'

const FROM: Record<InvoiceAction, readonly InvoiceState[]> = {
  ISSUE: ['APPLYING'],
  REJECT: ['APPLYING'],
  // "cancel while APPLYING": once issued the buyer cannot take it back himself.
  BUYER_CANCEL: ['APPLYING'],
  // "cancelled automatically when the order status changes": an application or an issued invoice.
  ORDER_CANCEL: ['APPLYING', 'SUCCESS'],
  // "rejected (with reason, can re-apply)"
  REAPPLY: ['REJECTED']
}

const TO: Record<InvoiceAction, InvoiceState> = {
  ISSUE: 'SUCCESS',
  REJECT: 'REJECTED',
  BUYER_CANCEL: 'CANCELLED',
  ORDER_CANCEL: 'CANCELLED',
  REAPPLY: 'APPLYING'
}

/** The state `action` leads to from `state`, or undefined when it may not happen. */
export function invoiceNext(state: InvoiceState, action: InvoiceAction): InvoiceState | undefined {
  return FROM[action].includes(state) ? TO[action] : undefined
}

/** The states a transition starts from (the gateway's conditional UPDATE ... WHERE state IN (...)). */
export function invoiceFrom(action: InvoiceAction): readonly InvoiceState[] {
  return FROM[action]
}

/** An e-invoice link the merchant enters: https only (a buyer's phone opens it). */
export function isInvoiceLink(raw: string): boolean {
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password
  } catch {
    return false
  }
}

/** An uploaded invoice PDF: "starts with %PDF-", at most 5 MB. */
export const INVOICE_PDF_MAX_BYTES = 5 * 1024 * 1024

export function isPdfHead(head: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]
  return head.length >= magic.length && magic.every((b, i) => head[i] === b)
}
