/**
 * A local stand-in for Tencent Cloud FaceID (faceid.tencentcloudapi.com), API 3.0, with a key pair made
 * for each run. It speaks the documented wire format of IdCardVerification (version 2018-03-01):
 * - POST / with X-TC-Action, X-TC-Version, X-TC-Timestamp and `Authorization: TC3-HMAC-SHA256
 *   Credential=<SecretId>/<date>/faceid/tc3_request, SignedHeaders=content-type;host, Signature=<hex>`;
 *   the signature is recomputed here, independently of the SDK the gateway calls it with, from the
 *   canonical request; a wrong one -> Error AuthFailure.SignatureFailure, an unknown SecretId ->
 *   AuthFailure.SecretIdNotFound, a timestamp more than 5 minutes off -> AuthFailure.SignatureExpire;
 * - body {IdCard, Name} -> {Response: {Result, Description, RequestId}}: "0" for a person on record
 *   (`register`), "-1" for a known ID with another name, "-5" for an ID not on record;
 * - `failing` set: Result "-4" (the ID register failing), as the provider answers when it cannot check.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { TencentIdCredentials } from '../../src/certification/tencent-id-verifier'

const WINDOW_S = 5 * 60

export class TencentFaceIdDouble {
  readonly secretId = `AKID${randomBytes(12).toString('hex')}`
  readonly secretKey = randomBytes(20).toString('hex')
  /** ID number -> name, the people on record. */
  private readonly people = new Map<string, string>()
  /** Every call: action, whether its signature held, and the body as sent. */
  readonly calls: Array<{ action: string; signed: boolean; body: { IdCard?: string; Name?: string } }> = []
  failing = false
  url = ''
  private server?: http.Server

  constructor(private readonly nowS: () => number = () => Math.floor(Date.now() / 1000)) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  credentials(): TencentIdCredentials {
    return { secretId: this.secretId, secretKey: this.secretKey, endpoint: this.url }
  }

  register(idNo: string, name: string): this {
    this.people.set(idNo, name)
    return this
  }

  private signatureOf(req: http.IncomingMessage, body: string, date: string): string {
    const hash = (t: string) => createHash('sha256').update(t).digest('hex')
    const canonical = `POST\n/\n\ncontent-type:${req.headers['content-type']}\nhost:${req.headers.host}\n\ncontent-type;host\n${hash(body)}`
    const toSign = `TC3-HMAC-SHA256\n${req.headers['x-tc-timestamp']}\n${date}/faceid/tc3_request\n${hash(canonical)}`
    let key: Buffer = createHmac('sha256', `TC3${this.secretKey}`).update(date).digest()
    key = createHmac('sha256', key).update('faceid').digest()
    key = createHmac('sha256', key).update('tc3_request').digest()
    return createHmac('sha256', key).update(toSign).digest('hex')
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const action = String(req.headers['x-tc-action'] ?? '')
    const requestId = randomUUID()
    const reply = (response: object) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ Response: { ...response, RequestId: requestId } }))
    }
    const error = (code: string, message: string) => reply({ Error: { Code: code, Message: message } })
    let body: { IdCard?: string; Name?: string } = {}
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      body = {}
    }
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/faceid\/tc3_request, SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? '')
      )
    const timestamp = Number(req.headers['x-tc-timestamp'])
    const date = Number.isFinite(timestamp) ? new Date(timestamp * 1000).toISOString().slice(0, 10) : ''
    const signed = !!auth && auth[1] === this.secretId && auth[2] === date && auth[3] === this.signatureOf(req, text, date)
    this.calls.push({ action, signed, body })
    if (!auth) return error('AuthFailure.InvalidAuthorization', 'Authorization 不符合腾讯云 API 3.0 规范')
    if (auth[1] !== this.secretId) return error('AuthFailure.SecretIdNotFound', '密钥不存在')
    if (!Number.isFinite(timestamp) || Math.abs(this.nowS() - timestamp) > WINDOW_S) return error('AuthFailure.SignatureExpire', '签名过期')
    if (!signed) return error('AuthFailure.SignatureFailure', '签名错误')
    if (action !== 'IdCardVerification' || req.headers['x-tc-version'] !== '2018-03-01') return error('InvalidAction', '接口不存在')
    if (typeof body.IdCard !== 'string' || typeof body.Name !== 'string') return error('MissingParameter', '缺少参数')
    if (this.failing) return reply({ Result: '-4', Description: '证件库服务异常' })
    const onRecord = this.people.get(body.IdCard)
    if (onRecord === undefined) return reply({ Result: '-5', Description: '证件库中无此身份证记录' })
    return onRecord === body.Name
      ? reply({ Result: '0', Description: '姓名和身份证号一致' })
      : reply({ Result: '-1', Description: '姓名和身份证号不一致' })
  }
}
