/**
 * What production refuses of a database started outside production: the demo staff (the README's
 * published password; staff-session.service.ts refuses them) and the door key handed out at
 * GET /dev/staff_key (replaced at its first use, secret-store.ts). main.ts says it at start.
 */
import type { Queryable } from '../db/db'

export interface RefusedDemoRows {
  /** The demo staff accounts' emails. */
  staff: string[]
  /** The names of the published keys that will be replaced. */
  keys: string[]
}

export async function refusedDemoRows(db: Queryable): Promise<RefusedDemoRows> {
  const staff = await db.query<{ email: string }>('SELECT email FROM staff WHERE demo ORDER BY email')
  const keys = await db.query<{ name: string }>('SELECT name FROM secrets WHERE demo ORDER BY name')
  return { staff: staff.map((r) => r.email), keys: keys.map((r) => r.name) }
}
