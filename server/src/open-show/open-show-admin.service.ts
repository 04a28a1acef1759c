/**
 * The console's open shows: make and change one with its form, read its registrations, approve or reject
 * them, export them as CSV, and the door's check of an entry code. Every change writes its audit row in
 * its own transaction; a refused change writes nothing. Places move as the buyer's calls move them
 * (open-show-places.ts), inside a boundedWrite.
 */
import type { Db, Queryable } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { AppError } from '../http/app-error'
import { keptTranslations } from '../http/texts'
import type { AuditRepository } from '../staff/audit.repository'
import { CSV_BOM, csvLine } from '../staff/csv'
import { maskHolder } from '../ticket/check-in.presenter'
import type { AdminOpenShow, AdminRegistration, EntryCheckReply, OpenShowInput, RegistrationState } from '../../../types/api/open-show'
import { openShowInputProblem } from '../../../types/rules/open-show-rules'
import { formatLocal } from '../../../types/rules/merchant-time'
import { OpenShowRepository, type OpenShowRow, type OpenShowWrite } from './open-show.repository'
import { presentAdminOpenShow, presentAdminRegistration } from './open-show.presenter'
import { fillFreePlaces, giveFreedPlace } from './open-show-places'
import { openShowEntryCode } from './entry-code'

function toWrite(merchantId: string, v: OpenShowInput): OpenShowWrite {
  return {
    merchantId,
    title: v.title.trim(),
    titleTexts: keptTranslations(v.titleTexts),
    description: v.description.trim(),
    descriptionTexts: keptTranslations(v.descriptionTexts),
    posterUrl: v.posterUrl.trim(),
    venueName: v.venueName.trim(),
    venueAddress: v.venueAddress.trim(),
    startsAt: new Date(v.startsAt),
    endsAt: new Date(v.endsAt),
    registrationDeadline: new Date(v.registrationDeadline),
    capacity: v.capacity,
    mode: v.mode,
    form: v.form.map((f) => ({
      key: f.key,
      kind: f.kind,
      label: f.label.trim(),
      labelTexts: keptTranslations(f.labelTexts),
      required: f.required,
      ...(f.kind === 'CHOICE' ? { options: (f.options ?? []).map((o) => o.trim()) } : {})
    }))
  }
}

const CSV_STATES: Record<RegistrationState, string> = {
  PENDING: '待审核',
  CONFIRMED: '已确认',
  WAITING: '候补',
  REJECTED: '已拒绝',
  CANCELLED: '已取消'
}

export class OpenShowAdminService {
  private readonly shows: OpenShowRepository

  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository,
    private readonly codeSecret: () => Promise<string>,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>
  ) {
    this.shows = new OpenShowRepository(db)
  }

  async list(merchantId: string, now: Date): Promise<AdminOpenShow[]> {
    const rows = await this.shows.showsOf(merchantId)
    const counts = await this.shows.counts(rows.map((s) => s.id))
    return rows.map((s) =>
      presentAdminOpenShow(
        s,
        counts.filter((c) => c.open_show_id === s.id),
        now
      )
    )
  }

  async one(merchantId: string, showId: string, now: Date): Promise<AdminOpenShow> {
    const show = await this.requireShow(merchantId, showId)
    return presentAdminOpenShow(show, await this.shows.counts([show.id]), now)
  }

  async create(merchantId: string, staffId: string, input: OpenShowInput, now: Date): Promise<AdminOpenShow> {
    const problem = openShowInputProblem(input, now.getTime())
    if (problem) throw new AppError('OPEN_SHOW_INVALID', { reason: problem })
    const write = toWrite(merchantId, input)
    const id = await this.db.transaction(async (tx) => {
      const made = await new OpenShowRepository(tx).insertShow(write, now)
      await this.auditOn(tx).write({ merchantId, staffId, action: 'open-show.create', target: made, before: null, after: write }, now)
      return made
    })
    return this.one(merchantId, id, now)
  }

  /**
   * The edit; capacity may not go below the places held (OPEN_SHOW_INVALID capacity), and a capacity that
   * grows moves the waiting line up into the new places in the same transaction.
   */
  async update(merchantId: string, staffId: string, showId: string, input: OpenShowInput, now: Date): Promise<AdminOpenShow> {
    const before = await this.one(merchantId, showId, now)
    const problem = openShowInputProblem(input, now.getTime(), before.registrationDeadline)
    if (problem) throw new AppError('OPEN_SHOW_INVALID', { reason: problem })
    const write = toWrite(merchantId, input)
    await boundedWrite(this.db, async (tx) => {
      if (!(await new OpenShowRepository(tx).updateShow(showId, write, now)))
        throw new AppError('OPEN_SHOW_INVALID', { reason: 'capacity' })
      await fillFreePlaces(tx, { id: showId, mode: write.mode }, now)
      await this.auditOn(tx).write({ merchantId, staffId, action: 'open-show.update', target: showId, before, after: write }, now)
    })
    return this.one(merchantId, showId, now)
  }

  async registrations(merchantId: string, showId: string, state: RegistrationState | undefined): Promise<AdminRegistration[]> {
    const show = await this.requireShow(merchantId, showId)
    return (await this.shows.registrationsOfShow(show.id, state)).map(presentAdminRegistration)
  }

  /**
   * A pending registration is confirmed (its place is already held); a waiting one is confirmed only if a
   * place can be taken now (else OPEN_SHOW_FULL).
   */
  async approve(merchantId: string, staffId: string, registrationId: string, now: Date): Promise<AdminRegistration> {
    const { show } = await this.ofMerchant(merchantId, registrationId)
    await boundedWrite(this.db, async (tx) => {
      const repo = new OpenShowRepository(tx)
      const was = await repo.move(tx, registrationId, ['PENDING', 'WAITING'], 'CONFIRMED', now)
      if (!was) throw new AppError('OPEN_SHOW_REGISTRATION_STATE')
      if (was === 'WAITING' && !(await repo.takePlaceAnyTime(tx, show.id))) throw new AppError('OPEN_SHOW_FULL')
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'open-show.approve', target: registrationId, before: { state: was }, after: { state: 'CONFIRMED' } },
        now
      )
    })
    return this.registrationOf(registrationId)
  }

  /** A pending or waiting registration is turned down with a reason; a held place goes to the first in line. */
  async reject(merchantId: string, staffId: string, registrationId: string, reason: string, now: Date): Promise<AdminRegistration> {
    const { show } = await this.ofMerchant(merchantId, registrationId)
    const rejectReason = reason.trim()
    await boundedWrite(this.db, async (tx) => {
      const was = await new OpenShowRepository(tx).move(tx, registrationId, ['PENDING', 'WAITING'], 'REJECTED', now, { rejectReason })
      if (!was) throw new AppError('OPEN_SHOW_REGISTRATION_STATE')
      if (was === 'PENDING') await giveFreedPlace(tx, show, now)
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'open-show.reject',
          target: registrationId,
          before: { state: was },
          after: { state: 'REJECTED', reason: rejectReason }
        },
        now
      )
    })
    return this.registrationOf(registrationId)
  }

  /** The registrations as a spreadsheet: one column per form field, times in the merchant's zone. */
  async csv(merchantId: string, showId: string): Promise<string> {
    const show = await this.requireShow(merchantId, showId)
    const zone = await this.timeZoneOf(merchantId)
    const at = (d: Date | null) => (d ? formatLocal(d, zone, 'YYYY-MM-DD HH:mm') : '')
    const rows = await this.shows.registrationsOfShow(show.id)
    let text = CSV_BOM + csvLine(['报名编号', '状态', '候补顺位', '报名时间', '入场时间', ...show.form.map((f) => f.label)])
    for (const r of rows) {
      text += csvLine([
        r.id,
        CSV_STATES[r.state],
        r.waiting_position ?? '',
        at(r.created_at),
        at(r.admitted_at),
        ...show.form.map((f) => r.answers[f.key] ?? '')
      ])
    }
    return text
  }

  /** The door: a genuine entry code of this merchant's confirmed registration admits once. */
  async checkIn(merchantId: string, staffId: string, code: string, now: Date): Promise<EntryCheckReply> {
    const registrationId = openShowEntryCode.read(code, await this.codeSecret())
    const registration = registrationId ? await this.shows.registration(registrationId) : undefined
    const show = registration ? await this.shows.show(merchantId, registration.open_show_id) : undefined
    if (!registration || !show) return { result: 'UNKNOWN' }
    const firstText = show.form.find((f) => f.kind === 'TEXT' && registration.answers[f.key])
    const summary = {
      registrationId: registration.id,
      showTitle: show.title,
      startsAt: new Date(show.starts_at).getTime(),
      state: registration.state,
      ...(firstText ? { holder: maskHolder(registration.answers[firstText.key]) } : {})
    }
    if (registration.state !== 'CONFIRMED') return { result: 'VOID', registration: summary }
    const admitted = await this.db.transaction(async (tx) => {
      if (!(await new OpenShowRepository(tx).admit(registration.id, now))) return false
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'door.open-show-check-in',
          target: `open-show-registration:${registration.id}`,
          before: null,
          after: { admittedAt: now.toISOString() }
        },
        now
      )
      return true
    })
    if (admitted) return { result: 'ADMITTED', registration: summary, admittedAt: now.getTime() }
    const after = await this.shows.registration(registration.id)
    if (after?.admitted_at) return { result: 'ALREADY_USED', registration: summary, admittedAt: new Date(after.admitted_at).getTime() }
    // Cancelled between the read and the admission: the cancel won, nobody is admitted on it.
    return { result: 'VOID', registration: { ...summary, state: after?.state ?? summary.state } }
  }

  private async requireShow(merchantId: string, showId: string): Promise<OpenShowRow> {
    const show = await this.shows.show(merchantId, showId)
    if (!show) throw new AppError('OPEN_SHOW_NOT_FOUND')
    return show
  }

  private async ofMerchant(merchantId: string, registrationId: string): Promise<{ show: OpenShowRow }> {
    const registration = await this.shows.registration(registrationId)
    const show = registration ? await this.shows.show(merchantId, registration.open_show_id) : undefined
    if (!show) throw new AppError('OPEN_SHOW_REGISTRATION_NOT_FOUND')
    return { show }
  }

  private async registrationOf(registrationId: string): Promise<AdminRegistration> {
    const row = await this.shows.registration(registrationId)
    if (!row) throw new AppError('OPEN_SHOW_REGISTRATION_NOT_FOUND')
    return presentAdminRegistration(row)
  }
}
