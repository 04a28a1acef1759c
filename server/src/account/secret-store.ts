/** The token signing secret: made once per database and shared by every gateway process that uses it. */
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db'

export function secretStore(db: Queryable, name = 'token_secret'): () => Promise<string> {
  let cached: Promise<string> | undefined
  const load = async () => {
    await db.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')])
    const [row] = await db.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name])
    return row.value
  }
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined
      throw error
    })
    return cached
  }
}
