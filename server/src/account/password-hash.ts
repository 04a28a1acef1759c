/** Passwords hashed with scrypt (memory-hard: N=2^15, r=8 → 32 MiB per hash), salted, compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const PARAMS: ScryptOptions = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

/**
 * Checked when there is no stored hash (an unknown email, an account without a password), so every
 * check costs one scrypt with today's parameters and the reply time does not tell whether the email is
 * registered. No password derives to this key.
 */
const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`

let derivations = 0

/** How many scrypt derivations this process has run (the timing-equality test counts them). */
export function passwordDerivations(): number {
  return derivations
}

function derive(password: string, salt: Buffer, params: ScryptOptions = PARAMS): Promise<Buffer> {
  derivations++
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (err, key) => (err ? reject(err) : resolve(key)))
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt)
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

/** Always one scrypt: without a usable stored hash the dummy is checked, and the answer is false. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const storedParts = stored?.split('$')
  const usable = !!storedParts && storedParts.length === 6 && storedParts[0] === 'scrypt'
  const parts = usable ? storedParts : DUMMY_HASH.split('$')
  // The stored cost, so raising PARAMS later keeps old hashes working.
  const params = { ...PARAMS, N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]) }
  const key = await derive(password, Buffer.from(parts[4], 'base64url'), params)
  const expected = Buffer.from(parts[5], 'base64url')
  return usable && key.length === expected.length && timingSafeEqual(key, expected)
}
