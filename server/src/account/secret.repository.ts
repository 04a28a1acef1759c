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
}
