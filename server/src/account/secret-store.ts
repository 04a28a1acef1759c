/** The token signing secret: made once per database and shared by every gateway process that uses it. */
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db'
import { SecretRepository } from './secret.repository'

/**
 * `published`: a secret a development tool hands out outside production (the door's staff key): made
 * there it is a demo row, which production never uses but replaces (secret.repository.ts).
 */
export function secretStore(db: Queryable, name = 'token_secret', published?: { production: boolean }): () => Promise<string> {
  const secrets = new SecretRepository(db)
  let cached: Promise<string> | undefined
  const candidate = () => randomBytes(32).toString('base64url')
  const load = () =>
    published ? secrets.getOrCreatePublished(name, candidate(), published.production) : secrets.getOrCreate(name, candidate())
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined
      throw error
    })
    return cached
  }
}
