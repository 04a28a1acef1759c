/**
 * The demo merchant's console accounts, outside production only (README "Merchant console"): an owner,
 * an operator and a door user sharing one documented password. The hash is computed once (scrypt with
 * today's parameters, account/password-hash.ts), so seeding and the tests pay no derivation for it.
 */
import type { Queryable } from '../db/db'
import type { StaffRole } from '../../../types/api/staff'
import { DEMO_MERCHANT_ID } from './catalog'

export const DEMO_STAFF_PASSWORD = 'Stagedoor-demo-2026'
const DEMO_STAFF_HASH = 'scrypt$32768$8$1$xe2A9tHuxC4UaWiEzK5pNw$CSj8WG6J-BhAIzFVZ9zi0XX26_JTT2nJjgA4HSnxLtg'

export const DEMO_STAFF: ReadonlyArray<{ id: string; email: string; name: string; role: StaffRole }> = [
  { id: 'stf-demo-owner', email: 'owner@demo.stagedoor.test', name: 'Demo owner', role: 'owner' },
  { id: 'stf-demo-operator', email: 'operator@demo.stagedoor.test', name: 'Demo operator', role: 'operator' },
  { id: 'stf-demo-finance', email: 'finance@demo.stagedoor.test', name: 'Demo finance', role: 'finance' },
  { id: 'stf-demo-door', email: 'door@demo.stagedoor.test', name: 'Demo door', role: 'door' }
]

/**
 * Adds the missing demo accounts (idempotent); the caller decides it is not production. They are demo
 * rows (migration 072): production refuses them (staff-session.service.ts).
 */
export async function seedDemoStaff(db: Queryable): Promise<void> {
  for (const s of DEMO_STAFF) {
    await db.query(
      `INSERT INTO staff (id, merchant_id, email, name, password_hash, role, demo) SELECT $1, $2, $3, $4, $5, $6, true
        WHERE EXISTS (SELECT 1 FROM merchants WHERE id = $2) ON CONFLICT DO NOTHING`,
      [s.id, DEMO_MERCHANT_ID, s.email, s.name, DEMO_STAFF_HASH, s.role]
    )
  }
}
