/** SQL for promotion codes and terminal jumps (migration 097). */
import type { Queryable } from '../db/db'
import type { CodeParams, CodeTarget, Terminal } from '../../../types/api/promotion-code'

export interface PromotionCodeRow {
  id: string
  merchant_id: string
  code: string
  target: CodeTarget
  target_id: string | null
  channel_id: string | null
  distributor_id: string | null
  label: string
  source: 'CONSOLE' | 'BUYER'
  scan_count: number
  last_scanned_at: Date | null
  disabled_at: Date | null
  created_at: Date
}

export interface PromotionCodeWrite extends CodeParams {
  id: string
  merchantId: string
  code: string
  label: string
  source: 'CONSOLE' | 'BUYER'
  createdBy: string
  paramsKey: string
}

export interface TerminalJumpRow {
  target: string
  page_name: string
  terminal: Terminal
  app_id: string | null
  path: string | null
  url: string | null
  updated_at: Date
}

const COLUMNS = `id, merchant_id, code, target, target_id, channel_id, distributor_id, label, source, scan_count,
                 last_scanned_at, disabled_at, created_at`

export class PromotionCodeRepository {
  constructor(private readonly db: Queryable) {}

  /** Inserts the code; false when its short code (or, for a buyer's share, its params) is already taken. */
  async insert(w: PromotionCodeWrite, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO promotion_codes (id, merchant_id, code, target, target_id, channel_id, distributor_id, label, source, created_by, params_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT DO NOTHING RETURNING id`,
      [w.id, w.merchantId, w.code, w.target, w.targetId, w.channelId, w.distributorId, w.label, w.source, w.createdBy, w.paramsKey, now]
    )
    return rows.length > 0
  }

  async sharedByParams(merchantId: string, paramsKey: string): Promise<PromotionCodeRow | undefined> {
    return (
      await this.db.query<PromotionCodeRow>(
        `SELECT ${COLUMNS} FROM promotion_codes WHERE merchant_id = $1 AND params_key = $2 AND source = 'BUYER'`,
        [merchantId, paramsKey]
      )
    )[0]
  }

  async byId(merchantId: string, id: string): Promise<PromotionCodeRow | undefined> {
    return (
      await this.db.query<PromotionCodeRow>(`SELECT ${COLUMNS} FROM promotion_codes WHERE merchant_id = $1 AND id = $2`, [merchantId, id])
    )[0]
  }

  /** The console's codes, newest first (a buyer's share codes are not the merchant's list). */
  async consoleCodes(merchantId: string, limit: number): Promise<PromotionCodeRow[]> {
    return this.db.query<PromotionCodeRow>(
      `SELECT ${COLUMNS} FROM promotion_codes WHERE merchant_id = $1 AND source = 'CONSOLE' ORDER BY created_at DESC, id LIMIT $2`,
      [merchantId, limit]
    )
  }

  /** A scan of a live code: counted in the same statement that finds it (never read-then-write). */
  async scan(merchantId: string, by: { code: string } | { id: string }, now: Date): Promise<PromotionCodeRow | undefined> {
    const [column, value] = 'code' in by ? ['code', by.code] : ['id', by.id]
    return (
      await this.db.query<PromotionCodeRow>(
        `UPDATE promotion_codes SET scan_count = scan_count + 1, last_scanned_at = $3
          WHERE merchant_id = $1 AND ${column} = $2 AND disabled_at IS NULL RETURNING ${COLUMNS}`,
        [merchantId, value, now]
      )
    )[0]
  }

  async setDisabled(merchantId: string, id: string, disabledAt: Date | null): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE promotion_codes SET disabled_at = $3 WHERE merchant_id = $1 AND id = $2 AND (disabled_at IS NULL) = ($3::timestamptz IS NOT NULL) RETURNING id`,
      [merchantId, id, disabledAt]
    )
    return rows.length > 0
  }

  /** Whether the target's id names something of this shop: a show, a topic page, a coupon's receive code, a venue's site code. */
  async targetExists(merchantId: string, target: CodeTarget, targetId: string): Promise<boolean> {
    const sql: Record<Exclude<CodeTarget, 'HOME'>, string> = {
      SHOW: 'SELECT 1 FROM shows WHERE merchant_id = $1 AND id = $2',
      TOPIC: "SELECT 1 FROM layouts WHERE merchant_id = $1 AND id = $2 AND page = 'TOPIC'",
      COUPON: 'SELECT 1 FROM coupon_templates WHERE merchant_id = $1 AND code = $2',
      SITE_CODE: 'SELECT 1 FROM venues WHERE merchant_id = $1 AND site_code = $2'
    }
    if (target === 'HOME') return true
    return (await this.db.query(sql[target], [merchantId, targetId])).length > 0
  }

  async jump(merchantId: string, target: string, pageName: string, terminal: Terminal): Promise<TerminalJumpRow | undefined> {
    return (
      await this.db.query<TerminalJumpRow>(
        `SELECT target, page_name, terminal, app_id, path, url, updated_at FROM terminal_jumps
          WHERE merchant_id = $1 AND target = $2 AND page_name = $3 AND terminal = $4`,
        [merchantId, target, pageName, terminal]
      )
    )[0]
  }

  async jumps(merchantId: string): Promise<TerminalJumpRow[]> {
    return this.db.query<TerminalJumpRow>(
      `SELECT target, page_name, terminal, app_id, path, url, updated_at FROM terminal_jumps WHERE merchant_id = $1
        ORDER BY target, page_name, terminal`,
      [merchantId]
    )
  }

  async putJump(
    merchantId: string,
    j: { target: string; pageName: string; terminal: Terminal; appId: string | null; path: string | null; url: string | null },
    now: Date
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO terminal_jumps (merchant_id, target, page_name, terminal, app_id, path, url, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (merchant_id, target, page_name, terminal) DO UPDATE SET app_id = $5, path = $6, url = $7, updated_at = $8`,
      [merchantId, j.target, j.pageName, j.terminal, j.appId, j.path, j.url, now]
    )
  }

  async deleteJump(merchantId: string, target: string, pageName: string, terminal: Terminal): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM terminal_jumps WHERE merchant_id = $1 AND target = $2 AND page_name = $3 AND terminal = $4 RETURNING target',
      [merchantId, target, pageName, terminal]
    )
    return rows.length > 0
  }
}
