/**
 * Real-name binding after purchase (product.md "Tickets": real-name, real-name-single,
 * real-idCard; "Real-name registration stops at a deadline"; "Validation rules" real-name form). On a show
 * set to name attendees after purchase, the holder binds one attendee per VALID ticket, from their
 * audiences or typed (name required: 请输入姓名; ID 10 digits, 18, or 17 plus a digit or X: 身份证号码格式错误),
 * before the deadline; one ID per show (order_attendees_one_id_per_show). Another buyer's ticket is
 * TICKET_NOT_FOUND, never a hint that it exists.
 */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import type { AudienceRepository } from '../audience/audience.repository'
import type { AuditRepository } from '../staff/audit.repository'
import type { Queryable } from '../db/db'
import { isRealNameIdFormat } from '../../../types/rules/account-rules'
import { realNameDeadline, realNameOpen } from '../../../types/rules/real-name-binding'
import type { BindAttendeeRequest, ShowRealNameSettings, UnnamedTicket as UnnamedTicketReply } from '../../../types/api/binding'
import { RealNameRepository, type UnnamedTicket } from './real-name.repository'

function present(row: UnnamedTicket, locale: Locale, now: Date): UnnamedTicketReply {
  const startsAt = row.starts_at.getTime()
  return {
    ticketId: row.id,
    orderId: row.order_id,
    ticketNumber: row.ticket_number,
    showName: textIn(row.show_name, locale),
    startsAt,
    deadline: realNameDeadline(startsAt, row.deadline_hours),
    open: realNameOpen(startsAt, row.deadline_hours, now.getTime()),
    attendeeName: row.attendee_name
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

export class RealNameService {
  private readonly repo: RealNameRepository

  constructor(
    private readonly db: Db,
    private readonly audiences: AudienceRepository,
    /** The console's audit row, written in the setting's transaction. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.repo = new RealNameRepository(db)
  }

  async list(userId: string, orderId: string | undefined, locale: Locale, now: Date): Promise<UnnamedTicketReply[]> {
    return (await this.repo.unnamed(userId, orderId)).map((r) => present(r, locale, now))
  }

  async one(userId: string, ticketId: string, locale: Locale, now: Date): Promise<UnnamedTicketReply> {
    const row = await this.repo.ofUser(userId, ticketId)
    if (!row || !row.after_purchase) throw new AppError('TICKET_NOT_FOUND')
    return present(row, locale, now)
  }

  async bind(userId: string, ticketId: string, body: BindAttendeeRequest, locale: Locale, now: Date): Promise<UnnamedTicketReply> {
    const row = await this.repo.ofUser(userId, ticketId)
    if (!row || !row.after_purchase) throw new AppError('TICKET_NOT_FOUND')
    const attendee = await this.attendee(userId, ticketId, body)
    if (!realNameOpen(row.starts_at.getTime(), row.deadline_hours, now.getTime())) throw new AppError('REAL_NAME_CLOSED')
    try {
      await this.db.transaction(async (tx) => {
        const r = new RealNameRepository(tx)
        const locked = await r.lock(row.order_id, ticketId)
        if (!locked || locked.user_id !== userId) throw new AppError('TICKET_NOT_FOUND')
        if (locked.attendee_name !== null) throw new AppError('REAL_NAME_ALREADY_BOUND')
        if (locked.state !== 'VALID') throw new AppError('REAL_NAME_NOT_VALID')
        await r.name({ orderId: row.order_id, showId: row.show_id, ticketId, ...attendee })
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ATTENDEE_TAKEN', { name: attendee.name })
      throw error
    }
    return this.one(userId, ticketId, locale, now)
  }

  /** The attendee to bind: a saved audience of the caller's, or a typed one checked as the real-name form checks it. */
  private async attendee(
    userId: string,
    ticketId: string,
    body: BindAttendeeRequest
  ): Promise<{ audienceKey: string; name: string; idType: string; idNo: string }> {
    if ('audienceId' in body) {
      const a = await this.audiences.byId(userId, body.audienceId)
      if (!a) throw new AppError('REAL_NAME_AUDIENCE_UNKNOWN')
      return { audienceKey: a.id, name: a.name, idType: a.id_type, idNo: a.id_no }
    }
    const name = body.name.trim()
    const idNo = body.idNo.trim().toUpperCase()
    if (!name) throw new AppError('NAME_REQUIRED')
    if (!isRealNameIdFormat(idNo)) throw new AppError('ID_FORMAT')
    return { audienceKey: `ticket:${ticketId}`, name, idType: 'ID_CARD', idNo }
  }

  /** Console: the show's setting (another merchant's show is NOT_FOUND). */
  async settings(merchantId: string, showId: string): Promise<ShowRealNameSettings> {
    const s = await this.repo.settingsOf(merchantId, showId)
    if (!s) throw new AppError('NOT_FOUND')
    return s
  }

  async saveSettings(
    merchantId: string,
    staffId: string,
    showId: string,
    next: ShowRealNameSettings,
    now: Date
  ): Promise<ShowRealNameSettings> {
    await this.db.transaction(async (tx) => {
      const r = new RealNameRepository(tx)
      const before = await r.settingsOf(merchantId, showId)
      if (!before) throw new AppError('NOT_FOUND')
      await r.saveSettings(merchantId, showId, next)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'catalogue.show.real-name-settings', target: `show:${showId}`, before, after: next },
        now
      )
    })
    return this.settings(merchantId, showId)
  }
}
