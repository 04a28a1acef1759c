/**
 * Invitation tickets (issue #17 bind-invitation-ticket). The console makes a batch of single-use codes for
 * a general-admission tier (its stock held for the batch, migration 042), lists and exports batches, and
 * voids the codes nobody redeemed (their stock back on sale). A buyer redeems a code: in one transaction
 * the code is taken (UPDATE ... WHERE redeemed_at IS NULL: one winner per code), a zero-amount paid order
 * with one ticket is written by the one order-creation use case (order-writer.ts), and the batch's held
 * ticket becomes sold. Locks in creation's order: the buyer-show advisory lock, the code row, then the tier
 * row last.
 */
import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import { writeOrdersIn } from '../order/order-writer'
import type { OrderStores } from '../order/order.service'
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { NewOrder } from '../order/order.repository'
import type { AuditRepository } from '../staff/audit.repository'
import { CSV_BOM, csvLine } from '../staff/csv'
import { formatInvitationCode, invitationCodeFrom, normalizeInvitationCode } from '../../../types/rules/invitation-code'
import { INVITATION_BATCH_MAX, type AdminInvitationBatch, type AdminInvitationCreate, type RedeemReply } from '../../../types/api/binding'
import { InvitationRepository, type BatchRow } from './invitation.repository'
import { invitationCsvHeader, invitationCodeState } from './invitation-csv'

export function presentBatch(row: BatchRow, locale: Locale): AdminInvitationBatch {
  return {
    id: row.id,
    label: row.label,
    showId: row.show_id,
    showName: textIn(row.show_name, locale),
    sessionId: row.session_id,
    sessionStartsAt: row.starts_at.getTime(),
    tierId: row.tier_id,
    tierName: textIn(row.tier_name, locale),
    size: row.size,
    redeemed: row.redeemed,
    voided: row.voided,
    createdAt: row.created_at.getTime()
  }
}

export function newInvitationCodes(n: number): string[] {
  const codes = new Set<string>()
  while (codes.size < n) codes.add(invitationCodeFrom(randomBytes(20)))
  return [...codes]
}

/** Other areas' repositories on a transaction: what an order is written through, the console's audit row. */
export interface InvitationDeps {
  orderStoresOn: (q: Queryable) => OrderStores
  auditOn: (q: Queryable) => AuditRepository
}

export class InvitationService {
  private readonly invitations: InvitationRepository

  constructor(
    private readonly db: Db,
    private readonly deps: InvitationDeps
  ) {
    this.invitations = new InvitationRepository(db)
  }

  /** The console's new batch: n codes, n tickets of the tier held for them, one audit row, one transaction. */
  async create(merchantId: string, staffId: string, body: AdminInvitationCreate, locale: Locale, now: Date): Promise<AdminInvitationBatch> {
    if (!Number.isInteger(body.size) || body.size < 1 || body.size > INVITATION_BATCH_MAX) throw new AppError('INVALID_PARAMETER')
    const tier = await this.invitations.tierOfMerchant(body.tierId, merchantId)
    if (!tier) throw new AppError('NOT_FOUND')
    if (tier.seated || tier.closed) throw new AppError('INVITATION_TIER_UNSUITABLE')
    const id = randomId('inv_')
    const label = (body.label ?? '').trim().slice(0, 60)
    await boundedWrite(this.db, async (tx) => {
      const r = new InvitationRepository(tx)
      const stock = inventoryOn(tx).stock
      // Codes pick no seat: the tier must still be general admission (a seat map published meanwhile locks it too).
      await stock.lockTiers([tier.tier_id])
      const locked = await r.tierOfMerchant(tier.tier_id, merchantId)
      if (!locked || locked.seated || locked.closed) throw new AppError('INVITATION_TIER_UNSUITABLE')
      if (!(await stock.move([{ tierId: tier.tier_id, n: body.size, move: 'hold' }])))
        throw new AppError('INVITATION_STOCK_SHORT', { n: body.size })
      await r.insertBatch(
        { id, merchantId, showId: tier.show_id, sessionId: tier.session_id, tierId: tier.tier_id, label, staffId, now },
        newInvitationCodes(body.size)
      )
      await this.deps.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'invitation.create',
          target: id,
          before: null,
          after: { tierId: tier.tier_id, size: body.size, label }
        },
        now
      )
    })
    return this.one(merchantId, id, locale)
  }

  async list(merchantId: string, locale: Locale): Promise<AdminInvitationBatch[]> {
    return (await this.invitations.batches(merchantId)).map((b) => presentBatch(b, locale))
  }

  async one(merchantId: string, id: string, locale: Locale): Promise<AdminInvitationBatch> {
    const row = await this.invitations.batch(merchantId, id)
    if (!row) throw new AppError('NOT_FOUND')
    return presentBatch(row, locale)
  }

  /** The batch's codes as CSV lines (BOM first, for spreadsheets), every cell escaped against formulas. */
  async csv(merchantId: string, id: string, locale: Locale): Promise<string> {
    const batch = await this.one(merchantId, id, locale)
    const rows = await this.invitations.codes(id)
    const lines = [csvLine(invitationCsvHeader(locale))]
    for (const c of rows)
      lines.push(
        csvLine([c.seq, formatInvitationCode(c.code), batch.label, batch.showName, batch.tierName, invitationCodeState(c, locale)])
      )
    return CSV_BOM + lines.join('')
  }

  /** Voids the batch's unredeemed codes and gives their held stock back, with an audit row, at once. */
  async void(merchantId: string, staffId: string, id: string, locale: Locale, now: Date): Promise<AdminInvitationBatch> {
    const batch = await this.invitations.batch(merchantId, id)
    if (!batch) throw new AppError('NOT_FOUND')
    await boundedWrite(this.db, async (tx) => {
      const r = new InvitationRepository(tx)
      const n = await r.voidOpen(id, now)
      await inventoryOn(tx).stock.move([{ tierId: batch.tier_id, n, move: 'releaseHeld' }])
      await this.deps
        .auditOn(tx)
        .write({ merchantId, staffId, action: 'invitation.void', target: id, before: null, after: { voided: n } }, now)
    })
    return this.one(merchantId, id, locale)
  }

  /**
   * bind-invitation-ticket: the code's ticket for the caller. Unknown, voided and other merchants' codes
   * get one answer (INVITATION_CODE_INVALID), so the reply tells a guesser nothing; a code the caller
   * already redeemed answers with that order again (a retried request), one someone else redeemed is
   * INVITATION_CODE_USED. The show's per-account limit counts the invitation like a bought ticket.
   */
  async redeem(merchantId: string, userId: string, typed: string, now: Date): Promise<RedeemReply> {
    const code = normalizeInvitationCode(typed)
    const facts = code ? await this.invitations.codeFacts(code) : undefined
    if (!code || !facts || facts.merchant_id !== merchantId || facts.voided_at) throw new AppError('INVITATION_CODE_INVALID')
    if (facts.order_id) return this.redeemed(facts, userId)
    const orderId = randomId('ord_')
    try {
      await boundedWrite(this.db, async (tx) => {
        const stores = this.deps.orderStoresOn(tx)
        const r = new InvitationRepository(tx)
        await stores.orders.lockBuyerShows([{ userId, showId: facts.show_id }])
        if (!(await r.redeem(code, userId, orderId, now))) throw new AppError('INVITATION_CODE_USED')
        const order: NewOrder = {
          id: orderId,
          merchantId,
          userId,
          showId: facts.show_id,
          sessionId: facts.session_id,
          transactionId: randomId('txn_'),
          ticketFen: 0,
          deliveryFen: 0,
          deliveryMethod: 'E_TICKET',
          deliveryAddress: null,
          totalFen: 0,
          ticketCount: 1,
          reserveDeadline: now,
          idempotencyKey: `invitation:${code}`,
          requestHash: `invitation:${facts.batch_id}`,
          remarks: '',
          now,
          paid: true
        }
        // The show's per-account limit counts the invitation like a bought ticket; its ticket is the batch's held one.
        const [written] = await writeOrdersIn(tx, stores, [
          {
            order,
            lines: [{ tierId: facts.tier_id, qty: 1, unitFen: 0, seats: [], fromHeld: true }],
            attendees: [],
            limitPerOrder: facts.limit_per_account,
            limitPerAccount: facts.limit_per_account
          }
        ])
        if (written instanceof AppError) throw written
        if (!written.tookStock) throw new AppError('INVITATION_CODE_USED')
      })
    } catch (error) {
      // Lost the race to a retry of the caller's own request: answer as the winner did.
      if (error instanceof AppError && error.code === 'INVITATION_CODE_USED') {
        const again = await this.invitations.codeFacts(code)
        if (again?.order_id) return this.redeemed(again, userId)
        throw new AppError('INVITATION_CODE_INVALID')
      }
      throw error
    }
    return { orderId, showId: facts.show_id, ticketIds: await this.invitations.ticketIdsOf(orderId) }
  }

  private async redeemed(
    facts: { order_id: string | null; redeemed_by: string | null; show_id: string },
    userId: string
  ): Promise<RedeemReply> {
    if (!facts.order_id || facts.redeemed_by !== userId) throw new AppError('INVITATION_CODE_USED')
    return { orderId: facts.order_id, showId: facts.show_id, ticketIds: await this.invitations.ticketIdsOf(facts.order_id) }
  }
}
