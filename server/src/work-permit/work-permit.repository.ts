/** SQL for work permits (migration 093_work_permits.sql). Every read is scoped to a merchant. */
import type { Queryable } from '../db/db'
import type { IdType } from '../../../types/rules/account-rules'
import type { WorkPermitRole, WorkPermitState } from '../../../types/rules/work-permit'

export interface WorkPermitRow {
  id: string
  merchant_id: string
  applicant_id: string
  show_id: string
  show_name: Record<string, string>
  name: string
  id_type: IdType
  id_number: string
  country_code: string
  cellphone: string
  company: string
  role: WorkPermitRole
  photo_url: string
  state: WorkPermitState
  reason: string
  created_at: Date
  decided_at: Date | null
}

export interface WorkPermitShowRow {
  id: string
  name: Record<string, string>
  venue_name: Record<string, string>
  first_session: Date
  last_session: Date
}

export interface WorkPermitWrite {
  id: string
  merchantId: string
  applicantId: string
  showId: string
  name: string
  idType: IdType
  idNumber: string
  countryCode: string
  cellphone: string
  company: string
  role: WorkPermitRole
  photoUrl: string
}

const PERMIT_SELECT = `SELECT p.id, p.merchant_id, p.applicant_id, p.show_id, sh.name AS show_name, p.name, p.id_type, p.id_number,
       p.country_code, p.cellphone, p.company, p.role, p.photo_url, p.state, p.reason, p.created_at, p.decided_at
  FROM work_permits p JOIN shows sh ON sh.id = p.show_id`

/**
 * Shows take applications while listed and not cancelled, up to a day after their last session starts
 * (the get-out crew still needs the door then).
 */
const OPEN_SHOWS = `SELECT sh.id, sh.name, v.name AS venue_name, min(s.starts_at) AS first_session, max(s.starts_at) AS last_session
  FROM shows sh JOIN venues v ON v.id = sh.venue_id JOIN sessions s ON s.show_id = sh.id
 WHERE sh.merchant_id = $1 AND sh.listing = 'ON_SALE' AND sh.state <> 'CANCELED' AND ($3::text IS NULL OR sh.id = $3)
 GROUP BY sh.id, sh.name, v.name
HAVING max(s.starts_at) > $2::timestamptz - interval '1 day'`

export class WorkPermitRepository {
  constructor(private readonly db: Queryable) {}

  /** The applicant of this phone, made on first login. */
  async applicant(id: string, merchantId: string, countryCode: string, cellphone: string, now: Date): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO work_permit_applicants (id, merchant_id, country_code, cellphone, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, country_code, cellphone) DO UPDATE SET cellphone = EXCLUDED.cellphone RETURNING id`,
      [id, merchantId, countryCode, cellphone, now]
    )
    return rows[0].id
  }

  async openShows(merchantId: string, now: Date): Promise<WorkPermitShowRow[]> {
    return this.db.query<WorkPermitShowRow>(`${OPEN_SHOWS} ORDER BY first_session, sh.id`, [merchantId, now, null])
  }

  async openShow(merchantId: string, showId: string, now: Date): Promise<WorkPermitShowRow | undefined> {
    const rows = await this.db.query<WorkPermitShowRow>(OPEN_SHOWS, [merchantId, now, showId])
    return rows[0]
  }

  /** false: this ID already has a live application for the show (the partial unique index decides). */
  async insert(p: WorkPermitWrite, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO work_permits (id, merchant_id, applicant_id, show_id, name, id_type, id_number, country_code, cellphone,
                                 company, role, photo_url, state, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'APPLIED', $13)
       ON CONFLICT (show_id, id_type, id_number) WHERE state IN ('APPLIED', 'APPROVED') DO NOTHING RETURNING id`,
      [
        p.id,
        p.merchantId,
        p.applicantId,
        p.showId,
        p.name,
        p.idType,
        p.idNumber,
        p.countryCode,
        p.cellphone,
        p.company,
        p.role,
        p.photoUrl,
        now
      ]
    )
    return rows.length === 1
  }

  async byId(merchantId: string, permitId: string): Promise<WorkPermitRow | undefined> {
    const rows = await this.db.query<WorkPermitRow>(`${PERMIT_SELECT} WHERE p.merchant_id = $1 AND p.id = $2`, [merchantId, permitId])
    return rows[0]
  }

  async ofApplicant(merchantId: string, applicantId: string): Promise<WorkPermitRow[]> {
    return this.db.query<WorkPermitRow>(
      `${PERMIT_SELECT} WHERE p.merchant_id = $1 AND p.applicant_id = $2 ORDER BY p.created_at DESC, p.id`,
      [merchantId, applicantId]
    )
  }

  async list(merchantId: string, state: WorkPermitState | undefined): Promise<WorkPermitRow[]> {
    return this.db.query<WorkPermitRow>(
      `${PERMIT_SELECT} WHERE p.merchant_id = $1 AND ($2::text IS NULL OR p.state = $2) ORDER BY p.created_at, p.id LIMIT 500`,
      [merchantId, state ?? null]
    )
  }

  /** Moves an APPLIED permit on; false when it was decided or withdrawn meanwhile (the WHERE decides). */
  async decide(
    merchantId: string,
    permitId: string,
    to: 'APPROVED' | 'REJECTED',
    reason: string,
    staffId: string,
    now: Date
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE work_permits SET state = $3, reason = $4, decided_at = $6, decided_by = $5
        WHERE merchant_id = $1 AND id = $2 AND state = 'APPLIED' RETURNING id`,
      [merchantId, permitId, to, reason, staffId, now]
    )
    return rows.length === 1
  }

  async withdraw(merchantId: string, applicantId: string, permitId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE work_permits SET state = 'WITHDRAWN', decided_at = $4
        WHERE merchant_id = $1 AND applicant_id = $2 AND id = $3 AND state = 'APPLIED' RETURNING id`,
      [merchantId, applicantId, permitId, now]
    )
    return rows.length === 1
  }

  /** The day's one admission; false when the permit was admitted on that day already. */
  async admit(permitId: string, day: string, staffId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO work_permit_admissions (permit_id, day, admitted_at, staff_id)
       SELECT $1, $2::date, $3, $4 FROM work_permits WHERE id = $1 AND state = 'APPROVED'
       ON CONFLICT DO NOTHING RETURNING permit_id`,
      [permitId, day, now, staffId]
    )
    return rows.length === 1
  }

  async admittedAt(permitId: string, day: string): Promise<Date | undefined> {
    const rows = await this.db.query<{ admitted_at: Date }>(
      'SELECT admitted_at FROM work_permit_admissions WHERE permit_id = $1 AND day = $2::date',
      [permitId, day]
    )
    return rows[0]?.admitted_at
  }
}
