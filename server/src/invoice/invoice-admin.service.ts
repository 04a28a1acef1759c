/**
 * The merchant's side of invoices (console area "invoices", owner and finance): the list by
 * state, one invoice, issuing it (an uploaded PDF, an e-invoice number and https link, or for paper the
 * express company and number) or rejecting it with a reason. Each decision locks the order row then the
 * invoice (the after-sale lock order), moves the state only from APPLYING, and writes its audit row in the
 * same transaction.
 */
import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { AdminInvoice, AdminInvoiceIssue, AdminInvoicePage } from '../../../types/api/invoice'
import { INVOICE_PDF_MAX_BYTES, isInvoiceLink, isPdfHead, type InvoiceState } from '../../../types/rules/invoice-rules'
import { InvoiceRepository, type InvoiceIssue } from './invoice.repository'
import { presentAdminInvoice } from './invoice.presenter'
import { invoiceAmountNow } from './invoice.service'
import { issueProblemText, type IssueProblem } from './invoice-words'

/** Writes an audit row on the decision's transaction (the console's AuditRepository). */
export type AuditOn = (tx: Queryable) => {
  write(
    entry: { merchantId: string; staffId: string | null; action: string; target: string; before: unknown; after: unknown },
    now: Date
  ): Promise<void>
}

const FIELD_MAX = { invoiceNo: 40, express: 60, reason: 200 } as const

export class InvoiceAdminService {
  constructor(
    private readonly db: Db,
    private readonly auditOn: AuditOn
  ) {}

  async list(
    merchantId: string,
    state: InvoiceState | undefined,
    page: number,
    pageSize: number,
    locale: Locale
  ): Promise<AdminInvoicePage> {
    const { rows, total } = await new InvoiceRepository(this.db).page(merchantId, state, (page - 1) * pageSize, pageSize)
    return { rows: rows.map((r) => presentAdminInvoice(r, locale)), total, page, pageSize }
  }

  async detail(merchantId: string, id: string, locale: Locale): Promise<AdminInvoice> {
    const row = await new InvoiceRepository(this.db).merchantById(merchantId, id)
    if (!row) throw new AppError('INVOICE_NOT_FOUND')
    return presentAdminInvoice(row, locale)
  }

  /** The stored PDF of an issued invoice, for the merchant to look at. */
  async pdf(merchantId: string, id: string): Promise<Buffer> {
    const repo = new InvoiceRepository(this.db)
    const row = await repo.merchantById(merchantId, id)
    const body = row?.pdf_key ? await repo.file(row.pdf_key) : undefined
    if (!body) throw new AppError('INVOICE_NOT_FOUND')
    return body
  }

  private invalid(problem: IssueProblem, locale: Locale): never {
    throw new AppError('INVOICE_ISSUE_INVALID', { detail: issueProblemText(problem, locale) })
  }

  /** One decision: order row, then invoice, locked; moved only from APPLYING; audited in the same transaction. */
  private async decide(
    merchantId: string,
    staffId: string,
    id: string,
    now: Date,
    action: string,
    move: (repo: InvoiceRepository, invoice: { invoice_type: string }) => Promise<{ ok: boolean; after: unknown }>,
    /** Given when issuing: the amount is checked against the money, refused in this language. */
    issueLocale?: Locale
  ): Promise<void> {
    const seen = await new InvoiceRepository(this.db).merchantById(merchantId, id)
    if (!seen) throw new AppError('INVOICE_NOT_FOUND')
    await this.db.transaction(async (tx) => {
      const repo = new InvoiceRepository(tx)
      const order = await repo.lockOrder(seen.order_id)
      const locked = await repo.lock(id, { merchantId })
      if (!order || !locked) throw new AppError('INVOICE_NOT_FOUND')
      if (locked.state !== 'APPLYING') throw new AppError('INVOICE_STATE')
      // Issuing: the amount recomputed from money under the order lock must still be what was applied for
      // (a refund since then cancels the application; this is the belt to those braces).
      if (issueLocale && (await invoiceAmountNow(repo, order, locked.invoice_type)) !== locked.amount_fen)
        this.invalid('amount_changed', issueLocale)
      // The type as locked: a rejected application re-applied since `seen` was read may have changed it.
      const { ok, after } = await move(repo, locked)
      if (!ok) throw new AppError('INVOICE_STATE')
      await this.auditOn(tx).write({ merchantId, staffId, action, target: `invoice:${id}`, before: { state: locked.state }, after }, now)
    })
  }

  /** Issues with an e-invoice number and link, or (paper) the express it was sent by. */
  async issue(merchantId: string, staffId: string, id: string, body: AdminInvoiceIssue, locale: Locale, now: Date): Promise<AdminInvoice> {
    let how: InvoiceIssue
    const invoiceNo = (body.invoiceNo ?? '').trim()
    if (invoiceNo.length > FIELD_MAX.invoiceNo) this.invalid('invoice_no', locale)
    if (body.kind === 'LINK') {
      if (!invoiceNo) this.invalid('invoice_no', locale)
      if (!isInvoiceLink(body.linkUrl)) this.invalid('link_https', locale)
      how = { kind: 'LINK', invoiceNo, linkUrl: body.linkUrl.trim() }
    } else {
      const company = body.expressCompany.trim()
      const number = body.expressNo.trim()
      const tel = (body.expressTel ?? '').trim()
      if (!company || !number || company.length > FIELD_MAX.express || number.length > FIELD_MAX.express || tel.length > FIELD_MAX.express)
        this.invalid('express', locale)
      how = { kind: 'PAPER', invoiceNo, expressCompany: company, expressNo: number, expressTel: tel }
    }
    await this.decide(
      merchantId,
      staffId,
      id,
      now,
      'invoice.issue',
      async (repo, invoice) => {
        // A paper invoice is sent; an e-invoice is a file or a link.
        if ((invoice.invoice_type === 'VAT_E_ORDINARY_PAPER') !== (how.kind === 'PAPER'))
          this.invalid(how.kind === 'PAPER' ? 'paper_only' : 'electronic_only', locale)
        return { ok: await repo.issue(id, how, staffId, now), after: { state: 'SUCCESS', ...how } }
      },
      locale
    )
    return this.detail(merchantId, id, locale)
  }

  /** Issues with the uploaded PDF: "starts with %PDF-", at most 5 MB, stored under its content's hash. */
  async issuePdf(
    merchantId: string,
    staffId: string,
    id: string,
    file: Buffer | undefined,
    invoiceNoRaw: string,
    locale: Locale,
    now: Date
  ): Promise<AdminInvoice> {
    if (!file || !isPdfHead(file)) throw new AppError('INVOICE_PDF_INVALID')
    if (file.length > INVOICE_PDF_MAX_BYTES) throw new AppError('INVOICE_PDF_TOO_LARGE', { maxMb: INVOICE_PDF_MAX_BYTES / 1024 / 1024 })
    const invoiceNo = invoiceNoRaw.trim()
    if (invoiceNo.length > FIELD_MAX.invoiceNo) this.invalid('invoice_no', locale)
    const key = `invoice/${merchantId}/${createHash('sha256').update(file).digest('hex')}.pdf`
    await this.decide(
      merchantId,
      staffId,
      id,
      now,
      'invoice.issue',
      async (repo, invoice) => {
        if (invoice.invoice_type === 'VAT_E_ORDINARY_PAPER') this.invalid('paper_only', locale)
        await repo.storeFile({ key, merchantId, staffId, body: file }, now)
        return {
          ok: await repo.issue(id, { kind: 'PDF', pdfKey: key, invoiceNo }, staffId, now),
          after: { state: 'SUCCESS', kind: 'PDF', pdfKey: key, invoiceNo }
        }
      },
      locale
    )
    return this.detail(merchantId, id, locale)
  }

  /** Rejects with the reason the buyer will read ("rejected (with reason, can re-apply)"). */
  async reject(merchantId: string, staffId: string, id: string, reasonRaw: string, locale: Locale, now: Date): Promise<AdminInvoice> {
    const reason = reasonRaw.trim()
    if (!reason || reason.length > FIELD_MAX.reason) this.invalid('reason', locale)
    await this.decide(merchantId, staffId, id, now, 'invoice.reject', async (repo) => ({
      ok: await repo.reject(id, reason, staffId, now),
      after: { state: 'REJECTED', reason }
    }))
    return this.detail(merchantId, id, locale)
  }
}
