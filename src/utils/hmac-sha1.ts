/**
 * HMAC-SHA1 (RFC 2104 over FIPS 180-4 SHA-1) in plain JS, synchronous, for the ticket's rotating code
 * (types/rules/rotating-ticket-code.ts). Why our own: the mini-programs have no WebCrypto, H5's
 * `crypto.subtle` is async and missing outside secure contexts, and otpauth's browser build brings about
 * 10 KB gzip of hashes we do not use; this is under 1 KB. Checked against node:crypto and otpauth in
 * tests/rotating-ticket-code.test.ts.
 */

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n))
}

export function sha1(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8
  const padded = new Uint8Array(((data.length + 9 + 63) >> 6) << 6)
  padded.set(data)
  padded[data.length] = 0x80
  // The length in bits, big-endian, in the last 8 bytes (the high word for inputs past 512 MB).
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000))
  view.setUint32(padded.length - 4, bitLength >>> 0)
  let h0 = 0x67452301
  let h1 = 0xefcdab89
  let h2 = 0x98badcfe
  let h3 = 0x10325476
  let h4 = 0xc3d2e1f0
  const w = new Int32Array(80)
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getInt32(block + i * 4)
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1)
    let a = h0
    let b = h1
    let c = h2
    let d = h3
    let e = h4
    for (let i = 0; i < 80; i++) {
      let f: number
      let k: number
      if (i < 20) {
        f = (b & c) | (~b & d)
        k = 0x5a827999
      } else if (i < 40) {
        f = b ^ c ^ d
        k = 0x6ed9eba1
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d)
        k = 0x8f1bbcdc
      } else {
        f = b ^ c ^ d
        k = 0xca62c1d6
      }
      const temp = (rotl(a, 5) + f + e + k + w[i]) | 0
      e = d
      d = c
      c = rotl(b, 30)
      b = a
      a = temp
    }
    h0 = (h0 + a) | 0
    h1 = (h1 + b) | 0
    h2 = (h2 + c) | 0
    h3 = (h3 + d) | 0
    h4 = (h4 + e) | 0
  }
  const out = new Uint8Array(20)
  const outView = new DataView(out.buffer)
  ;[h0, h1, h2, h3, h4].forEach((h, i) => outView.setInt32(i * 4, h))
  return out
}

const BLOCK = 64

export function hmacSha1(key: Uint8Array, message: Uint8Array): Uint8Array {
  const k = new Uint8Array(BLOCK)
  k.set(key.length > BLOCK ? sha1(key) : key)
  const inner = new Uint8Array(BLOCK + message.length)
  const outer = new Uint8Array(BLOCK + 20)
  for (let i = 0; i < BLOCK; i++) {
    inner[i] = k[i] ^ 0x36
    outer[i] = k[i] ^ 0x5c
  }
  inner.set(message, BLOCK)
  outer.set(sha1(inner), BLOCK)
  return sha1(outer)
}
