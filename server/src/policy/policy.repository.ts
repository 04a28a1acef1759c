/** SQL of the merchants' default policies and the shows' own (migration 099_show_calls.sql). */
import type { Queryable } from '../db/db'
import type { Texts } from '../http/texts'
import type { PolicyKind } from '../../../types/api/show-calls'

export interface PolicyRow {
  kind: PolicyKind
  content: Texts
  updated_at: Date
}

/** Sorted by the kinds' order (POLICY_KINDS), so every reply lists them alike. */
const KIND_ORDER = "array_position(ARRAY['REFUND', 'TRANSFER', 'REAL_NAME', 'TICKET_GRAB'], kind)"

export class PolicyRepository {
  constructor(private readonly db: Queryable) {}

  defaults(merchantId: string): Promise<PolicyRow[]> {
    return this.db.query<PolicyRow>(
      `SELECT kind, content, updated_at FROM merchant_policies WHERE merchant_id = $1 ORDER BY ${KIND_ORDER}`,
      [merchantId]
    )
  }

  ofShow(showId: string): Promise<PolicyRow[]> {
    return this.db.query<PolicyRow>(`SELECT kind, content, updated_at FROM show_policies WHERE show_id = $1 ORDER BY ${KIND_ORDER}`, [
      showId
    ])
  }

  async putDefault(merchantId: string, kind: PolicyKind, content: Texts | null, now: Date): Promise<void> {
    if (!content) {
      await this.db.query('DELETE FROM merchant_policies WHERE merchant_id = $1 AND kind = $2', [merchantId, kind])
      return
    }
    await this.db.query(
      `INSERT INTO merchant_policies (merchant_id, kind, content, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, kind) DO UPDATE SET content = EXCLUDED.content, updated_at = EXCLUDED.updated_at`,
      [merchantId, kind, JSON.stringify(content), now]
    )
  }

  async putOfShow(showId: string, kind: PolicyKind, content: Texts | null, now: Date): Promise<void> {
    if (!content) {
      await this.db.query('DELETE FROM show_policies WHERE show_id = $1 AND kind = $2', [showId, kind])
      return
    }
    await this.db.query(
      `INSERT INTO show_policies (show_id, kind, content, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (show_id, kind) DO UPDATE SET content = EXCLUDED.content, updated_at = EXCLUDED.updated_at`,
      [showId, kind, JSON.stringify(content), now]
    )
  }
}
