/**
 * WeChat Pay API v3's cryptography (pay.weixin.qq.com "签名生成", "签名验证", "回调报文解密"), on node:crypto:
 * - our requests: `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="..",nonce_str="..",signature="..",timestamp="..",serial_no=".."`,
 *   the signature RSA-SHA256 (PKCS#1 v1.5) with the merchant's private key over `METHOD\nURL\ntimestamp\nnonce\nbody\n`
 *   (URL: path and query, no host);
 * - WeChat's replies and notifications: `Wechatpay-Signature` over `timestamp\nnonce\nbody\n` with the platform key named by
 *   `Wechatpay-Serial`, and (ours) a five-minute window on `Wechatpay-Timestamp` against replays;
 * - the client's pay parameters (wx.requestPayment, WeixinJSBridge getBrandWCPayRequest): paySign over
 *   `appId\ntimeStamp\nnonceStr\npackage\n`;
 * - a notification's `resource`: AEAD_AES_256_GCM with the APIv3 key, the 12-character nonce and the
 *   associated data; the base64 ciphertext ends with the 16-byte tag.
 */
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject
} from 'node:crypto'
import { CALLBACK_WINDOW_MS } from '../payment-provider'

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048'

/** 32 characters of [0-9A-Z], as WeChat's own examples use for nonce_str / nonceStr. */
export function wechatNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

export function signRsaSha256(message: string, privateKey: KeyObject | string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64')
}

export function verifyRsaSha256(message: string, signature: string, publicKey: KeyObject | string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64')
  } catch {
    // A key that does not parse or a signature of the wrong size proves nothing.
    return false
  }
}

export function requestMessage(method: string, url: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`
}

export interface MerchantSigner {
  mchId: string
  serialNo: string
  privateKey: KeyObject
}

export function merchantSigner(mchId: string, serialNo: string, privateKeyPem: string): MerchantSigner {
  return { mchId, serialNo, privateKey: createPrivateKey(privateKeyPem) }
}

/** The Authorization header of one request; `url` is the path with its query string. */
export function authorization(
  signer: MerchantSigner,
  method: string,
  url: string,
  body: string,
  nowMs: number,
  nonce = wechatNonce()
): string {
  const timestamp = String(Math.floor(nowMs / 1000))
  const signature = signRsaSha256(requestMessage(method, url, timestamp, nonce, body), signer.privateKey)
  return `${AUTH_SCHEME} mchid="${signer.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${signer.serialNo}"`
}

export interface AuthorizationFields {
  mchid: string
  nonce_str: string
  signature: string
  timestamp: string
  serial_no: string
}

/** The fields of an Authorization header in WeChat's scheme (in any order), or undefined. */
export function parseAuthorization(header: string | undefined): AuthorizationFields | undefined {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return undefined
  const fields: Record<string, string> = {}
  for (const m of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]] = m[2]
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return undefined
  return { mchid, nonce_str, signature, timestamp, serial_no }
}

/** The headers WeChat signs its replies and notifications with (lower-case names, as node gives them). */
export interface WechatpayHeaders {
  timestamp?: string
  nonce?: string
  signature?: string
  serial?: string
}

export function wechatpayHeaders(headers: Record<string, string | string[] | undefined> | Headers): WechatpayHeaders {
  const get = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined
    const v = headers[name]
    return typeof v === 'string' ? v : undefined
  }
  return {
    timestamp: get('wechatpay-timestamp'),
    nonce: get('wechatpay-nonce'),
    signature: get('wechatpay-signature'),
    serial: get('wechatpay-serial')
  }
}

export function replyMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`
}

export type PlatformKeys = ReadonlyMap<string, KeyObject>

export function platformKeys(keys: readonly { serial: string; publicKeyPem: string }[]): PlatformKeys {
  return new Map(keys.map((k) => [k.serial, createPublicKey(k.publicKeyPem)]))
}

export type ReplyCheck = 'OK' | 'UNSIGNED' | 'UNKNOWN_SERIAL' | 'BAD_SIGNATURE' | 'STALE'

/**
 * Whether a reply or notification is WeChat's: signed by the platform key its serial names, over this
 * exact body, at most five minutes from now either way (an old notification replayed is refused).
 */
export function checkWechatpaySignature(h: WechatpayHeaders, body: string, keys: PlatformKeys, nowMs: number): ReplyCheck {
  if (!h.timestamp || !h.nonce || !h.signature || !h.serial) return 'UNSIGNED'
  const key = keys.get(h.serial)
  if (!key) return 'UNKNOWN_SERIAL'
  if (!verifyRsaSha256(replyMessage(h.timestamp, h.nonce, body), h.signature, key)) return 'BAD_SIGNATURE'
  const seconds = Number(h.timestamp)
  if (!/^\d{1,12}$/.test(h.timestamp) || Math.abs(nowMs - seconds * 1000) > CALLBACK_WINDOW_MS) return 'STALE'
  return 'OK'
}

/** Signs a reply or notification as WeChat does (the provider double; kept beside its verification). */
export function signWechatpay(
  body: string,
  serial: string,
  privateKey: KeyObject | string,
  nowMs: number,
  nonce = wechatNonce()
): Required<WechatpayHeaders> {
  const timestamp = String(Math.floor(nowMs / 1000))
  return { timestamp, nonce, serial, signature: signRsaSha256(replyMessage(timestamp, nonce, body), privateKey) }
}

/** What wx.requestPayment (mini-program) and getBrandWCPayRequest (JSAPI) take. */
export interface ClientPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export function clientPayMessage(p: Pick<ClientPayParams, 'appId' | 'timeStamp' | 'nonceStr' | 'package'>): string {
  return `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
}

export function clientPayParams(
  appId: string,
  prepayId: string,
  privateKey: KeyObject,
  nowMs: number,
  nonce = wechatNonce()
): ClientPayParams {
  const unsigned = { appId, timeStamp: String(Math.floor(nowMs / 1000)), nonceStr: nonce, package: `prepay_id=${prepayId}` }
  return { ...unsigned, signType: 'RSA', paySign: signRsaSha256(clientPayMessage(unsigned), privateKey) }
}

/** A notification's encrypted `resource`. */
export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  associated_data?: string
  original_type?: string
  nonce: string
}

const TAG_BYTES = 16

/** The resource's plaintext, or undefined when the key, nonce, associated data or tag do not hold. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | undefined {
  const key = Buffer.from(apiV3Key, 'utf8')
  const iv = Buffer.from(resource.nonce ?? '', 'utf8')
  if (resource.algorithm !== 'AEAD_AES_256_GCM' || key.length !== 32 || iv.length === 0) return undefined
  const sealed = Buffer.from(resource.ciphertext ?? '', 'base64')
  if (sealed.length <= TAG_BYTES) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

/** Encrypts a resource as WeChat does (the provider double; kept beside its decryption). */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  associatedData: string,
  originalType: string,
  nonce = randomBytes(6).toString('hex')
): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'), { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    original_type: originalType,
    nonce
  }
}
