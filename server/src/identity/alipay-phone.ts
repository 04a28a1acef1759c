/**
 * Alipay's phone authorisation (my.getPhoneNumber): the mini-program gets a signed, encrypted `response`
 * and hands it to the gateway (bindPhone's `code`, the JSON string as the JSAPI gave it). As Alipay's
 * "sensitive information" rules say: the signature (RSA2, Alipay's public key) is over the response
 * field's value, wrapped in double quotes when it is encrypted; the content is AES-CBC with a zero IV and
 * PKCS#7 padding under the mini-program's AES key (its "content encryption" key, base64), and reads
 * {"code":"10000","msg":"Success","mobile":"..."}.
 *
 * The key is the merchant's AlipayCredentials.aesKey; the Alipay login factory (platform-factories.ts)
 * offers this only when it is set.
 */
import { createDecipheriv, createVerify } from 'node:crypto'
import type { PhoneNumberAuth } from './merchant-identity-providers'

export interface AlipayPhoneKeys {
  /** The mini-program's content-encryption AES key, base64 (16, 24 or 32 bytes). */
  aesKey: string
  alipayPublicKeyPem: string
}

interface Envelope {
  response?: unknown
  sign?: unknown
  sign_type?: unknown
  encrypt_type?: unknown
}

export function alipayPhoneFrom(raw: string, keys: AlipayPhoneKeys): { countryCode: string; phone: string } | undefined {
  let envelope: Envelope
  try {
    envelope = JSON.parse(raw) as Envelope
  } catch {
    return undefined
  }
  const { response, sign } = envelope
  if (typeof response !== 'string' || typeof sign !== 'string' || (envelope.sign_type ?? 'RSA2') !== 'RSA2') return undefined
  const encrypted = !response.startsWith('{')
  const verifier = createVerify('RSA-SHA256')
  verifier.update(encrypted ? `"${response}"` : response, 'utf8')
  let signed: boolean
  try {
    signed = verifier.verify(keys.alipayPublicKeyPem, sign, 'base64')
  } catch {
    return undefined
  }
  if (!signed) return undefined
  let plain = response
  if (encrypted) {
    const key = Buffer.from(keys.aesKey, 'base64')
    if (![16, 24, 32].includes(key.length)) return undefined
    try {
      const decipher = createDecipheriv(`aes-${key.length * 8}-cbc`, key, Buffer.alloc(16))
      plain = Buffer.concat([decipher.update(Buffer.from(response, 'base64')), decipher.final()]).toString('utf8')
    } catch {
      return undefined
    }
  }
  try {
    const content = JSON.parse(plain) as { code?: unknown; mobile?: unknown }
    if (content.code !== '10000' || typeof content.mobile !== 'string' || !/^\d{5,20}$/.test(content.mobile)) return undefined
    return { countryCode: '86', phone: content.mobile }
  } catch {
    return undefined
  }
}

export function alipayPhoneAuth(keys: AlipayPhoneKeys): PhoneNumberAuth {
  return { phoneNumber: async (code) => alipayPhoneFrom(code, keys) }
}
