/**
 * Issue #17 "Rotating ticket codes": "the code is derived on the phone from a per-ticket secret delivered
 * with the ticket". The app's derivation (pure-JS HMAC-SHA1, types/rules/rotating-ticket-code.ts) gives
 * the fixed vectors the gateway's check is tested with (server/test/ticket/rotating-codes.test.ts), agrees with
 * node:crypto and with otpauth on random inputs, and rotates every 30 s.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { HOTP, Secret } from 'otpauth'
import { hmacSha1, sha1 } from '../src/utils/hmac-sha1'
import {
  base32Decode,
  base32Encode,
  codeStep,
  hotp,
  msLeftInStep,
  parseTicketCode,
  googleWalletValuePattern,
  rotatingTicketCode,
  stepIsCurrent
} from '../types/rules/rotating-ticket-code'
import { ROTATING_CODE_VECTORS } from './helpers/rotating-ticket-code-vectors'

const nodeHmac = (key: Uint8Array, message: Uint8Array) => new Uint8Array(createHmac('sha1', key).update(message).digest())

describe('the rotating ticket code on the phone', () => {
  test.each(ROTATING_CODE_VECTORS)('vector $code (the gateway checks the same list)', (v) => {
    expect(rotatingTicketCode(hmacSha1, v.secret, v.ticketNumber, v.nowMs)).toBe(v.code)
  })

  test('RFC 4226 Appendix D: HOTP of "12345678901234567890", counters 0-9, 6 digits', () => {
    const key = new TextEncoder().encode('12345678901234567890')
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']
    expect(expected.map((_, counter) => hotp(hmacSha1, key, counter, 6))).toEqual(expected)
  })

  test('SHA-1 and HMAC-SHA1 agree with node:crypto on random lengths (block edges included) and long keys', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200, 1000]) {
      const data = randomBytes(length)
      expect(Buffer.from(sha1(data)).toString('hex')).toBe(createHash('sha1').update(data).digest('hex'))
      const key = randomBytes((length % 97) + 1)
      expect(Buffer.from(hmacSha1(key, data))).toEqual(Buffer.from(nodeHmac(key, data)))
    }
    const longKey = randomBytes(100)
    expect(Buffer.from(hmacSha1(longKey, Buffer.from('x')))).toEqual(Buffer.from(nodeHmac(longKey, Buffer.from('x'))))
  })

  test('HOTP agrees with otpauth (an independent implementation) on random secrets and counters', () => {
    for (let i = 0; i < 50; i++) {
      const secret = base32Encode(randomBytes(20))
      const counter = Math.floor(Math.random() * 2 ** 40)
      const key = base32Decode(secret)!
      expect(hotp(hmacSha1, key, counter)).toBe(HOTP.generate({ secret: Secret.fromBase32(secret), counter, digits: 8 }))
    }
  })

  test('base32 round-trips and refuses what is not base32', () => {
    const bytes = randomBytes(20)
    expect(Buffer.from(base32Decode(base32Encode(bytes))!)).toEqual(bytes)
    expect(base32Encode(bytes)).toBe(new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + 20) }).base32)
    expect(base32Decode('not base32!')).toBeUndefined()
    expect(rotatingTicketCode(hmacSha1, '0189', '26112500730269571901', 0)).toBeUndefined()
  })

  test('"the QR changes every 30 s": one code per 30 s step, the countdown to the next', () => {
    const v = ROTATING_CODE_VECTORS[4]
    const at = (ms: number) => rotatingTicketCode(hmacSha1, v.secret, v.ticketNumber, ms)
    expect(at(v.nowMs)).toBe(at(v.nowMs + 29_999))
    expect(at(v.nowMs + 30_000)).not.toBe(at(v.nowMs))
    expect(msLeftInStep(v.nowMs)).toBe(30_000)
    expect(msLeftInStep(v.nowMs + 12_000)).toBe(18_000)
    expect(parseTicketCode(` ${v.code} `)).toEqual({ ticketNumber: v.ticketNumber, step: codeStep(v.nowMs), otp: '06702909' })
    expect(parseTicketCode('tkt_abc.signature')).toBeUndefined()
  })

  // Issue #17 wallet passes: Google Wallet writes the code's time in seconds ({totp_timestamp_seconds}), not its step.
  test.each([
    ['the step, as the app writes it', '12345678901234567801.59853601.06702909', 59853601],
    ['seconds marked s, the first second of that step', '12345678901234567801.1795608030s.06702909', 59853601],
    ['seconds marked s, the last second of that step', '12345678901234567801.1795608059s.06702909', 59853601],
    ['seconds marked s, the next step', '12345678901234567801.1795608060s.06702909', 59853602]
  ])('the middle part is %s', (_what, code, step) => {
    expect(parseTicketCode(code)).toEqual({ ticketNumber: '12345678901234567801', step, otp: '06702909' })
  })

  test("Google Wallet's value pattern fills in to a code the door parses", () => {
    const pattern = googleWalletValuePattern('12345678901234567801')
    expect(pattern).toBe('12345678901234567801.{totp_timestamp_seconds}s.{totp_value_0}')
    expect(parseTicketCode(pattern.replace('{totp_timestamp_seconds}', '1795608045').replace('{totp_value_0}', '06702909'))?.step).toBe(
      codeStep(1795608045000)
    )
    expect(parseTicketCode('12345678901234567801.1795608045x.06702909')).toBeUndefined()
  })

  test('"the door accepts the current and previous window" (and one step ahead for a fast phone clock)', () => {
    const now = 1795608045000
    const step = codeStep(now)
    expect([step - 2, step - 1, step, step + 1, step + 2].map((s) => stepIsCurrent(s, now))).toEqual([false, true, true, true, false])
  })
})
