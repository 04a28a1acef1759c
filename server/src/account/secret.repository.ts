/** SQL for the gateway's per-database secrets (token, risk, ticket and payment signing keys). */
import type { Queryable } from '../db/db'

export class SecretRepository {
  constructor(private readonly db: Queryable) {}

  /** The named secret, made from `candidate` when it does not exist yet; every process reads the first one written. */
  async getOrCreate(name: string, candidate: string): Promise<string> {
    await this.db.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, candidate])
    const [row] = await this.db.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name])
    return row.value
  }

  /**
   * As getOrCreate, for a secret a development tool hands out (GET /dev/staff_key): made outside
   * production it is a demo row; production replaces a demo row with `candidate` before reading it.
   */
  async getOrCreatePublished(name: string, candidate: string, production: boolean): Promise<string> {
    if (production) await this.db.query('UPDATE secrets SET value = $2, demo = false WHERE name = $1 AND demo', [name, candidate])
    await this.db.query('INSERT INTO secrets (name, value, demo) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
      name,
      candidate,
      !production
    ])
    const [row] = await this.db.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name])
    return row.value
  }
}
