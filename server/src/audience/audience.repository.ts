/** SQL for a buyer's attendees; every statement is scoped to the owner. */
import type { Queryable } from '../db/db'
import type { AudienceInput } from '../../../types/api/user'

export interface AudienceRow {
  id: string
  name: string
  id_type: string
  id_no: string
  country_code: string | null
  cellphone: string | null
}

export class AudienceRepository {
  constructor(private readonly db: Queryable) {}

  async page(userId: string, offset: number, length: number, idTypes?: string[]): Promise<{ rows: AudienceRow[]; total: number }> {
    const types = idTypes?.length ? idTypes : null
    const rows = await this.db.query<AudienceRow & { total: number }>(
      `SELECT id, name, id_type, id_no, country_code, cellphone, count(*) OVER ()::int AS total FROM audiences
        WHERE user_id = $1 AND ($4::text[] IS NULL OR id_type = ANY($4)) ORDER BY seq DESC LIMIT $2 OFFSET $3`,
      [userId, length, offset, types]
    )
    if (rows.length) return { rows, total: rows[0].total }
    const [{ n }] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audiences WHERE user_id = $1 AND ($2::text[] IS NULL OR id_type = ANY($2))',
      [userId, types]
    )
    return { rows, total: n }
  }

  async count(userId: string): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audiences WHERE user_id = $1', [userId])
    return n
  }

  async byId(userId: string, id: string): Promise<AudienceRow | undefined> {
    return (
      await this.db.query<AudienceRow>(
        'SELECT id, name, id_type, id_no, country_code, cellphone FROM audiences WHERE user_id = $1 AND id = $2',
        [userId, id]
      )
    )[0]
  }

  /** False when the same document is already on the list. */
  async insert(userId: string, id: string, a: AudienceInput, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO audiences (id, user_id, name, id_type, id_no, country_code, cellphone, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id, id_type, upper(id_no)) DO NOTHING RETURNING id`,
      [id, userId, a.name, a.idType, a.idNo, a.countryCode ?? null, a.cellphone ?? null, now]
    )
    return rows.length === 1
  }

  async update(userId: string, id: string, a: AudienceInput): Promise<'updated' | 'missing' | 'duplicate'> {
    const clash = await this.db.query(
      'SELECT 1 FROM audiences WHERE user_id = $1 AND id_type = $2 AND upper(id_no) = upper($3) AND id <> $4',
      [userId, a.idType, a.idNo, id]
    )
    if (clash.length) return 'duplicate'
    const rows = await this.db.query(
      'UPDATE audiences SET name = $3, id_type = $4, id_no = $5, country_code = $6, cellphone = $7 WHERE user_id = $1 AND id = $2 RETURNING id',
      [userId, id, a.name, a.idType, a.idNo, a.countryCode ?? null, a.cellphone ?? null]
    )
    return rows.length ? 'updated' : 'missing'
  }

  async remove(userId: string, id: string): Promise<boolean> {
    return (await this.db.query('DELETE FROM audiences WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id])).length === 1
  }
}
