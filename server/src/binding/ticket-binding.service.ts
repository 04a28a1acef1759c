/**
 * bindTicket: a ticket bought by another channel or on another account is moved to the
 * caller's account with its ticket number and a proof: a code sent by SMS to the phone the order was
 * placed with (its owner consents), or, for a real-name ticket, its attendee's ID number.
 *
 * No enumeration: asking for a code answers the same whether the number exists or not (and sends nothing
 * when it does not), and every failed binding (unknown number, wrong or expired code, wrong ID, a ticket
 * no longer VALID) is one error, BIND_TICKET_FAILED. The calls are in the login family's per-address
 * budget (rate-limits.ts) and each code has five guesses (VerificationService). The move is a transfer
 * acceptance's: order row then ticket row locked, VALID only, new holder, re-keyed in the same
 * transaction (the old QR, screenshots included, admits nobody).
 *
 * Review fixes (issue #17 leftovers): the ticket counts against its new holder's per-account limit by the
 * one rule buying and transfer acceptance use (OrderRepository.liveTicketCounts, under the same per-buyer
 * show lock), and ID-number proofs have a budget per ticket number (5 an hour), counted the same for a
 * number no ticket has, so rotating addresses does not let anyone guess an attendee's ID. A ticket waiting
 * in a dearer rebook (rebook_pending_id, read under the ticket's lock) is REBOOK_PENDING, as elsewhere.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { CallContext } from '../http/call-context'
import type { VerificationService } from '../account/verification.service'
import type { TicketRepository } from '../ticket/ticket.repository'
import type { OrderRepository } from '../order/order.repository'
import { createHash } from 'node:crypto'
import { newCodeSecret } from '../ticket/ticket-code'
import { isRealNameIdFormat, VERIFY_CODE_RESEND_SECONDS } from '../../../types/rules/account-rules'
import type { BindTicketReply, BindTicketRequest } from '../../../types/api/binding'
import { TicketBindingRepository, type NumberedTicket } from './ticket-binding.repository'
import { bindTicketMessage } from './ticket-binding-texts'

/** The send refusals that would tell a guesser the number exists (only a real ticket's phone can hit them). */
const QUIET: readonly string[] = ['CODE_TOO_SOON', 'CODE_DAILY_LIMIT', 'TOO_FREQUENT']

const recipientOf = (k: NumberedTicket) => `+${k.country_code ?? '86'} ${k.cellphone}`
const purposeOf = (k: NumberedTicket) => `BIND:${k.id}` as const

/** Wrong ID proofs per ticket number per window (issue #17 leftovers). */
export const ID_PROOF_ATTEMPTS = 5
export const ID_PROOF_WINDOW_SECONDS = 3600

/** The budget's key: the merchant and the number as typed, hashed (no ticket needs to exist for it). */
const proofSubject = (merchantId: string, ticketNumber: string) =>
  createHash('sha256').update(`bind-id:${merchantId}:${ticketNumber}`).digest('hex')

export interface TicketBindingDeps {
  verification: Pick<VerificationService, 'sendCode' | 'consumeCode'>
  ticketsOn: (q: Queryable) => TicketRepository
  /** The order area's counting of the per-account limit (the one rule buying and transfer acceptance use). */
  ordersOn: (q: Queryable) => Pick<OrderRepository, 'lockBuyerShows' | 'liveTicketCounts'>
}

export class TicketBindingService {
  private readonly repo: TicketBindingRepository

  constructor(
    private readonly db: Db,
    private readonly deps: TicketBindingDeps
  ) {
    this.repo = new TicketBindingRepository(db)
  }

  /** Sends the proof code to the order's phone when the number is a VALID ticket of another account; the same answer either way. */
  async sendCode(userId: string, ticketNumber: string, ctx: CallContext): Promise<{ resendAfterSeconds: number }> {
    const k = await this.repo.byNumber(ticketNumber.trim(), ctx.merchantId)
    if (k && k.state === 'VALID' && k.user_id !== userId && k.cellphone) {
      try {
        await this.deps.verification.sendCode(
          {
            merchantId: ctx.merchantId,
            channel: 'SMS',
            recipient: recipientOf(k),
            purpose: purposeOf(k),
            ip: ctx.ip,
            compose: (code) => bindTicketMessage(ctx.locale, ctx.shop.shopName, code)
          },
          ctx.now
        )
      } catch (error) {
        if (!(error instanceof AppError && QUIET.includes(error.code))) throw error
      }
    }
    return { resendAfterSeconds: VERIFY_CODE_RESEND_SECONDS }
  }

  async bind(userId: string, body: BindTicketRequest, merchantId: string, now: Date): Promise<BindTicketReply> {
    // The ID's shape is the buyer's typing, not a secret: told as the real-name form tells it.
    if (body.idNo !== undefined && !isRealNameIdFormat(body.idNo.trim())) throw new AppError('ID_FORMAT')
    const number = body.ticketNumber.trim()
    const k = await this.repo.byNumber(number, merchantId)
    if (k && k.user_id === userId) return { ticketId: k.id }
    // An ID proof takes one attempt of the number's budget before anything is compared, known number or not.
    const subject = body.idNo !== undefined ? proofSubject(merchantId, number) : undefined
    if (subject && !(await this.repo.takeProofAttempt(subject, ID_PROOF_ATTEMPTS, ID_PROOF_WINDOW_SECONDS, now))) {
      const start = await this.repo.proofWindowStart(subject)
      const left = start ? start.getTime() + ID_PROOF_WINDOW_SECONDS * 1000 - now.getTime() : ID_PROOF_WINDOW_SECONDS * 1000
      throw new AppError('BIND_TICKET_ATTEMPTS', { minutes: Math.max(1, Math.ceil(left / 60000)) })
    }
    if (!k || !(await this.proven(k, body, merchantId, now))) throw new AppError('BIND_TICKET_FAILED')
    if (subject) await this.repo.clearProofAttempts(subject)
    await this.db.transaction(async (tx) => {
      const r = new TicketBindingRepository(tx)
      const orders = this.deps.ordersOn(tx)
      // The new holder's orders for this show wait for this (the lock buying counts the limit under), then
      // the order row and the ticket row: buying's and transfer acceptance's order.
      if (k.limit_per_account > 0) await orders.lockBuyerShows([{ userId, showId: k.show_id }])
      const locked = await r.lock(k.order_id, k.id)
      if (!locked || locked.state !== 'VALID') throw new AppError('BIND_TICKET_FAILED')
      // Waiting in a dearer rebook, its payment would move a ticket that changed hands: refused as transfer,
      // refund and rebook refuse it (the proof is passed, so naming the reason tells a stranger nothing).
      if (locked.rebook_pending_id) throw new AppError('REBOOK_PENDING')
      if (k.limit_per_account > 0) {
        const counted = (await orders.liveTicketCounts([{ userId, showId: k.show_id }])).get(`${userId}\n${k.show_id}`) ?? 0
        if (counted + 1 > k.limit_per_account) throw new AppError('BIND_PURCHASE_LIMIT', { limit: k.limit_per_account })
      }
      if (!(await r.move(k.id, userId))) throw new AppError('BIND_TICKET_FAILED')
      if (!(await this.deps.ticketsOn(tx).rekeyTicket(k.id, newCodeSecret()))) throw new AppError('BIND_TICKET_FAILED')
    })
    return { ticketId: k.id }
  }

  private async proven(k: NumberedTicket, body: BindTicketRequest, merchantId: string, now: Date): Promise<boolean> {
    if (body.idNo !== undefined) return !!k.attendee_id_no && k.attendee_id_no.toUpperCase() === body.idNo.trim().toUpperCase()
    if (body.verifyCode === undefined || !k.cellphone) return false
    try {
      await this.deps.verification.consumeCode(
        { merchantId, channel: 'SMS', recipient: recipientOf(k), purpose: purposeOf(k) },
        body.verifyCode.trim(),
        now
      )
      return true
    } catch (error) {
      if (error instanceof AppError) return false
      throw error
    }
  }
}
