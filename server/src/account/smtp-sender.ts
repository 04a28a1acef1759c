/**
 * Mail through an SMTP server with nodemailer, when SMTP_URL is set (smtp://user:pass@host:587 or
 * smtps://...; SMTP_FROM names the sender). SMS keeps going to the outbox: no SMS provider is wired.
 * Every message is also recorded in the outbox so support can see what was sent.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import type { MessageSender, OutgoingMessage } from './outbox'

/**
 * Bounded waits (nodemailer waits 2 minutes for a connection): a mail server that does not answer fails
 * the send within seconds and the buyer is told to try again (verification.service.ts). nodemailer reads
 * its options from the URL's query, where the operator's own values win.
 */
const WAITS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

function withBoundedWaits(url: string): string {
  const parsed = new URL(url)
  for (const [name, ms] of Object.entries(WAITS_MS)) if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms))
  return parsed.toString()
}

export class SmtpMailSender implements MessageSender {
  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly fallback: MessageSender
  ) {}

  static fromUrl(url: string, from: string, fallback: MessageSender): SmtpMailSender {
    return new SmtpMailSender(nodemailer.createTransport(withBoundedWaits(url)), from, fallback)
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.fallback.send(message)
    if (message.channel !== 'EMAIL') return
    await this.transport.sendMail({ from: this.from, to: message.recipient, subject: message.subject ?? '', text: message.body })
  }
}
