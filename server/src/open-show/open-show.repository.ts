/**
 * SQL for open shows and their registrations (migration 091_open_show.sql). Every read is scoped to a
 * merchant. Places move only through `takePlace` / `givePlaceBack` (conditional updates on `taken`, held
 * under the CHECK taken <= capacity) and only inside a boundedWrite (the BoundedTx type).
 */
import type { Queryable } from '../db/db'
import type { BoundedTx } from '../db/bounded-write'
import type { Translations } from '../../../types/api/translations'
import type { OpenShowMode, RegistrationAnswers, RegistrationState } from '../../../types/api/open-show'
import type { RegistrationField } from '../../../types/rules/registration-form'
import { randomId } from '../account/token-codec'

export interface OpenShowRow {
  id: string
  merchant_id: string
  title: string
  title_texts: Translations
  description: string
  description_texts: Translations
  poster_url: string
  venue_name: string
  venue_address: string
  starts_at: Date
  ends_at: Date
  registration_deadline: Date
  capacity: number
  taken: number
  mode: OpenShowMode
  form: RegistrationField[]
  created_at: Date
}

export interface RegistrationRow {
  id: string
  open_show_id: string
  user_id: string
  state: RegistrationState
  answers: RegistrationAnswers
  reject_reason: string | null
  seq: string
  admitted_at: Date | null
  created_at: Date
  /** 1-based place in line when WAITING, else null. */
  waiting_position: number | null
}

export interface OpenShowWrite {
  merchantId: string
  title: string
  titleTexts: Translations
  description: string
  descriptionTexts: Translations
  posterUrl: string
  venueName: string
  venueAddress: string
  startsAt: Date
  endsAt: Date
  registrationDeadline: Date
  capacity: number
  mode: OpenShowMode
  form: RegistrationField[]
}

const SHOW_COLUMNS = `id, merchant_id, title, title_texts, description, description_texts, poster_url, venue_name, venue_address,
  starts_at, ends_at, registration_deadline, capacity, taken, mode, form, created_at`

const REG_COLUMNS = `r.id, r.open_show_id, r.user_id, r.state, r.answers, r.reject_reason, r.seq::text AS seq, r.admitted_at, r.created_at,
  CASE WHEN r.state = 'WAITING' THEN (SELECT count(*)::int FROM open_show_registrations w
    WHERE w.open_show_id = r.open_show_id AND w.state = 'WAITING' AND w.seq <= r.seq) END AS waiting_position`

export class OpenShowRepository {
  constructor(private readonly db: Queryable) {}

  async show(merchantId: string, showId: string): Promise<OpenShowRow | undefined> {
    const rows = await this.db.query<OpenShowRow>(`SELECT ${SHOW_COLUMNS} FROM open_shows WHERE merchant_id = $1 AND id = $2`, [
      merchantId,
      showId
    ])
    return rows[0]
  }

  async showsByIds(ids: readonly string[]): Promise<OpenShowRow[]> {
    if (!ids.length) return []
    return this.db.query<OpenShowRow>(`SELECT ${SHOW_COLUMNS} FROM open_shows WHERE id = ANY($1::text[])`, [ids])
  }

  /** The shows a buyer may still go to (not ended), soonest first. */
  async upcoming(merchantId: string, now: Date): Promise<OpenShowRow[]> {
    return this.db.query<OpenShowRow>(
      `SELECT ${SHOW_COLUMNS} FROM open_shows WHERE merchant_id = $1 AND ends_at > $2 ORDER BY starts_at, id LIMIT 100`,
      [merchantId, now]
    )
  }

  async showsOf(merchantId: string): Promise<OpenShowRow[]> {
    return this.db.query<OpenShowRow>(`SELECT ${SHOW_COLUMNS} FROM open_shows WHERE merchant_id = $1 ORDER BY starts_at DESC, id`, [
      merchantId
    ])
  }

  async waitingCount(showId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM open_show_registrations WHERE open_show_id = $1 AND state = 'WAITING'",
      [showId]
    )
    return rows[0]?.n ?? 0
  }

  /** Registrations per show and state, and admissions, for the console's list. */
  async counts(
    showIds: readonly string[]
  ): Promise<Array<{ open_show_id: string; state: RegistrationState; n: number; admitted: number }>> {
    if (!showIds.length) return []
    return this.db.query(
      `SELECT open_show_id, state, count(*)::int AS n, count(admitted_at)::int AS admitted FROM open_show_registrations
        WHERE open_show_id = ANY($1::text[]) GROUP BY open_show_id, state`,
      [showIds]
    )
  }

  async insertShow(w: OpenShowWrite, now: Date): Promise<string> {
    const id = randomId('osh_')
    await this.db.query(
      `INSERT INTO open_shows (id, merchant_id, title, title_texts, description, description_texts, poster_url, venue_name, venue_address,
         starts_at, ends_at, registration_deadline, capacity, mode, form, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
      [id, ...showValues(w), now]
    )
    return id
  }

  /** The edit, unless it would leave fewer places than are held: false then (the CHECK is the last word). */
  async updateShow(showId: string, w: OpenShowWrite, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE open_shows SET title = $3, title_texts = $4, description = $5, description_texts = $6, poster_url = $7, venue_name = $8,
         venue_address = $9, starts_at = $10, ends_at = $11, registration_deadline = $12, capacity = $13, mode = $14, form = $15, updated_at = $16
        WHERE id = $1 AND merchant_id = $2 AND taken <= $13 RETURNING id`,
      [showId, ...showValues(w), now]
    )
    return rows.length > 0
  }

  /** One place, if one is left and registration is open; true when taken. */
  async takePlace(tx: BoundedTx, showId: string, now: Date): Promise<boolean> {
    const rows = await tx.query(
      'UPDATE open_shows SET taken = taken + 1 WHERE id = $1 AND taken < capacity AND registration_deadline > $2 RETURNING id',
      [showId, now]
    )
    return rows.length > 0
  }

  /** Approval takes a place regardless of the deadline (the merchant decides after it). */
  async takePlaceAnyTime(tx: BoundedTx, showId: string): Promise<boolean> {
    const rows = await tx.query('UPDATE open_shows SET taken = taken + 1 WHERE id = $1 AND taken < capacity RETURNING id', [showId])
    return rows.length > 0
  }

  async givePlaceBack(tx: BoundedTx, showId: string): Promise<void> {
    await tx.query('UPDATE open_shows SET taken = taken - 1 WHERE id = $1 AND taken > 0', [showId])
  }

  /**
   * A new registration; undefined when the buyer already has a live one for this show (the partial unique
   * key decides, however many taps arrive at once).
   */
  async insertRegistration(
    tx: BoundedTx,
    r: { showId: string; userId: string; state: RegistrationState; answers: RegistrationAnswers },
    now: Date
  ): Promise<string | undefined> {
    const id = randomId('osr_')
    const rows = await tx.query(
      `INSERT INTO open_show_registrations (id, open_show_id, user_id, state, answers, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (open_show_id, user_id) WHERE state IN ('PENDING', 'CONFIRMED', 'WAITING') DO NOTHING RETURNING id`,
      [id, r.showId, r.userId, r.state, JSON.stringify(r.answers), now]
    )
    return rows.length ? id : undefined
  }

  async registration(registrationId: string): Promise<RegistrationRow | undefined> {
    const rows = await this.db.query<RegistrationRow>(`SELECT ${REG_COLUMNS} FROM open_show_registrations r WHERE r.id = $1`, [
      registrationId
    ])
    return rows[0]
  }

  async registrationsOfUser(userId: string, showId?: string): Promise<RegistrationRow[]> {
    return this.db.query<RegistrationRow>(
      `SELECT ${REG_COLUMNS} FROM open_show_registrations r WHERE r.user_id = $1 AND ($2::text IS NULL OR r.open_show_id = $2)
        ORDER BY r.created_at DESC, r.seq DESC LIMIT 200`,
      [userId, showId ?? null]
    )
  }

  async registrationsOfShow(showId: string, state?: RegistrationState): Promise<RegistrationRow[]> {
    return this.db.query<RegistrationRow>(
      `SELECT ${REG_COLUMNS} FROM open_show_registrations r WHERE r.open_show_id = $1 AND ($2::text IS NULL OR r.state = $2)
        ORDER BY r.seq`,
      [showId, state ?? null]
    )
  }

  /**
   * Moves a registration from one of `from` to `to`, locking it; the state it had, or undefined when it
   * was in none of them (another change got there first).
   */
  async move(
    tx: BoundedTx,
    registrationId: string,
    from: readonly RegistrationState[],
    to: RegistrationState,
    now: Date,
    extra: { userId?: string; rejectReason?: string } = {}
  ): Promise<RegistrationState | undefined> {
    const rows = await tx.query<{ state: RegistrationState }>(
      `UPDATE open_show_registrations r SET state = $3, reject_reason = COALESCE($5, r.reject_reason), updated_at = $4
         FROM (SELECT id, state FROM open_show_registrations WHERE id = $1 AND ($6::text IS NULL OR user_id = $6) FOR UPDATE) old
        WHERE r.id = old.id AND old.state = ANY($2::text[]) AND r.admitted_at IS NULL
        RETURNING old.state`,
      [registrationId, from, to, now, extra.rejectReason ?? null, extra.userId ?? null]
    )
    return rows[0]?.state
  }

  /**
   * The first in line is given the freed place (to `to`); its id, or undefined when nobody waits. SKIP
   * LOCKED: two places freed at once go to the first two in line, not both to the first.
   */
  async promoteFirstWaiting(tx: BoundedTx, showId: string, to: RegistrationState, now: Date): Promise<string | undefined> {
    const rows = await tx.query<{ id: string }>(
      `UPDATE open_show_registrations SET state = $2, updated_at = $3
        WHERE state = 'WAITING' AND id = (SELECT id FROM open_show_registrations WHERE open_show_id = $1 AND state = 'WAITING'
          ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [showId, to, now]
    )
    return rows[0]?.id
  }

  async updateAnswers(registrationId: string, userId: string, answers: RegistrationAnswers, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE open_show_registrations SET answers = $3, updated_at = $4 WHERE id = $1 AND user_id = $2 AND state IN ('PENDING', 'WAITING')
        RETURNING id`,
      [registrationId, userId, JSON.stringify(answers), now]
    )
    return rows.length > 0
  }

  /** Admits a confirmed registration once; true only for the call that admitted it. */
  async admit(registrationId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE open_show_registrations SET admitted_at = $2, updated_at = $2 WHERE id = $1 AND state = 'CONFIRMED' AND admitted_at IS NULL RETURNING id",
      [registrationId, now]
    )
    return rows.length > 0
  }
}

function showValues(w: OpenShowWrite): unknown[] {
  return [
    w.merchantId,
    w.title,
    JSON.stringify(w.titleTexts),
    w.description,
    JSON.stringify(w.descriptionTexts),
    w.posterUrl,
    w.venueName,
    w.venueAddress,
    w.startsAt,
    w.endsAt,
    w.registrationDeadline,
    w.capacity,
    w.mode,
    JSON.stringify(w.form)
  ]
}
