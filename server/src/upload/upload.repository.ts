/** SQL for uploaded files, kept in the database (the one store every gateway process shares). */
import type { Queryable } from '../db/db'

export interface StoredUpload {
  key: string
  merchantId: string
  /** The buyer who uploaded it, or (console uploads such as posters) the staff member. */
  userId: string | null
  staffId?: string
  /** A work-permit applicant's photo (no buyer, no staff). */
  workPermitApplicantId?: string
  contentType: string
  body: Buffer
}

export class UploadRepository {
  constructor(private readonly db: Queryable) {}

  /** One write per key (the primary key): false when the key was written already. */
  async insert(file: StoredUpload, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO uploads (key, merchant_id, user_id, staff_id, work_permit_applicant_id, content_type, size, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING key`,
      [
        file.key,
        file.merchantId,
        file.userId,
        file.staffId ?? null,
        file.workPermitApplicantId ?? null,
        file.contentType,
        file.body.length,
        file.body,
        now
      ]
    )
    return rows.length === 1
  }

  async byKey(key: string): Promise<{ contentType: string; body: Buffer } | undefined> {
    const rows = await this.db.query<{ content_type: string; body: Uint8Array }>('SELECT content_type, body FROM uploads WHERE key = $1', [
      key
    ])
    return rows[0] ? { contentType: rows[0].content_type, body: Buffer.from(rows[0].body) } : undefined
  }
}
