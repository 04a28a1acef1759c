/** SQL for buyer accounts. Every lookup is within one merchant. */
import type { Queryable } from '../db/db'
import type { ProfileChange } from '../../../types/api/user'

export interface UserRow {
  id: string
  merchant_id: string
  country_code: string | null
  cellphone: string | null
  email: string | null
  email_verified: boolean
  password_hash: string | null
  nick_name: string
  avatar: string
  gender: 'MAN' | 'WOMAN' | null
  birthday: string | null
  birthday_edited: boolean
  contact_type: 'PHONE' | 'EMAIL'
  created_at: Date
}

const COLUMNS = `id, merchant_id, country_code, cellphone, email, email_verified, password_hash, nick_name, avatar, gender,
  to_char(birthday, 'YYYY-MM-DD') AS birthday, birthday_edited, contact_type, created_at`

export class UserRepository {
  constructor(private readonly db: Queryable) {}

  async byId(id: string): Promise<UserRow | undefined> {
    return (await this.db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND unregistered_at IS NULL`, [id]))[0]
  }

  async byPhone(merchantId: string, countryCode: string, cellphone: string): Promise<UserRow | undefined> {
    return (
      await this.db.query<UserRow>(
        `SELECT ${COLUMNS} FROM users WHERE merchant_id = $1 AND country_code = $2 AND cellphone = $3 AND unregistered_at IS NULL`,
        [merchantId, countryCode, cellphone]
      )
    )[0]
  }

  async byEmail(merchantId: string, email: string): Promise<UserRow | undefined> {
    return (
      await this.db.query<UserRow>(
        `SELECT ${COLUMNS} FROM users WHERE merchant_id = $1 AND lower(email) = lower($2) AND unregistered_at IS NULL`,
        [merchantId, email]
      )
    )[0]
  }

  /** Creates the phone account, or returns the one a concurrent request created a moment earlier. */
  async createByPhone(row: {
    id: string
    merchantId: string
    countryCode: string
    cellphone: string
    nickName: string
    now: Date
  }): Promise<UserRow> {
    await this.db.query(
      `INSERT INTO users (id, merchant_id, country_code, cellphone, nick_name, contact_type, created_at) VALUES ($1, $2, $3, $4, $5, 'PHONE', $6)
       ON CONFLICT (merchant_id, country_code, cellphone) WHERE cellphone IS NOT NULL AND unregistered_at IS NULL DO NOTHING`,
      [row.id, row.merchantId, row.countryCode, row.cellphone, row.nickName, row.now]
    )
    return (await this.byPhone(row.merchantId, row.countryCode, row.cellphone)) as UserRow
  }

  /** False when the email is taken. */
  async createByEmail(row: {
    id: string
    merchantId: string
    email: string
    passwordHash: string
    nickName: string
    now: Date
  }): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO users (id, merchant_id, email, password_hash, nick_name, contact_type, created_at) VALUES ($1, $2, $3, $4, $5, 'EMAIL', $6)
       ON CONFLICT (merchant_id, lower(email)) WHERE email IS NOT NULL AND unregistered_at IS NULL DO NOTHING RETURNING id`,
      [row.id, row.merchantId, row.email, row.passwordHash, row.nickName, row.now]
    )
    return rows.length === 1
  }

  /** A buyer first seen through Google, Apple, a mini-program or a partner: no password, maybe an email. */
  async createThirdParty(row: { id: string; merchantId: string; email?: string; nickName: string; now: Date }): Promise<UserRow> {
    await this.db.query(
      `INSERT INTO users (id, merchant_id, email, email_verified, nick_name, contact_type, created_at) VALUES ($1, $2, $3::text, $3::text IS NOT NULL, $4, $5, $6)`,
      [row.id, row.merchantId, row.email ?? null, row.nickName, row.email ? 'EMAIL' : 'PHONE', row.now]
    )
    return (await this.byId(row.id)) as UserRow
  }

  /** Binds a phone to an account that has none; false when the account already has one. */
  async setPhone(id: string, countryCode: string, cellphone: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE users SET country_code = $2, cellphone = $3 WHERE id = $1 AND cellphone IS NULL RETURNING id',
      [id, countryCode, cellphone]
    )
    return rows.length === 1
  }

  /** Binds a proven email (and the password chosen with it) to an account that has none. */
  async setEmail(id: string, email: string, passwordHash: string | null): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE users SET email = $2, email_verified = true, password_hash = COALESCE(password_hash, $3) WHERE id = $1 AND email IS NULL RETURNING id',
      [id, email, passwordHash]
    )
    return rows.length === 1
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.db.query('UPDATE users SET email_verified = true WHERE id = $1', [id])
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash])
  }

  /** The birthday is written only while it has never been edited (the guard is the WHERE). */
  async updateProfile(id: string, change: ProfileChange): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE users SET
         nick_name = COALESCE($2, nick_name),
         avatar = COALESCE($3, avatar),
         gender = COALESCE($4, gender),
         contact_type = COALESCE($5, contact_type),
         birthday = COALESCE($6::date, birthday),
         birthday_edited = birthday_edited OR $6::date IS NOT NULL
       WHERE id = $1 AND unregistered_at IS NULL AND ($6::date IS NULL OR NOT birthday_edited) RETURNING id`,
      [id, change.nickName ?? null, change.avatar ?? null, change.gender ?? null, change.contactType ?? null, change.birthday ?? null]
    )
    return rows.length === 1
  }

  async unregister(id: string, now: Date): Promise<void> {
    await this.db.query('UPDATE users SET unregistered_at = $2 WHERE id = $1 AND unregistered_at IS NULL', [id, now])
  }
}
