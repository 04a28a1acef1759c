/**
 * A local stand-in for Douyin's open platform (open.douyin.com), enough of its documented web OAuth for the
 * douyin_auth login: POST /oauth/access_token/ (JSON: client_key, client_secret, code, grant_type) answers
 * an access token and open id for a code it issued to that client; POST /oauth/userinfo/ (form: access_token,
 * open_id) answers the nickname. Anything else is Douyin's error shape (data.error_code not 0).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export class DouyinDouble {
  private server?: http.Server
  /** code → the person it stands for; each code works once, as Douyin's do. */
  private readonly codes = new Map<string, { openId: string; nickname: string }>()
  private readonly tokens = new Map<string, string>()
  readonly exchanges: Array<Record<string, unknown>> = []
  port = 0
  constructor(
    readonly clientKey: string,
    readonly clientSecret: string
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** What Douyin's authorize page would hand back for this person after they agree. */
  issueCode(openId: string, nickname: string): string {
    const code = `dy_${openId}_${this.codes.size + 1}`
    this.codes.set(code, { openId, nickname })
    return code
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
      req.on('end', () => {
        const reply = (data: Record<string, unknown>) => {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ data, message: data.error_code === 0 ? 'success' : 'error' }))
        }
        if (req.method === 'POST' && req.url === '/oauth/access_token/') {
          const body = JSON.parse(raw || '{}') as Record<string, string>
          this.exchanges.push(body)
          const person = this.codes.get(body.code)
          if (
            body.client_key !== this.clientKey ||
            body.client_secret !== this.clientSecret ||
            body.grant_type !== 'authorization_code' ||
            !person
          )
            return reply({ error_code: 10008, description: 'invalid code or client' })
          this.codes.delete(body.code)
          const token = `act_${person.openId}`
          this.tokens.set(token, person.nickname)
          return reply({ error_code: 0, access_token: token, open_id: person.openId, expires_in: 1296000, scope: 'user_info' })
        }
        if (req.method === 'POST' && req.url === '/oauth/userinfo/') {
          const form = new URLSearchParams(raw)
          const nickname = this.tokens.get(form.get('access_token') ?? '')
          if (nickname === undefined) return reply({ error_code: 2190008, description: 'access_token expired' })
          return reply({ error_code: 0, open_id: form.get('open_id'), nickname, avatar: '' })
        }
        res.writeHead(404)
        res.end()
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.port = (this.server!.address() as AddressInfo).port
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
