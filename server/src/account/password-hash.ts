/** Passwords hashed with scrypt (memory-hard: N=2^15, r=8 → 32 MiB per hash), salted, compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const PARAMS: ScryptOptions = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, params: ScryptOptions = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (err, key) => (err ? reject(err) : resolve(key))))
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt)
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$')
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false
  // The stored cost, so raising PARAMS later keeps old hashes working.
  const params = { ...PARAMS, N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]) }
  const key = await derive(password, Buffer.from(parts[4], 'base64url'), params)
  const expected = Buffer.from(parts[5], 'base64url')
  return key.length === expected.length && timingSafeEqual(key, expected)
}
