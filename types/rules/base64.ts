/** Base64 written out because mini-programs have neither btoa nor atob. */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** UTF-8 base64, written out because mini-programs have no btoa. */
export function base64Utf8(text: string): string {
  const bytes: number[] = []
  for (const ch of text) {
    const code = ch.codePointAt(0) as number
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63]
    out += b === undefined ? '=' : B64[(n >> 6) & 63]
    out += c === undefined ? '=' : B64[n & 63]
  }
  return out
}

const LOOKUP: Record<string, number> = Object.fromEntries([...B64].map((c, i) => [c, i]))

/** Decodes base64 or base64url (JWT segments) to UTF-8 text; undefined when it is not base64. */
export function decodeBase64Utf8(input: string): string | undefined {
  const clean = input.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  if (!/^[A-Za-z0-9+/]*$/.test(clean) || clean.length % 4 === 1) return undefined
  const bytes: number[] = []
  for (let i = 0; i < clean.length; i += 4) {
    const chunk = [0, 1, 2, 3].map((j) => LOOKUP[clean[i + j]] ?? -1)
    const n = (chunk[0] << 18) | (chunk[1] << 12) | (Math.max(chunk[2], 0) << 6) | Math.max(chunk[3], 0)
    bytes.push((n >> 16) & 255)
    if (chunk[2] >= 0) bytes.push((n >> 8) & 255)
    if (chunk[3] >= 0) bytes.push(n & 255)
  }
  let out = ''
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]
    let code: number
    if (b < 0x80) {
      code = b
      i += 1
    } else if (b < 0xe0) {
      code = ((b & 31) << 6) | (bytes[i + 1] & 63)
      i += 2
    } else if (b < 0xf0) {
      code = ((b & 15) << 12) | ((bytes[i + 1] & 63) << 6) | (bytes[i + 2] & 63)
      i += 3
    } else {
      code = ((b & 7) << 18) | ((bytes[i + 1] & 63) << 12) | ((bytes[i + 2] & 63) << 6) | (bytes[i + 3] & 63)
      i += 4
    }
    out += String.fromCodePoint(code)
  }
  return out
}
