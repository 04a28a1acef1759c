/**
 * The buyer's invoices: apply for a paid order, re-apply after a rejection, cancel while
 * applying, read, download an issued PDF. Every write locks the order row first (the lock order of order
 * creation and every after-sale action), so an application racing a refund sees the refund's tickets and a
 * second application sees the first; the rules are types/rules/invoice-rules.ts.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { AddressRow } from '../address/address.repository'
import type { InvoiceDetail, InvoiceDownload, InvoiceSummary, OrderInvoice } from '../../../types/api/invoice'
import { INVOICE_PATHS, invoicePath } from '../../../types/api/invoice'
import {
  invoiceAmountFen,
  invoiceNext,
  invoiceProblems,
  invoiceRefusal,
  normaliseTaxpayerId,
  type InvoiceApplication,
  type InvoiceContentType,
  type InvoiceOrderFacts,
  type InvoiceTitleType,
  type InvoiceType
} from '../../../types/rules/invoice-rules'
import { InvoiceRepository, type InvoiceOrderRow, type InvoiceWrite } from './invoice.repository'
import { presentInvoice, presentInvoiceSummary } from './invoice.presenter'
import { fieldProblemText, invoiceRefusalText, type CancelReason } from './invoice-words'
import { INVOICE_LINK_TTL_MS, readInvoiceLink, signInvoiceLink } from './invoice-link'

const MINE_LIMIT = 100

export interface InvoiceDeps {
  /** The buyer's addresses (address area): a paper invoice is sent to one of them. */
  addressOf: (userId: string, addressId: string) => Promise<AddressRow | undefined>
  /** Signs the short-lived download links. */
  linkSecret: () => Promise<string>
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

/**
 * Cancels the order's live invoices (APPLYING or SUCCESS → CANCELLED): "cancelled automatically when the
 * order status changes". The refund work calls it in the transaction that makes the order fully refunded
 * (ORDER_REFUNDED) and in the one that approves a refund of some tickets or queues a rebook's money back
 * (ORDER_CHANGED: the amount changed, the buyer re-applies for the new one), each after locking the order
 * row; answers how many it cancelled.
 */
export async function cancelInvoicesOfOrder(
  tx: Queryable,
  orderId: string,
  now: Date,
  reason: CancelReason = 'ORDER_REFUNDED'
): Promise<number> {
  return (await new InvoiceRepository(tx).cancelOfOrder(orderId, reason, now)).length
}

/**
 * The amount the order's invoice of `type` is for now, from money (paid less refunds settled or in
 * progress, less the delivery fee for paper): finance's issue checks it against what was applied for.
 */
export async function invoiceAmountNow(repo: InvoiceRepository, order: InvoiceOrderRow, type: InvoiceType): Promise<number> {
  return invoiceAmountFen({ paidFen: order.paid_fen, deliveryFen: order.delivery_fen, refundedFen: await repo.refundedFenOf(order) }, type)
}

export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly deps: InvoiceDeps
  ) {}

  private async facts(repo: InvoiceRepository, order: InvoiceOrderRow): Promise<InvoiceOrderFacts> {
    const [tickets, states, refundedFen] = await Promise.all([repo.ticketsOf(order.id), repo.statesOf(order.id), repo.refundedFenOf(order)])
    return {
      paid: order.state === 'PAID',
      paidFen: order.paid_fen,
      deliveryFen: order.delivery_fen,
      refundedFen,
      refundedInFull: order.refunded,
      tickets,
      invoiceStates: states
    }
  }

  /**
   * The checked, normalised application (all but its amount, which the locked order gives), or the first
   * problem as the spec's error. Read before the transaction: the buyer's address is another area's read.
   */
  private async prepare(userId: string, f: InvoiceApplication, locale: Locale): Promise<Omit<InvoiceWrite, 'amountFen'>> {
    const problems = invoiceProblems(f)
    const first = problems[0]
    if (first?.field === 'taxpayerId') throw new AppError('INVOICE_TAXPAYER_ID')
    if (first?.field === 'deliveryAddressId') throw new AppError('INVOICE_ADDRESS_REQUIRED')
    if (first) throw new AppError('INVOICE_INVALID', { detail: fieldProblemText(first, locale) })
    const type = f.invoiceType as InvoiceType
    let deliveryAddress: InvoiceWrite['deliveryAddress'] = null
    if (type === 'VAT_E_ORDINARY_PAPER') {
      const a = await this.deps.addressOf(userId, (f.deliveryAddressId ?? '').trim())
      if (!a) throw new AppError('INVOICE_ADDRESS_REQUIRED')
      deliveryAddress = { recipient: a.recipient, cellphone: a.cellphone, region: a.region_text, detail: a.detail }
    }
    return {
      invoiceType: type,
      titleType: f.invoiceTitleType as InvoiceTitleType,
      title: (f.invoiceTitle ?? '').trim(),
      taxpayerId: normaliseTaxpayerId(f.taxpayerId ?? ''),
      bankName: (f.bankName ?? '').trim(),
      bankAccount: (f.bankAccount ?? '').trim(),
      address: (f.address ?? '').trim(),
      phoneNo: (f.phoneNo ?? '').trim(),
      contentType: (f.invoiceContentType ?? 'TICKET') as InvoiceContentType,
      deliveryAddress
    }
  }

  /** Refuses an order that may not apply, or whose amount for the chosen type is nothing (a paper invoice for the delivery fee alone). */
  private refuse(facts: InvoiceOrderFacts, locale: Locale, type?: InvoiceType): void {
    const refusal = invoiceRefusal(facts) ?? (type && invoiceAmountFen(facts, type) <= 0 ? 'NOTHING_TO_INVOICE' : undefined)
    if (refusal === 'ALREADY_INVOICED') throw new AppError('INVOICE_EXISTS')
    if (refusal) throw new AppError('INVOICE_ORDER_REFUSED', { reason: invoiceRefusalText(refusal, locale) })
  }

  private async present(id: string, locale: Locale): Promise<InvoiceDetail> {
    const row = await new InvoiceRepository(this.db).byId(id)
    if (!row) throw new AppError('INVOICE_NOT_FOUND')
    return presentInvoice(row, locale)
  }

  async apply(userId: string, orderId: string, fields: InvoiceApplication, locale: Locale, now: Date): Promise<InvoiceDetail> {
    const id = randomId('inv')
    const prepared = await this.prepare(userId, fields, locale)
    try {
      await this.db.transaction(async (tx) => {
        const repo = new InvoiceRepository(tx)
        const order = await repo.lockOwnOrder(userId, orderId)
        if (!order) throw new AppError('ORDER_NOT_FOUND')
        const facts = await this.facts(repo, order)
        this.refuse(facts, locale, prepared.invoiceType)
        await repo.insert(id, order, { ...prepared, amountFen: invoiceAmountFen(facts, prepared.invoiceType) }, now)
      })
    } catch (error) {
      // The order's one live invoice (invoices_one_live): the order lock makes this rare, the index makes it sure.
      if (isUniqueViolation(error)) throw new AppError('INVOICE_EXISTS')
      throw error
    }
    return this.present(id, locale)
  }

  /** "rejected (with reason, can re-apply)": the same application back to APPLYING with new details. */
  async reapply(userId: string, id: string, fields: InvoiceApplication, locale: Locale, now: Date): Promise<InvoiceDetail> {
    const seen = await new InvoiceRepository(this.db).ownById(userId, id)
    if (!seen) throw new AppError('INVOICE_NOT_FOUND')
    const prepared = await this.prepare(userId, fields, locale)
    try {
      await this.db.transaction(async (tx) => {
        const repo = new InvoiceRepository(tx)
        const order = await repo.lockOwnOrder(userId, seen.order_id)
        const invoice = await repo.lock(id, { userId })
        if (!order || !invoice) throw new AppError('INVOICE_NOT_FOUND')
        if (!invoiceNext(invoice.state, 'REAPPLY')) throw new AppError('INVOICE_STATE')
        const facts = await this.facts(repo, order)
        this.refuse(facts, locale, prepared.invoiceType)
        if (!(await repo.reapply(id, { ...prepared, amountFen: invoiceAmountFen(facts, prepared.invoiceType) }, now)))
          throw new AppError('INVOICE_STATE')
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('INVOICE_EXISTS')
      throw error
    }
    return this.present(id, locale)
  }

  /** "cancel while APPLYING". */
  async cancel(userId: string, id: string, locale: Locale, now: Date): Promise<InvoiceDetail> {
    const seen = await new InvoiceRepository(this.db).ownById(userId, id)
    if (!seen) throw new AppError('INVOICE_NOT_FOUND')
    await this.db.transaction(async (tx) => {
      const repo = new InvoiceRepository(tx)
      await repo.lockOwnOrder(userId, seen.order_id)
      if (!(await repo.lock(id, { userId }))) throw new AppError('INVOICE_NOT_FOUND')
      if (!(await repo.move(id, 'BUYER_CANCEL', 'BUYER', now))) throw new AppError('INVOICE_STATE')
    })
    return this.present(id, locale)
  }

  async detail(userId: string, id: string, locale: Locale): Promise<InvoiceDetail> {
    const row = await new InvoiceRepository(this.db).ownById(userId, id)
    if (!row) throw new AppError('INVOICE_NOT_FOUND')
    return presentInvoice(row, locale)
  }

  async mine(userId: string, locale: Locale): Promise<InvoiceSummary[]> {
    return (await new InvoiceRepository(this.db).mine(userId, MINE_LIMIT)).map((r) => presentInvoiceSummary(r, locale))
  }

  /** The order's invoice situation: may it apply, for how much per type, its latest invoice, the last title to prefill. */
  async ofOrder(userId: string, orderId: string, locale: Locale): Promise<OrderInvoice> {
    const repo = new InvoiceRepository(this.db)
    const order = await repo.ownOrder(userId, orderId)
    if (!order) throw new AppError('ORDER_NOT_FOUND')
    const [facts, latest, last] = await Promise.all([this.facts(repo, order), repo.latestOfOrder(orderId), repo.lastTitle(userId)])
    const refusal = invoiceRefusal(facts) ?? null
    return {
      orderId,
      orderKind: order.kind,
      orderNumber: order.order_number,
      canApply: refusal === null,
      refusal,
      refusalText: refusal ? invoiceRefusalText(refusal, locale) : '',
      amounts: {
        VAT_E_ORDINARY: invoiceAmountFen(facts, 'VAT_E_ORDINARY'),
        VAT_E_ORDINARY_PAPER: invoiceAmountFen(facts, 'VAT_E_ORDINARY_PAPER')
      },
      invoice: latest ? presentInvoiceSummary(latest, locale) : null,
      lastTitle: last
        ? {
            invoiceTitleType: last.title_type,
            invoiceTitle: last.title,
            taxpayerId: last.taxpayer_id,
            bankName: last.bank_name,
            bankAccount: last.bank_account,
            address: last.address,
            phoneNo: last.phone_no
          }
        : null
    }
  }

  /** A short-lived link to the issued PDF, for its buyer only (another buyer's invoice is not found). */
  async download(userId: string, id: string, now: Date): Promise<InvoiceDownload> {
    const row = await new InvoiceRepository(this.db).ownById(userId, id)
    if (!row) throw new AppError('INVOICE_NOT_FOUND')
    if (row.state !== 'SUCCESS' || row.issue_kind !== 'PDF' || !row.pdf_key) throw new AppError('INVOICE_STATE')
    const expiresAt = now.getTime() + INVOICE_LINK_TTL_MS
    const token = signInvoiceLink(id, expiresAt, await this.deps.linkSecret())
    return { url: invoicePath(INVOICE_PATHS.file, { token }), fileName: `invoice-${row.order_number}.pdf`, expiresAt }
  }

  /** The PDF a download link names, while the link is valid and the invoice still issued. */
  async file(token: string, now: Date): Promise<{ body: Buffer; fileName: string }> {
    const id = readInvoiceLink(token, await this.deps.linkSecret(), now.getTime())
    const repo = new InvoiceRepository(this.db)
    const row = id ? await repo.byId(id) : undefined
    const body = row?.state === 'SUCCESS' && row.pdf_key ? await repo.file(row.pdf_key) : undefined
    if (!row || !body) throw new AppError('NOT_FOUND')
    return { body, fileName: `invoice-${row.order_number}.pdf` }
  }
}
