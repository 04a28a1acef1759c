/** SQL for a buyer's addresses; every statement is scoped to the owner. */
import type { Queryable } from '../db/db'

export interface AddressRow {
  id: string
  recipient: string
  country_code: string
  cellphone: string
  province_code: string
  city_code: string
  district_code: string
  street_code: string | null
  region_text: string
  detail: string
  is_default: boolean
}

export type AddressWrite = Omit<AddressRow, 'id' | 'is_default'> & { isDefault: boolean }

const COLUMNS =
  'id, recipient, country_code, cellphone, province_code, city_code, district_code, street_code, region_text, detail, is_default'

export class AddressRepository {
  constructor(private readonly db: Queryable) {}

  async list(userId: string): Promise<AddressRow[]> {
    return this.db.query<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, seq DESC`, [userId])
  }

  async byId(userId: string, id: string): Promise<AddressRow | undefined> {
    return (await this.db.query<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 AND id = $2`, [userId, id]))[0]
  }

  async count(userId: string): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [userId])
    return n
  }

  async insert(userId: string, id: string, a: AddressWrite, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO addresses (id, user_id, recipient, country_code, cellphone, province_code, city_code, district_code, street_code, region_text, detail, is_default, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false, $12)`,
      [
        id,
        userId,
        a.recipient,
        a.country_code,
        a.cellphone,
        a.province_code,
        a.city_code,
        a.district_code,
        a.street_code,
        a.region_text,
        a.detail,
        now
      ]
    )
  }

  async update(userId: string, id: string, a: AddressWrite): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE addresses SET recipient = $3, country_code = $4, cellphone = $5, province_code = $6, city_code = $7, district_code = $8, street_code = $9,
         region_text = $10, detail = $11 WHERE user_id = $1 AND id = $2 RETURNING id`,
      [
        userId,
        id,
        a.recipient,
        a.country_code,
        a.cellphone,
        a.province_code,
        a.city_code,
        a.district_code,
        a.street_code,
        a.region_text,
        a.detail
      ]
    )
    return rows.length === 1
  }

  /** One default per buyer (a unique partial index backs it): clear the old one, then set the new. */
  async makeDefault(userId: string, id: string): Promise<void> {
    await this.db.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [userId, id])
    await this.db.query('UPDATE addresses SET is_default = true WHERE user_id = $1 AND id = $2', [userId, id])
  }

  async remove(userId: string, id: string): Promise<boolean> {
    return (await this.db.query('DELETE FROM addresses WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id])).length === 1
  }
}
