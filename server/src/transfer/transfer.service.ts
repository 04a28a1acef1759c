/**
 * Ticket transfer (product.md "Ticket send and accept", "Other states" Transfer, "Validation
 * rules"): a holder sends one VALID ticket to a phone; it is TRANSFERRING (admits nobody) until the
 * account with that phone agrees to the rules and accepts it (the ticket moves to them and is re-keyed
 * in the same transaction: the old QR, even a screenshot, admits nobody), the holder cancels it, or its
 * deadline passes (TIME_EXCEEDED, the ticket VALID again). Use cases: send, cancel, accept, expire
 * (run on read and by the sweeper, expireDue). Each takes the order row, then the ticket row, then the
 * transfer row, and moves the ticket only from the state it must be in.
 */
import { randomBytes } from 'node:crypto'
import { AppError, type ErrorCode } from '../http/app-error'
import type { Db, Transaction } from '../db/db'
import { sweepDue } from '../db/due-sweep'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import { normalizeCountryCode, CHINA_COUNTRY_CODE } from '../../../types/rules/account-rules'
import { identityLimitTime, isTransfereePhone, sendBlock, transferDeadline } from '../../../types/rules/transfer-rules'
import type { AcceptTransferRequest, SendBlock, TicketTransfer, TransferOffer, TransferOptions } from '../../../types/api/transfer'
import type { Ticket } from '../../../types/api/order'
import type { TicketRepository, TicketRow } from '../ticket/ticket.repository'
import { newCodeSecret } from '../ticket/ticket-code'
import type { AudienceRepository } from '../audience/audience.repository'
import type { Queryable } from '../db/db'
import { TransferRepository, type TransferRow, type TransferTicketFacts } from './transfer.repository'
import { presentOffer, presentTransfer } from './transfer.presenter'
import type { OrderRepository } from '../order/order.repository'

/** The holder's transfer records shown at most (custom-button-list). */
export const RECORDS_MAX = 100

const BLOCK_ERRORS: Record<SendBlock, ErrorCode> = {
  STATE: 'TRANSFER_UNAVAILABLE',
  DISABLED: 'TRANSFER_UNAVAILABLE',
  DEADLINE: 'TRANSFER_DEADLINE_PASSED',
  TRANSFERRED_IN: 'TRANSFER_NOT_AGAIN'
}

/** An offer that is no longer open, as the spec's accept failures name it. */
const ENDED_ERRORS: Record<Exclude<TransferRow['state'], 'IN_TRANSFER'>, ErrorCode> = {
  ACCEPTED: 'TRANSFER_ALREADY_ACCEPTED',
  CANCELLED: 'TRANSFER_CANCELLED',
  EXPIRED: 'TRANSFER_TIME_EXCEEDED'
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

function failIfEnded(row: TransferRow, now: Date): void {
  if (row.state !== 'IN_TRANSFER') throw new AppError(ENDED_ERRORS[row.state])
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError('TRANSFER_TIME_EXCEEDED')
}

const deadlineOf = (f: TransferTicketFacts) => transferDeadline(f.starts_at.getTime(), f.transfer_deadline_hours)
const identityLimitOf = (f: TransferTicketFacts) => identityLimitTime(f.starts_at.getTime(), f.identity_limit_hours)

/** What the service gets from the ticket, order and audience areas. */
export interface TransferDeps {
  /** The ticket repository on a connection or a transaction (re-keying happens inside accept's). */
  ticketsOn: (q: Queryable) => TicketRepository
  /** The order repository on accept's transaction: the buyer's per-show lock and ticket count buying uses. */
  ordersOn: (q: Queryable) => OrderRepository
  audiences: AudienceRepository
  presentTicket: (row: TicketRow, locale: Locale) => Ticket
}

export class TransferService {
  private readonly transfers: TransferRepository
  private readonly tickets: TicketRepository
  private readonly presentTicket: TransferDeps['presentTicket']

  constructor(
    private readonly db: Db,
    private readonly deps: TransferDeps
  ) {
    this.transfers = new TransferRepository(db)
    this.tickets = deps.ticketsOn(db)
    this.presentTicket = deps.presentTicket
  }

  /** send-mine-ticket: whether this ticket can be sent now, its deadlines and its open transfer. */
  async options(userId: string, ticketId: string, locale: Locale, now: Date): Promise<TransferOptions> {
    let facts = await this.ownTicket(userId, ticketId)
    const open = await this.transfers.openOfTicket(ticketId)
    if (open && open.expires_at.getTime() <= now.getTime()) {
      await this.expire(open.id, now)
      facts = await this.ownTicket(userId, ticketId)
    }
    const current = open && open.expires_at.getTime() > now.getTime() ? open : undefined
    const row = await this.ticketRow(ticketId)
    const deadline = deadlineOf(facts)
    const block = sendBlock({
      state: row.state,
      transferEnabled: facts.transfer_enabled,
      transferredIn: facts.transferred_in,
      deadline,
      now: now.getTime()
    })
    const ticket = this.presentTicket(row, locale)
    return {
      ticket,
      canSend: block === null,
      block,
      deadline,
      identityLimitTime: identityLimitOf(facts),
      realName: facts.real_name,
      current: current ? presentTransfer(current, ticket, row.user_id, userId, now) : null
    }
  }

  /**
   * send: one VALID ticket of the caller's to an 11-digit phone starting with 1 that is not the caller's
   * own, before the show's transfer deadline, on a show that allows transfers, not itself accepted from
   * a transfer. The ticket turns TRANSFERRING and the offer gets an unguessable token for the link.
   */
  async send(userId: string, ticketId: string, cellphone: string, locale: Locale, now: Date): Promise<TicketTransfer> {
    if (!isTransfereePhone(cellphone)) throw new AppError('PHONE_INVALID')
    const facts = await this.ownTicket(userId, ticketId)
    const me = await this.transfers.phoneOf(userId)
    if (me?.cellphone === cellphone && normalizeCountryCode(me.country_code ?? '') === CHINA_COUNTRY_CODE)
      throw new AppError('PHONE_INVALID')
    const id = randomId('trf_')
    await this.db.transaction(async (tx) => {
      const r = new TransferRepository(tx)
      const locked = await r.lockTicket(facts.order_id, ticketId)
      if (!locked || locked.user_id !== userId) throw new AppError('TICKET_NOT_FOUND')
      // In a dearer rebook waiting for payment (044): it still admits, but goes nowhere else until that ends.
      if (locked.rebook_pending_id) throw new AppError('REBOOK_PENDING')
      const block = sendBlock({
        state: locked.state as TicketRow['state'],
        transferEnabled: facts.transfer_enabled,
        transferredIn: locked.transferred_in,
        deadline: deadlineOf(facts),
        now: now.getTime()
      })
      if (block) throw new AppError(BLOCK_ERRORS[block])
      if (!(await r.freezeTicket(ticketId))) throw new AppError('TRANSFER_UNAVAILABLE')
      await r.insert({
        id,
        token: randomBytes(32).toString('base64url'),
        ticket_id: ticketId,
        from_user_id: userId,
        to_country_code: CHINA_COUNTRY_CODE,
        to_cellphone: cellphone,
        expires_at: new Date(deadlineOf(facts)),
        created_at: now
      })
    })
    return this.view(id, userId, locale, now)
  }

  /** cancel by the transferor: the offer ends CANCELLED and the ticket is VALID again, same holder. */
  async cancel(userId: string, transferId: string, locale: Locale, now: Date): Promise<TicketTransfer> {
    const row = await this.transfers.byId(transferId)
    if (!row || row.from_user_id !== userId) throw new AppError('TRANSFER_NOTHING')
    if (row.state === 'IN_TRANSFER' && row.expires_at.getTime() <= now.getTime()) await this.expire(row.id, now)
    const facts = await this.facts(row.ticket_id)
    await this.db.transaction(async (tx) => {
      const r = new TransferRepository(tx)
      await r.lockTicket(facts.order_id, row.ticket_id)
      const locked = await r.lockTransfer(row.id)
      if (!locked) throw new AppError('TRANSFER_NOTHING')
      failIfEnded(locked, now)
      await r.end(row.id, 'CANCELLED', now)
      await r.releaseTicket(row.ticket_id)
    })
    return this.view(transferId, userId, locale, now)
  }

  /** accept-mine-ticket: the offer as its transferee (or its transferor) sees it; anyone else: nothing to accept. */
  async offer(userId: string, token: string, locale: Locale, now: Date): Promise<TransferOffer> {
    let row = await this.transfers.byToken(token)
    if (!row || !(row.from_user_id === userId || (await this.isTransferee(userId, row)))) throw new AppError('TRANSFER_NOTHING')
    if (row.state === 'IN_TRANSFER' && row.expires_at.getTime() <= now.getTime()) {
      await this.expire(row.id, now)
      row = (await this.transfers.byId(row.id)) as TransferRow
    }
    return this.presentOfferOf(row, userId, locale, now)
  }

  /**
   * accept: the logged-in account whose phone is the transferee phone, having agreed to the rules.
   * Fails, in the spec's words, when the offer was already accepted, its time exceeded, the transferor
   * cancelled it, there is nothing to accept, or the transferee would pass the show's per-account
   * purchase limit; on a real-name show the transferee binds one of their attendees before the
   * identityLimitTime. Then, in one transaction, the ticket is the transferee's, VALID, transferred-in
   * (never to be sent again), re-keyed.
   */
  async accept(userId: string, token: string, body: AcceptTransferRequest, locale: Locale, now: Date): Promise<TransferOffer> {
    let row = await this.transfers.byToken(token)
    if (!row || !(await this.isTransferee(userId, row))) throw new AppError('TRANSFER_NOTHING')
    if (row.state === 'IN_TRANSFER' && row.expires_at.getTime() <= now.getTime()) {
      await this.expire(row.id, now)
      row = (await this.transfers.byId(row.id)) as TransferRow
    }
    failIfEnded(row, now)
    const facts = await this.facts(row.ticket_id)
    let attendee: { audienceId: string; name: string; idType: string; idNo: string } | null = null
    if (facts.real_name) {
      if (now.getTime() >= identityLimitOf(facts)) throw new AppError('TRANSFER_IDENTITY_CLOSED')
      const audience = body.audienceId ? await this.deps.audiences.byId(userId, body.audienceId) : undefined
      if (!audience) throw new AppError('TRANSFER_AUDIENCE_REQUIRED')
      attendee = { audienceId: audience.id, name: audience.name, idType: audience.id_type, idNo: audience.id_no }
    }
    const transferId = row.id
    await this.db.transaction(async (tx) => {
      const r = new TransferRepository(tx)
      const orders = this.deps.ordersOn(tx)
      // The transferee's orders for this show wait for this (the lock buying counts the limit under).
      if (facts.limit_per_account > 0) await orders.lockBuyerShows([{ userId, showId: facts.show_id }])
      await r.lockTicket(facts.order_id, facts.id)
      const locked = await r.lockTransfer(transferId)
      if (!locked) throw new AppError('TRANSFER_NOTHING')
      failIfEnded(locked, now)
      // The per-account limit counts as buying does (OrderRepository.liveTicketCounts: the tickets of the
      // transferee's live orders plus those received by transfer), this ticket one more.
      if (facts.limit_per_account > 0) {
        const counted = (await orders.liveTicketCounts([{ userId, showId: facts.show_id }])).get(`${userId}\n${facts.show_id}`) ?? 0
        if (counted + 1 > facts.limit_per_account) throw new AppError('TRANSFER_PURCHASE_LIMIT', { limit: facts.limit_per_account })
      }
      if (attendee) {
        if (await r.attendeeHolds(facts.show_id, attendee.idNo, facts.id)) throw new AppError('ATTENDEE_TAKEN', { name: attendee.name })
        // One attendee ID per ticket per show (order_attendees): the old attendee's ID is free again, the new one's taken.
        let moved: boolean
        try {
          moved = await r.moveAttendee(facts.order_id, facts.show_id, facts.id, attendee)
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('ATTENDEE_TAKEN', { name: attendee.name })
          throw error
        }
        if (!moved) throw new AppError('ATTENDEE_TAKEN', { name: attendee.name })
      }
      if (!(await r.handOver(facts.id, userId, attendee))) throw new AppError('TRANSFER_NOTHING')
      // "The old code stops working and a new one is issued the moment of acceptance."
      if (!(await this.deps.ticketsOn(tx).rekeyTicket(facts.id, newCodeSecret()))) throw new AppError('TRANSFER_NOTHING')
      await r.end(transferId, 'ACCEPTED', now, userId)
    })
    return this.presentOfferOf((await this.transfers.byId(transferId)) as TransferRow, userId, locale, now)
  }

  /** custom-button-list: transfers the caller sent and accepted, newest first; due offers end first. */
  async records(userId: string, locale: Locale, now: Date): Promise<TicketTransfer[]> {
    let rows = await this.transfers.ofUser(userId, RECORDS_MAX)
    const due = rows.filter((r) => r.state === 'IN_TRANSFER' && r.expires_at.getTime() <= now.getTime())
    if (due.length) {
      for (const r of due) await this.expire(r.id, now)
      rows = await this.transfers.ofUser(userId, RECORDS_MAX)
    }
    const out: TicketTransfer[] = []
    for (const r of rows) {
      const ticket = await this.ticketRow(r.ticket_id)
      out.push(presentTransfer(r, this.presentTicket(ticket, locale), ticket.user_id, userId, now))
    }
    return out
  }

  /** An offer past its deadline ends EXPIRED and its ticket is VALID again (on read and by the sweeper). */
  async expire(transferId: string, now: Date): Promise<boolean> {
    return this.db.transaction((tx) => this.expireIn(tx, transferId, now))
  }

  /** The expiry in the caller's transaction: the ticket locked in its order's lock order, then the offer, ended once. */
  private async expireIn(tx: Transaction, transferId: string, now: Date): Promise<boolean> {
    const r = new TransferRepository(tx)
    const row = await r.byId(transferId)
    if (!row || row.state !== 'IN_TRANSFER') return false
    const facts = await r.ticketFacts(row.ticket_id)
    if (!facts) throw new AppError('TRANSFER_NOTHING')
    await r.lockTicket(facts.order_id, row.ticket_id)
    const locked = await r.lockTransfer(transferId)
    if (!locked || locked.state !== 'IN_TRANSFER' || locked.expires_at.getTime() > now.getTime()) return false
    await r.end(transferId, 'EXPIRED', now)
    await r.releaseTicket(row.ticket_id)
    return true
  }

  /** The sweeper's round: every offer past its deadline, one process at a time, a row held past the wait bound left for the next. */
  async expireDue(now: Date, batch = 200): Promise<number> {
    return sweepDue(this.db, {
      lock: 'transfer-expiry',
      due: () => this.transfers.due(now, batch),
      end: (tx, id) => this.expireIn(tx, id, now),
      drainBatch: batch
    })
  }

  private async isTransferee(userId: string, row: TransferRow): Promise<boolean> {
    if (row.to_user_id) return row.to_user_id === userId
    const phone = await this.transfers.phoneOf(userId)
    return (
      !!phone?.cellphone &&
      phone.cellphone === row.to_cellphone &&
      normalizeCountryCode(phone.country_code ?? '') === normalizeCountryCode(row.to_country_code)
    )
  }

  /** The caller's own ticket; another buyer's is not found. */
  private async ownTicket(userId: string, ticketId: string): Promise<TransferTicketFacts> {
    const facts = await this.transfers.ticketFacts(ticketId)
    if (!facts || facts.user_id !== userId) throw new AppError('TICKET_NOT_FOUND')
    return facts
  }

  private async facts(ticketId: string): Promise<TransferTicketFacts> {
    const facts = await this.transfers.ticketFacts(ticketId)
    if (!facts) throw new AppError('TRANSFER_NOTHING')
    return facts
  }

  private async ticketRow(ticketId: string): Promise<TicketRow> {
    const row = await this.tickets.byId(ticketId)
    if (!row) throw new AppError('TICKET_NOT_FOUND')
    return row
  }

  private async view(transferId: string, userId: string, locale: Locale, now: Date): Promise<TicketTransfer> {
    const row = (await this.transfers.byId(transferId)) as TransferRow
    const ticket = await this.ticketRow(row.ticket_id)
    return presentTransfer(row, this.presentTicket(ticket, locale), ticket.user_id, userId, now)
  }

  private async presentOfferOf(row: TransferRow, userId: string, locale: Locale, now: Date): Promise<TransferOffer> {
    const facts = await this.facts(row.ticket_id)
    const ticket = await this.ticketRow(row.ticket_id)
    const from = await this.transfers.phoneOf(row.from_user_id)
    return presentOffer(
      row,
      this.presentTicket(ticket, locale),
      { holderId: ticket.user_id, fromPhone: from?.cellphone ?? '', realName: facts.real_name, identityLimitTime: identityLimitOf(facts) },
      userId,
      now
    )
  }
}
