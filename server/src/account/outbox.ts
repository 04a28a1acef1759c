/**
 * Where SMS and mail go. Providers sit behind one interface; the built-in one writes each message to the
 * outbox table and the log, so the whole login flow runs locally (GET /dev/outbox outside production).
 */
import type { Queryable } from '../db/db'

export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL'
  recipient: string
  subject?: string
  body: string
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>
}

export interface OutboxEntry {
  id: number
  channel: string
  recipient: string
  subject: string
  body: string
  createdAt: string
}

export class OutboxSender implements MessageSender {
  constructor(
    private readonly db: Queryable,
    private readonly log: (line: string) => void = () => undefined
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
      message.channel,
      message.recipient,
      message.subject ?? '',
      message.body
    ])
    // The recipient only: the body holds a code, and codes are never logged.
    this.log(`outbox: ${message.channel} to ${message.recipient}`)
  }

  async latest(recipient?: string, limit = 20): Promise<OutboxEntry[]> {
    const rows = await this.db.query<{ id: string; channel: string; recipient: string; subject: string; body: string; created_at: Date | string }>(
      `SELECT id, channel, recipient, subject, body, created_at FROM outbox ${recipient ? 'WHERE recipient = $2' : ''} ORDER BY id DESC LIMIT $1`,
      recipient ? [limit, recipient] : [limit]
    )
    return rows.map((r) => ({ id: Number(r.id), channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: new Date(r.created_at).toISOString() }))
  }
}
