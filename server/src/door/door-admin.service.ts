/**
 * The door in the console (issue #16 item 6): the same ticket code check as the staff-key verify route
 * (ticket/ticket-code.ts), answered in the same words (ticket/check-in.presenter.ts), for this merchant's
 * tickets, optionally held to the session the door user picked. A ticket for another session is WRONG_SHOW and is not checked in. A genuine code of a window
 * the door no longer admits (issue #17: a screenshot passed around, a static pre-#17 code) is EXPIRED.
 * An admission writes its audit row in the check-in's transaction.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { CheckInReply, DoorCountReply, DoorSession } from '../../../types/api/door'
import type { TicketRepository } from '../ticket/ticket.repository'
import { readTicketCode } from '../ticket/ticket-code'
import type { ShowRepository } from '../browse/show.repository'
import { showOfMerchant } from '../browse/merchant-show'
import { addDays, localDate, startOfLocalDay } from '../../../types/rules/merchant-time'
import type { AuditRepository } from '../staff/audit.repository'
import { DoorRepository } from './door.repository'
import { presentDoorSession } from './door.presenter'
import { admitted, alreadyUsed, expiredCode, unknownCode, voidTicket, wrongShow } from '../ticket/check-in.presenter'

export interface DoorSources {
  /** The ticket area's repository on the given connection or transaction. */
  ticketsOn: (db: Queryable) => TicketRepository
  shows: ShowRepository
}

export class DoorService {
  constructor(
    private readonly db: Db,
    private readonly sources: DoorSources,
    private readonly ticketSecret: () => Promise<string>,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>,
    /** The staff floor's audit log on the change's transaction: the change and its audit row commit together. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  async checkIn(
    merchantId: string,
    staffId: string,
    input: { code: string; sessionId?: string },
    locale: Locale,
    now: Date
  ): Promise<CheckInReply> {
    const reading = await readTicketCode(input.code, this.sources.ticketsOn(this.db), await this.ticketSecret(), now)
    const ticket = reading?.ticket
    if (!reading || !ticket || !(await showOfMerchant(this.sources.shows, merchantId, ticket.show_id))) return unknownCode()
    if (ticket.state === 'USED') return alreadyUsed(ticket, locale)
    if (ticket.state !== 'VALID') return voidTicket(ticket, ticket.state, locale)
    if (!reading.current) return expiredCode(ticket, locale)
    if (input.sessionId && input.sessionId !== ticket.session_id) return wrongShow(ticket, locale)
    const checkedIn = await this.db.transaction(async (tx) => {
      if (!(await this.sources.ticketsOn(tx).checkIn(ticket.id, now, ticket.code_secret))) return false
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'door.check-in',
          target: `ticket:${ticket.id}`,
          before: { state: 'VALID' },
          after: { state: 'USED', usedAt: now.toISOString() }
        },
        now
      )
      return true
    })
    if (checkedIn) return admitted(ticket, locale, now)
    const used = await this.sources.ticketsOn(this.db).byId(ticket.id)
    // Frozen by a refund, offered in a transfer or rebooked since the code was read: the refund (or the
    // transfer) won the race, and nobody is admitted on it.
    if (used && used.state !== 'USED' && used.state !== 'VALID') return voidTicket(ticket, used.state, locale)
    // Still valid: re-keyed since the code was read, so the code is no longer the ticket's.
    if (used?.state !== 'USED') return unknownCode()
    return alreadyUsed({ ...ticket, used_at: used.used_at }, locale)
  }

  /** The sessions starting on the merchant's local day (today when no date is given). */
  async sessions(merchantId: string, date: string | undefined, locale: Locale, now: Date): Promise<DoorSession[]> {
    const zone = await this.timeZoneOf(merchantId)
    const day = date ?? localDate(now, zone)
    const rows = await new DoorRepository(this.db).sessionsBetween(
      merchantId,
      startOfLocalDay(day, zone),
      startOfLocalDay(addDays(day, 1), zone)
    )
    return rows.map((row) => presentDoorSession(row, locale))
  }

  async count(merchantId: string, sessionId: string): Promise<DoorCountReply> {
    const counted = await new DoorRepository(this.db).count(merchantId, sessionId)
    if (!counted) throw new AppError('NOT_FOUND')
    return { sessionId, checkedIn: counted.checked_in, sold: counted.sold }
  }
}
