/**
 * Mail through an SMTP server with nodemailer, when SMTP_URL is set (smtp://user:pass@host:587 or
 * smtps://...; SMTP_FROM names the sender). SMS keeps going to the outbox: no SMS provider is wired.
 * Every message is also recorded in the outbox so support can see what was sent.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import type { MessageSender, OutgoingMessage } from './outbox'

export class SmtpMailSender implements MessageSender {
  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly fallback: MessageSender
  ) {}

  static fromUrl(url: string, from: string, fallback: MessageSender): SmtpMailSender {
    return new SmtpMailSender(nodemailer.createTransport(url), from, fallback)
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.fallback.send(message)
    if (message.channel !== 'EMAIL') return
    await this.transport.sendMail({ from: this.from, to: message.recipient, subject: message.subject ?? '', text: message.body })
  }
}
