/**
 * WeChat JS-SDK's config signature (the JS-SDK documentation, appendix 1 "JS-SDK使用权限签名算法"): the
 * fields jsapi_ticket, noncestr, timestamp and url, sorted by name, joined as `key=value` with `&`, taken
 * as they are (no URL escaping), and SHA-1 of that string in lower-case hex. The url is the page's full
 * address without its `#` fragment.
 */
import { createHash, randomBytes } from 'node:crypto'

export interface JsapiSignatureInput {
  ticket: string
  nonceStr: string
  /** Seconds since the epoch. */
  timestamp: number
  url: string
}

export function jsapiSignature(input: JsapiSignatureInput): string {
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`
  return createHash('sha1').update(text, 'utf8').digest('hex')
}

/** The address as WeChat compares it: the page's URL without the fragment. */
export function signedUrl(url: string): string {
  const hash = url.indexOf('#')
  return hash < 0 ? url : url.slice(0, hash)
}

const NONCE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function nonceStr(length = 16): string {
  return Array.from(randomBytes(length), (b) => NONCE_CHARS[b % NONCE_CHARS.length]).join('')
}
