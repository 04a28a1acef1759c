/** The token signing secret: made once per database and shared by every gateway process that uses it. */
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db'
import { SecretRepository } from './secret.repository'

export function secretStore(db: Queryable, name = 'token_secret'): () => Promise<string> {
  const secrets = new SecretRepository(db)
  let cached: Promise<string> | undefined
  const load = () => secrets.getOrCreate(name, randomBytes(32).toString('base64url'))
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined
      throw error
    })
    return cached
  }
}
