/**
 * Where SMS and mail go. Providers sit behind one interface; the built-in one writes each message to the
 * outbox table and the log, so the whole login flow runs locally (GET /dev/outbox outside production).
 */
import type { Queryable } from '../db/db'
import { OutboxRepository } from './outbox.repository'

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
  private readonly outbox: OutboxRepository

  constructor(
    db: Queryable,
    private readonly log: (line: string) => void = () => undefined
  ) {
    this.outbox = new OutboxRepository(db)
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.outbox.insert({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? '', body: message.body })
    // The recipient only: the body holds a code, and codes are never logged.
    this.log(`outbox: ${message.channel} to ${message.recipient}`)
  }

  async latest(recipient?: string, limit = 20): Promise<OutboxEntry[]> {
    const rows = await this.outbox.latest(limit, recipient)
    return rows.map((r) => ({
      id: Number(r.id),
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: new Date(r.created_at).toISOString()
    }))
  }
}
