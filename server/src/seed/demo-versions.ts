/**
 * The demo merchant's published app versions, so `npm start` shows the console's versions tab filled: the
 * app's own version (CLIENT_VERSION) as the latest on every client, so no demo visit is asked to update.
 * ON CONFLICT DO NOTHING: a merchant's own publication is never overwritten by seeding again.
 */
import type { Queryable } from '../db/db'
import { DEMO_MERCHANT_ID } from './catalog'
import { CLIENT_VERSION } from '../../../types/rules/client-version'
import { APP_CLIENTS } from '../../../types/rules/version-rules'

export async function seedDemoVersions(db: Queryable, anchor: Date): Promise<void> {
  for (const client of APP_CLIENTS)
    await db.query(
      `INSERT INTO app_versions (merchant_id, client, latest_version, min_version, notes, updated_at)
       VALUES ($1, $2, $3, '4.0.0', '', $4) ON CONFLICT (merchant_id, client) DO NOTHING`,
      [DEMO_MERCHANT_ID, client, CLIENT_VERSION, anchor]
    )
}
