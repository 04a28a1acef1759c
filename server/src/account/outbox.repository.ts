/** SQL for the built-in outbox of SMS and mail. */
import type { Queryable } from '../db/db'

export interface OutboxRow {
  id: string
  channel: string
  recipient: string
  subject: string
  body: string
  created_at: Date | string
}

export class OutboxRepository {
  constructor(private readonly db: Queryable) {}

  async insert(message: { channel: string; recipient: string; subject: string; body: string }): Promise<void> {
    await this.db.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
      message.channel,
      message.recipient,
      message.subject,
      message.body
    ])
  }

  /** The newest messages first, of one recipient or of all. */
  async latest(limit: number, recipient?: string): Promise<OutboxRow[]> {
    return this.db.query<OutboxRow>(
      `SELECT id, channel, recipient, subject, body, created_at FROM outbox ${recipient ? 'WHERE recipient = $2' : ''} ORDER BY id DESC LIMIT $1`,
      recipient ? [limit, recipient] : [limit]
    )
  }
}
