/**
 * A local stand-in for a mail server: enough SMTP (RFC 5321: greeting, EHLO, MAIL, RCPT, DATA, QUIT) for
 * nodemailer to hand it a message, which it keeps. `stop()` closes the port, as a mail server that is
 * down; `start()` opens the same port again.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'

export interface ReceivedMail {
  to: string[]
  /** The message as sent: headers, a blank line, the body. */
  data: string
  /** Its body as text (a base64 transfer encoding undone). */
  text: string
}

function bodyText(data: string): string {
  const split = data.indexOf('\n\n')
  const headers = split < 0 ? data : data.slice(0, split)
  const body = split < 0 ? '' : data.slice(split + 2)
  return /^content-transfer-encoding:\s*base64/im.test(headers) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body
}

export class SmtpDouble {
  readonly received: ReceivedMail[] = []
  private server?: net.Server
  private readonly sockets = new Set<net.Socket>()
  port = 0

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  async start(): Promise<this> {
    this.server = net.createServer((socket) => this.session(socket))
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.address() as AddressInfo).port
    return this
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
    this.server = undefined
  }

  private session(socket: net.Socket): void {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    socket.on('error', () => undefined)
    const say = (line: string) => socket.write(`${line}\r\n`)
    let to: string[] = []
    let data: string[] | undefined
    let buffered = ''
    say('220 smtp-double ESMTP')
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8')
      let end
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        if (data) {
          if (line === '.') {
            const text = data.join('\n')
            this.received.push({ to, data: text, text: bodyText(text) })
            data = undefined
            to = []
            say('250 2.0.0 queued')
          } else data.push(line.startsWith('..') ? line.slice(1) : line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') say('250 smtp-double')
        else if (verb === 'MAIL') say('250 2.1.0 ok')
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          say('250 2.1.5 ok')
        } else if (verb === 'DATA') {
          data = []
          say('354 go ahead')
        } else if (verb === 'QUIT') {
          say('221 2.0.0 bye')
          socket.end()
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 ok')
        else say('502 5.5.2 not implemented')
      }
    })
  }
}
