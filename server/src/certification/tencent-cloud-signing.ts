/**
 * Tencent Cloud API 3.0 request signing, TC3-HMAC-SHA256, as its "签名方法 v3" page specifies: a canonical
 * request (method, path "/", empty query, the content-type and host headers, the body's SHA-256), a string
 * to sign over the UTC date's credential scope, and a key derived from the secret key through the date,
 * the service and "tc3_request". Written here rather than taken from the SDK because the SDK would be the
 * only dependency of its kind for one call; the protocol double checks it with its own computation.
 */
import { createHash, createHmac } from 'node:crypto'

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256'
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8'

export interface Tc3Request {
  secretId: string
  secretKey: string
  /** The product's short name: "faceid" for faceid.tencentcloudapi.com. */
  service: string
  host: string
  body: string
  /** Seconds since the epoch; the credential scope's date is its UTC day. */
  timestamp: number
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest()

/** The Authorization header's value. */
export function tc3Authorization(r: Tc3Request): string {
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10)
  const signedHeaders = 'content-type;host'
  const canonicalRequest = ['POST', '/', '', `content-type:${TC3_CONTENT_TYPE}\nhost:${r.host}\n`, signedHeaders, sha256Hex(r.body)].join(
    '\n'
  )
  const scope = `${date}/${r.service}/tc3_request`
  const stringToSign = [TC3_ALGORITHM, String(r.timestamp), scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request')
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex')
  return `${TC3_ALGORITHM} Credential=${r.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
}
