/**
 * Alipay's open API signatures (RSA2, the documented rules implemented with node:crypto rather than
 * alipay-sdk; see the README "Payments"):
 * - a request is signed over its parameters sorted by name (ASCII order), empty values and `sign`
 *   left out, joined as `k=v&k=v` with the raw (not URL-encoded) values; SHA256withRSA, base64;
 * - an asynchronous notification is verified the same way with `sign` and `sign_type` left out;
 * - a response is verified over the exact text of its `<method>_response` JSON value, as received.
 */
import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto'

export type Params = Readonly<Record<string, string | undefined>>

/** The text that is signed: the non-empty parameters but the excluded ones, sorted, as `k=v&...`. */
export function signContent(params: Params, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

/** The notification's signed text (Alipay leaves `sign` and `sign_type` out of it). */
export function notificationContent(params: Params): string {
  return signContent(params, ['sign', 'sign_type'])
}

/** A PEM key, or the bare base64 body the Alipay console shows (PKCS#8 or PKCS#1 private, SPKI public). */
export function privateKey(pemOrBase64: string): KeyObject {
  if (pemOrBase64.includes('-----BEGIN')) return createPrivateKey(pemOrBase64)
  const der = Buffer.from(pemOrBase64.replace(/\s+/g, ''), 'base64')
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })
  }
}

export function publicKey(pemOrBase64: string): KeyObject {
  if (pemOrBase64.includes('-----BEGIN')) return createPublicKey(pemOrBase64)
  return createPublicKey({ key: Buffer.from(pemOrBase64.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' })
}

export function rsa2Sign(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64')
}

export function rsa2Verify(content: string, signature: string | undefined, key: KeyObject): boolean {
  if (!signature) return false
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64')
  } catch {
    return false
  }
}

/**
 * The exact text of the JSON value under `key` at the top of a response body, as the platform signed
 * it (re-serialising parsed JSON would change escapes and the check would fail on real responses).
 */
export function rawMember(body: string, key: string): string | undefined {
  const at = body.indexOf(`"${key}"`)
  if (at < 0) return undefined
  let i = body.indexOf(':', at + key.length + 2)
  if (i < 0) return undefined
  i++
  while (i < body.length && /\s/.test(body[i])) i++
  const start = i
  if (body[i] !== '{') return undefined
  let depth = 0
  let inString = false
  for (; i < body.length; i++) {
    const c = body[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return body.slice(start, i + 1)
  }
  return undefined
}
