/**
 * SQL of coupon templates, received coupons, holdings and exchange codes (migration 047). A template's
 * quantity moves only by conditional writes: the receive's decrement is a statement sent with the COMMIT
 * whose check (remaining >= 0) refuses the coupon past the last one; isCouponsGone tells that error apart
 * (isReceiveRefused also a template stopped or ended before that decrement).
 */
import type { Translations } from '../../../types/api/translations'
import type { Queryable, Statement } from '../db/db'
import type { CouponObtainType, CouponUseLimitVO, CouponTab } from '../../../types/api/coupon'

/** The template had no coupon left (its check on remaining refused the decrement). */
export function isCouponsGone(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null
  return e?.code === '23514' && e.constraint === 'coupon_templates_remaining_in_range'
}

/** The receive's decrement was refused: none left, or the template stopped or ended (takeOneStatement). */
export function isReceiveRefused(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null
  return isCouponsGone(error) || (e?.code === '23514' && e.constraint === 'coupon_templates_state_check')
}

export interface TemplateRow {
  id: string
  merchant_id: string
  code: string
  title: string
  rule_comments: string
  /** zh-MO / en-US translations of title and rule_comments (084_merchant_content_languages.sql). */
  title_texts: Translations
  rule_comments_texts: Translations
  coupon_type: string
  biz_types: string[]
  amount_fen: number
  discount: number
  limitation_type: string
  limitation: number
  use_rule: string
  use_limit: CouponUseLimitVO
  expiration_type: string
  start_at: Date | null
  expire_at: Date | null
  expiration_unit: string | null
  length: number | null
  quantity: number
  remaining: number
  issued: number
  reserved: number
  per_buyer_limit: number
  use_way: string
  need_real_name: boolean
  need_face_auth: boolean
  show_receivable: boolean
  state: 'ACTIVE' | 'STOPPED'
  created_at: Date
  updated_at: Date
  /** Receivers a multi-user pack is split among (migration 066); 1 for every other kind. */
  share_parts: number
}

export interface AdminTemplateRow extends TemplateRow {
  used: number
  /** The benefit card an exchange coupon gives (059_benefit_cards.sql). */
  privilege_card_id: string | null
}

/** The columns a template is written with (insert and edit). */
export interface TemplateWrite {
  title: string
  ruleComments: string
  titleTexts: Translations
  ruleCommentsTexts: Translations
  couponType: string
  bizTypes: string[]
  amountFen: number
  discount: number
  limitationType: string
  limitation: number
  useRule: string
  useLimit: CouponUseLimitVO
  expirationType: string
  startAt: Date | null
  expireAt: Date | null
  expirationUnit: string | null
  length: number | null
  quantity: number
  perBuyerLimit: number
  useWay: string
  needRealName: boolean
  needFaceAuth: boolean
  showReceivable: boolean
  shareParts: number
}

export interface CouponRow extends TemplateRow {
  coupon_id: string
  status: 'AVAILABLE' | 'PENDING' | 'USED' | 'REFUNDING'
  obtain_type: CouponObtainType
  coupon_start_at: Date
  coupon_expire_at: Date
  obtained_at: Date
  /** The share link's code of the pack this coupon opened (its owner's first part), else null. */
  share_code: string | null
}

export interface BatchRow {
  id: string
  template_id: string
  label: string
  size: number
  redeemed: number
  created_at: Date
  voided_at: Date | null
  voided: number
}

/** One template's counts for the console's report (migration 065 verified_at tells offline use apart). */
export interface ReportRow {
  id: string
  title: string
  coupon_type: string
  use_way: string
  state: 'ACTIVE' | 'STOPPED'
  quantity: number
  issued: number
  used: number
  used_offline: number
  pending: number
  expired: number
  discount_fen: number
}

export interface CodeFacts {
  code: string
  batch_id: string
  template_id: string
  merchant_id: string
  redeemed_by: string | null
  coupon_id: string | null
  /** The code's batch was voided before it was redeemed (migration 065). */
  voided_at: Date | null
}

export interface ShowOfScope {
  id: string
  name: unknown
  city_name: unknown
  venue_name: unknown
  poster_color: string
  first_at: Date | null
}

const TEMPLATE_COLUMNS = `t.id, t.merchant_id, t.code, t.title, t.rule_comments, t.title_texts, t.rule_comments_texts, t.coupon_type, t.biz_types, t.amount_fen, t.discount, t.limitation_type, t.limitation,
  t.use_rule, t.use_limit, t.expiration_type, t.start_at, t.expire_at, t.expiration_unit, t.length, t.quantity, t.remaining, t.issued, t.reserved,
  t.per_buyer_limit, t.use_way, t.need_real_name, t.need_face_auth, t.show_receivable, t.state, t.created_at, t.updated_at, t.share_parts`

/**
 * A received coupon's columns: the template's, with the coupon's own value when it is a part of a
 * multi-user pack (migration 066 coupons.amount_fen; the template's amount is the whole pack), and the
 * pack's share code for its owner (the share link on my coupons).
 */
const COUPON_COLUMNS = `${TEMPLATE_COLUMNS.replace('t.amount_fen,', 'COALESCE(c.amount_fen, t.amount_fen) AS amount_fen,')}, c.id AS coupon_id, c.status, c.obtain_type,
  c.start_at AS coupon_start_at, c.expire_at AS coupon_expire_at, c.obtained_at,
  (SELECT k.share_code FROM coupon_packs k WHERE k.owner_coupon_id = c.id) AS share_code`

/** The template's scope list `key` has an id in it (coupon-rules nonEmpty); CASE so a non-array is never measured. */
const listed = (key: string): string =>
  `(CASE jsonb_typeof(t.use_limit->'${key}') WHEN 'array' THEN jsonb_array_length(t.use_limit->'${key}') > 0 ELSE false END)`

/**
 * The show's scope test against a template t: the SQL twin of coupon-rules lineInScope for the show's lines
 * (one line per price tier, cartOf in coupon-step.ts), so a show is listed exactly when a ticket of it is
 * in scope. Shows/sessions/tiers: some tier of the show matches every non-empty list at once (the lists
 * narrow each other, never widen); venue; category or any tag; or everything.
 */
const SCOPE_MATCHES_SHOW = `(t.use_rule IN ('ALL_SHOW', 'ALL_PRODUCT')
  OR (t.use_rule = 'LIMIATION_SHOW_SESSION_SEATPLAN' AND (${listed('showIds')} OR ${listed('showSessionIds')} OR ${listed('seatPlanIds')})
     AND EXISTS (SELECT 1 FROM sessions s JOIN price_tiers p ON p.session_id = s.id WHERE s.show_id = sh.id
          AND (NOT ${listed('showIds')} OR t.use_limit->'showIds' @> to_jsonb(sh.id))
          AND (NOT ${listed('showSessionIds')} OR t.use_limit->'showSessionIds' @> to_jsonb(s.id))
          AND (NOT ${listed('seatPlanIds')} OR t.use_limit->'seatPlanIds' @> to_jsonb(p.id))))
  OR (t.use_rule = 'LIMIATION_VENUE_USE' AND t.use_limit->'venueIds' @> to_jsonb(sh.venue_id))
  OR (t.use_rule = 'LIMIATION_SHOW_TYPE_OR_TAG' AND (
        t.use_limit->'showTypes' @> to_jsonb(sh.category_code)
     OR EXISTS (SELECT 1 FROM jsonb_array_elements(sh.tags) g WHERE t.use_limit->'tagIds' @> to_jsonb(g->>'type')))))`

/** A template's written values, in the order the insert's and the update's placeholders both take them after the ids. */
function templateValues(w: TemplateWrite, now: Date): unknown[] {
  return [
    w.title,
    w.ruleComments,
    w.couponType,
    w.bizTypes,
    w.amountFen,
    w.discount,
    w.limitationType,
    w.limitation,
    w.useRule,
    JSON.stringify(w.useLimit),
    w.expirationType,
    w.startAt,
    w.expireAt,
    w.expirationUnit,
    w.length,
    w.quantity,
    w.perBuyerLimit,
    w.useWay,
    w.needRealName,
    w.needFaceAuth,
    w.showReceivable,
    now,
    w.shareParts,
    JSON.stringify(w.titleTexts),
    JSON.stringify(w.ruleCommentsTexts)
  ]
}

export class CouponRepository {
  constructor(private readonly db: Queryable) {}

  // ---- templates (console) ----

  async insertTemplate(id: string, code: string, merchantId: string, w: TemplateWrite, staffId: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO coupon_templates (id, merchant_id, code, title, rule_comments, coupon_type, biz_types, amount_fen, discount, limitation_type, limitation, use_rule, use_limit,
         expiration_type, start_at, expire_at, expiration_unit, length, quantity, remaining, per_buyer_limit, use_way, need_real_name, need_face_auth, show_receivable,
         created_at, updated_at, share_parts, title_texts, rule_comments_texts, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $21, $22, $23, $24, $25, $25, $26, $27, $28, $29)`,
      [id, merchantId, code, ...templateValues(w, now), staffId]
    )
  }

  /**
   * An edit; the quantity moves remaining by the difference (under the row's lock, against what was issued
   * and reserved meanwhile). False when the new quantity is below what is already issued or reserved.
   */
  async updateTemplate(id: string, merchantId: string, w: TemplateWrite, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE coupon_templates SET title = $3, rule_comments = $4, coupon_type = $5, biz_types = $6, amount_fen = $7, discount = $8, limitation_type = $9, limitation = $10,
         use_rule = $11, use_limit = $12, expiration_type = $13, start_at = $14, expire_at = $15, expiration_unit = $16, length = $17,
         quantity = $18, remaining = $18 - issued - reserved, per_buyer_limit = $19, use_way = $20, need_real_name = $21, need_face_auth = $22, show_receivable = $23, updated_at = $24, share_parts = $25,
         title_texts = $26, rule_comments_texts = $27
       WHERE id = $1 AND merchant_id = $2 AND $18 >= issued + reserved RETURNING id`,
      [id, merchantId, ...templateValues(w, now)]
    )
    return rows.length === 1
  }

  async stop(id: string, merchantId: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query(
          "UPDATE coupon_templates SET state = 'STOPPED', updated_at = $3 WHERE id = $1 AND merchant_id = $2 RETURNING id",
          [id, merchantId, now]
        )
      ).length === 1
    )
  }

  /** The benefit card an exchange coupon gives, or none. */
  async setPrivilegeCard(id: string, merchantId: string, cardId: string | null): Promise<void> {
    await this.db.query('UPDATE coupon_templates SET privilege_card_id = $3 WHERE id = $1 AND merchant_id = $2', [id, merchantId, cardId])
  }

  /** Whether the card is the merchant's (a coupon may give only its own merchant's cards). */
  async isMerchantCard(merchantId: string, cardId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM benefit_cards WHERE id = $1 AND merchant_id = $2', [cardId, merchantId])).length === 1
  }

  async adminTemplates(merchantId: string, id?: string): Promise<AdminTemplateRow[]> {
    return this.db.query<AdminTemplateRow>(
      `SELECT ${TEMPLATE_COLUMNS}, t.privilege_card_id, (SELECT count(*)::int FROM coupons c WHERE c.template_id = t.id AND c.status = 'USED') AS used
         FROM coupon_templates t WHERE t.merchant_id = $1 AND ($2::text IS NULL OR t.id = $2) ORDER BY t.created_at DESC, t.id LIMIT 200`,
      [merchantId, id ?? null]
    )
  }

  async template(id: string): Promise<TemplateRow | undefined> {
    return (await this.db.query<TemplateRow>(`SELECT ${TEMPLATE_COLUMNS} FROM coupon_templates t WHERE t.id = $1`, [id]))[0]
  }

  async templateByCode(code: string): Promise<TemplateRow | undefined> {
    return (await this.db.query<TemplateRow>(`SELECT ${TEMPLATE_COLUMNS} FROM coupon_templates t WHERE t.code = $1`, [code]))[0]
  }

  /** The catalogue ids of the merchant among those given, per kind: what a scope may name. */
  async knownIds(
    merchantId: string,
    ids: { showIds: string[]; sessionIds: string[]; tierIds: string[]; venueIds: string[]; categories: string[] }
  ): Promise<Record<string, number>> {
    const [row] = await this.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM shows WHERE merchant_id = $1 AND id = ANY($2::text[])) AS shows,
              (SELECT count(*)::int FROM sessions s JOIN shows sh ON sh.id = s.show_id WHERE sh.merchant_id = $1 AND s.id = ANY($3::text[])) AS sessions,
              (SELECT count(*)::int FROM price_tiers p JOIN sessions s ON s.id = p.session_id JOIN shows sh ON sh.id = s.show_id WHERE sh.merchant_id = $1 AND p.id = ANY($4::text[])) AS tiers,
              (SELECT count(*)::int FROM venues WHERE merchant_id = $1 AND id = ANY($5::text[])) AS venues,
              (SELECT count(*)::int FROM categories WHERE code = ANY($6::text[])) AS categories`,
      [merchantId, ids.showIds, ids.sessionIds, ids.tierIds, ids.venueIds, ids.categories]
    )
    return row
  }

  // ---- receiving ----

  /**
   * The ACTIVE, show-receivable templates whose scope covers the show, still inside their window; none for a
   * cancelled show (issue #31 item 3: its page "still offers a coupon").
   */
  async receivableForShow(merchantId: string, showId: string, now: Date): Promise<TemplateRow[]> {
    return this.db.query<TemplateRow>(
      `SELECT ${TEMPLATE_COLUMNS} FROM coupon_templates t JOIN shows sh ON sh.id = $2 AND sh.merchant_id = t.merchant_id AND sh.state <> 'CANCELED'
        WHERE t.merchant_id = $1 AND t.state = 'ACTIVE' AND t.show_receivable AND 'SHOW' = ANY(t.biz_types)
          AND (t.expire_at IS NULL OR t.expire_at > $3) AND ${SCOPE_MATCHES_SHOW}
        ORDER BY t.created_at DESC, t.id LIMIT 50`,
      [merchantId, showId, now]
    )
  }

  /**
   * Of these shows, those a buyer could get a coupon for on their page (the same test as receivableForShow):
   * the "可用券" tag is shown only on them (issue #31 item 7).
   */
  async showsWithReceivable(merchantId: string, showIds: string[], now: Date): Promise<Set<string>> {
    if (!showIds.length) return new Set()
    const rows = await this.db.query<{ id: string }>(
      `SELECT sh.id FROM shows sh
        WHERE sh.merchant_id = $1 AND sh.id = ANY($2::text[]) AND EXISTS (
          SELECT 1 FROM coupon_templates t
           WHERE t.merchant_id = $1 AND t.state = 'ACTIVE' AND t.show_receivable AND 'SHOW' = ANY(t.biz_types)
             AND (t.expire_at IS NULL OR t.expire_at > $3) AND ${SCOPE_MATCHES_SHOW})`,
      [merchantId, showIds, now]
    )
    return new Set(rows.map((r) => r.id))
  }

  /**
   * The merchant's templates to recommend (coupon-recommend-list): ACTIVE, listed for receiving, still in
   * their window and not given out, newest first.
   */
  async recommended(merchantId: string, now: Date, limit: number): Promise<TemplateRow[]> {
    return this.db.query<TemplateRow>(
      `SELECT ${TEMPLATE_COLUMNS} FROM coupon_templates t
        WHERE t.merchant_id = $1 AND t.state = 'ACTIVE' AND t.show_receivable AND t.remaining > 0 AND (t.expire_at IS NULL OR t.expire_at > $2)
        ORDER BY t.created_at DESC, t.id LIMIT $3`,
      [merchantId, now, limit]
    )
  }

  /** How many of each template the buyer holds. */
  async heldBy(userId: string, templateIds: string[]): Promise<Map<string, number>> {
    if (templateIds.length === 0) return new Map()
    const rows = await this.db.query<{ template_id: string; received: number }>(
      'SELECT template_id, received FROM coupon_holdings WHERE user_id = $1 AND template_id = ANY($2::text[])',
      [userId, templateIds]
    )
    return new Map(rows.map((r) => [r.template_id, r.received]))
  }

  /** One more of the template for the buyer, unless the buyer already holds the limit (the row's lock decides a race). */
  async countForBuyer(templateId: string, userId: string, limit: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO coupon_holdings (template_id, user_id, received) VALUES ($1, $2, 1)
       ON CONFLICT (template_id, user_id) DO UPDATE SET received = coupon_holdings.received + 1 WHERE coupon_holdings.received < $3 RETURNING received`,
      [templateId, userId, limit]
    )
    return rows.length === 1
  }

  /** amountFen: a multi-user pack's part (migration 066); the template's amount otherwise. */
  async insertCoupon(c: {
    id: string
    templateId: string
    merchantId: string
    userId: string
    obtainType: CouponObtainType
    startAt: Date
    expireAt: Date
    now: Date
    amountFen?: number
  }): Promise<void> {
    await this.db.query(
      'INSERT INTO coupons (id, template_id, merchant_id, user_id, obtain_type, start_at, expire_at, obtained_at, amount_fen) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [c.id, c.templateId, c.merchantId, c.userId, c.obtainType, c.startAt, c.expireAt, c.now, c.amountFen ?? null]
    )
  }

  /**
   * remaining → issued, as the statement the receive transaction ends with; past the last coupon the check
   * on remaining refuses it. The template must also still be ACTIVE and open when the row is written: the
   * UPDATE reads the row's latest version (after waiting for a stop or edit under way), and for a closed
   * one it writes a state outside the state column's check, which refuses it, so the whole receive rolls
   * back at COMMIT. (Not a FOR SHARE read inside the receive: concurrent receives' decrements would
   * deadlock on it.) The service then reads which refusal it was (isOpen).
   */
  takeOneStatement(templateId: string, now: Date): Statement {
    return {
      sql: `UPDATE coupon_templates SET remaining = remaining - 1, issued = issued + 1,
              state = CASE WHEN state = 'ACTIVE' AND (expire_at IS NULL OR expire_at > $2::timestamptz) THEN state ELSE 'CLOSED' END
            WHERE id = $1`,
      params: [templateId, now.toISOString()]
    }
  }

  /** Whether the template still gives coupons out (ACTIVE, window open): tells a closed template from a sold-out one. */
  async isOpen(templateId: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query("SELECT 1 FROM coupon_templates WHERE id = $1 AND state = 'ACTIVE' AND (expire_at IS NULL OR expire_at > $2)", [
          templateId,
          now
        ])
      ).length === 1
    )
  }

  /** reserved → issued for a redeemed exchange code (its coupon was set aside when the batch was made). */
  issueReservedStatement(templateId: string): Statement {
    return { sql: 'UPDATE coupon_templates SET reserved = reserved - 1, issued = issued + 1 WHERE id = $1', params: [templateId] }
  }

  // ---- exchange codes ----

  /**
   * remaining → reserved for a new batch, only while the template is ACTIVE and its window open (checked
   * in the UPDATE, so a stop committing meanwhile is seen under the row's lock). Else why not: CLOSED
   * (stopped or ended) or SHORT (fewer than n left).
   */
  async reserveForBatch(templateId: string, n: number, now: Date): Promise<'OK' | 'CLOSED' | 'SHORT'> {
    const taken = await this.db.query(
      `UPDATE coupon_templates SET remaining = remaining - $2, reserved = reserved + $2
        WHERE id = $1 AND remaining >= $2 AND state = 'ACTIVE' AND (expire_at IS NULL OR expire_at > $3) RETURNING id`,
      [templateId, n, now]
    )
    if (taken.length === 1) return 'OK'
    // A statement of its own, so it sees a stop that the UPDATE waited for.
    const [open] = await this.db.query(
      "SELECT 1 FROM coupon_templates WHERE id = $1 AND state = 'ACTIVE' AND (expire_at IS NULL OR expire_at > $2)",
      [templateId, now]
    )
    return open ? 'SHORT' : 'CLOSED'
  }

  async insertBatch(
    b: { id: string; merchantId: string; templateId: string; label: string; staffId: string; now: Date },
    codes: string[]
  ): Promise<void> {
    await this.db.query(
      'INSERT INTO coupon_code_batches (id, merchant_id, template_id, label, size, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [b.id, b.merchantId, b.templateId, b.label, codes.length, b.staffId, b.now]
    )
    await this.db.query(
      'INSERT INTO coupon_exchange_codes (code, batch_id, seq) SELECT c, $1, n::int FROM unnest($2::text[]) WITH ORDINALITY AS x(c, n)',
      [b.id, codes]
    )
  }

  async batches(merchantId: string, templateId: string, batchId?: string): Promise<BatchRow[]> {
    return this.db.query<BatchRow>(
      `SELECT b.id, b.template_id, b.label, b.size, b.created_at, b.voided_at,
              (SELECT count(*)::int FROM coupon_exchange_codes c WHERE c.batch_id = b.id AND c.redeemed_at IS NOT NULL) AS redeemed,
              (SELECT count(*)::int FROM coupon_exchange_codes c WHERE c.batch_id = b.id AND c.voided_at IS NOT NULL) AS voided
         FROM coupon_code_batches b WHERE b.merchant_id = $1 AND ($2::text IS NULL OR b.template_id = $2) AND ($3::text IS NULL OR b.id = $3)
        ORDER BY b.created_at DESC, b.id LIMIT 200`,
      [merchantId, batchId ? null : templateId, batchId ?? null]
    )
  }

  async codes(batchId: string): Promise<Array<{ code: string; seq: number; redeemed_at: Date | null; voided_at: Date | null }>> {
    return this.db.query('SELECT code, seq, redeemed_at, voided_at FROM coupon_exchange_codes WHERE batch_id = $1 ORDER BY seq', [batchId])
  }

  /**
   * Voids a batch (migration 065): marks the batch (its row's lock puts two voids in a line; the second
   * finds it voided and changes nothing), then each unredeemed code in the UPDATE a redeem races (the code
   * row's lock decides: redeemed or voided, never both), and gives exactly those codes' set-aside coupons
   * back to remaining. Lock order as receiving: code rows, then the template row. 'DONE' or 'ALREADY'.
   */
  async voidBatch(
    batchId: string,
    merchantId: string,
    staffId: string,
    now: Date
  ): Promise<{ result: 'DONE'; voided: number } | { result: 'ALREADY' | 'MISSING' }> {
    const [batch] = await this.db.query<{ template_id: string; voided_at: Date | null }>(
      'SELECT template_id, voided_at FROM coupon_code_batches WHERE id = $1 AND merchant_id = $2 FOR UPDATE',
      [batchId, merchantId]
    )
    if (!batch) return { result: 'MISSING' }
    if (batch.voided_at) return { result: 'ALREADY' }
    await this.db.query('UPDATE coupon_code_batches SET voided_at = $2, voided_by = $3 WHERE id = $1', [batchId, now, staffId])
    const codes = await this.db.query(
      'UPDATE coupon_exchange_codes SET voided_at = $2 WHERE batch_id = $1 AND redeemed_at IS NULL AND voided_at IS NULL RETURNING code',
      [batchId, now]
    )
    if (codes.length > 0) {
      await this.db.query(
        'UPDATE coupon_templates SET reserved = reserved - $2, remaining = remaining + $2, updated_at = $3 WHERE id = $1',
        [batch.template_id, codes.length, now]
      )
    }
    return { result: 'DONE', voided: codes.length }
  }

  /**
   * Issued, used (on paid orders or at the venue), pending (unpaid order or refunding) and expired coupons
   * per template, and the fen taken off paid orders. An order's coupon_fen is its coupons' total
   * (049), so it is a template's only when every coupon on the order is of that template; an order mixing
   * templates counts in mixed_fen (returned apart by reportMixedFen), never twice.
   */
  async report(merchantId: string, now: Date): Promise<ReportRow[]> {
    return this.db.query<ReportRow>(
      `WITH paid AS (
         SELECT c.order_id, min(c.template_id) AS template_id, count(DISTINCT c.template_id) AS templates
           FROM coupons c WHERE c.merchant_id = $1 AND c.status = 'USED' AND c.order_id IS NOT NULL GROUP BY c.order_id)
       SELECT t.id, t.title, t.coupon_type, t.use_way, t.state, t.quantity, t.issued,
              count(c.id) FILTER (WHERE c.status = 'USED')::int AS used,
              count(c.id) FILTER (WHERE c.status = 'USED' AND c.verified_at IS NOT NULL)::int AS used_offline,
              count(c.id) FILTER (WHERE c.status IN ('PENDING', 'REFUNDING'))::int AS pending,
              count(c.id) FILTER (WHERE c.status = 'AVAILABLE' AND c.expire_at <= $2)::int AS expired,
              COALESCE((SELECT sum(o.coupon_fen) FROM paid p JOIN orders o ON o.id = p.order_id WHERE p.template_id = t.id AND p.templates = 1), 0)::bigint AS discount_fen
         FROM coupon_templates t LEFT JOIN coupons c ON c.template_id = t.id
        WHERE t.merchant_id = $1
        GROUP BY t.id ORDER BY t.created_at DESC, t.id LIMIT 200`,
      [merchantId, now]
    )
  }

  /** The fen off paid orders that combine coupons of several templates (not split among them). */
  async reportMixedFen(merchantId: string): Promise<number> {
    const [row] = await this.db.query<{ fen: string | number | null }>(
      `SELECT sum(o.coupon_fen) AS fen FROM orders o
        WHERE o.id IN (SELECT c.order_id FROM coupons c WHERE c.merchant_id = $1 AND c.status = 'USED' AND c.order_id IS NOT NULL
                        GROUP BY c.order_id HAVING count(DISTINCT c.template_id) > 1)`,
      [merchantId]
    )
    return Number(row?.fen ?? 0)
  }

  async codeFacts(code: string): Promise<CodeFacts | undefined> {
    return (
      await this.db.query<CodeFacts>(
        `SELECT c.code, c.batch_id, b.template_id, b.merchant_id, c.redeemed_by, c.coupon_id, c.voided_at
           FROM coupon_exchange_codes c JOIN coupon_code_batches b ON b.id = c.batch_id WHERE c.code = $1`,
        [code]
      )
    )[0]
  }

  /** The one redemption of a code: true only for the caller whose UPDATE took it. */
  async redeemCode(code: string, userId: string, couponId: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query(
          'UPDATE coupon_exchange_codes SET redeemed_at = $3, redeemed_by = $2, coupon_id = $4 WHERE code = $1 AND redeemed_at IS NULL AND voided_at IS NULL RETURNING code',
          [code, userId, now, couponId]
        )
      ).length === 1
    )
  }

  // ---- my coupons ----

  /**
   * The buyer's coupons of the tab: AVAILABLE ones not yet expired (soonest to expire first), or the
   * history: used, refunding, pending and expired ones (newest first).
   */
  async ofBuyer(
    userId: string,
    merchantId: string,
    tab: CouponTab,
    now: Date,
    offset: number,
    length: number
  ): Promise<{ rows: CouponRow[]; total: number }> {
    const where = tab === 'AVAILABLE' ? "c.status = 'AVAILABLE' AND c.expire_at > $3" : "(c.status <> 'AVAILABLE' OR c.expire_at <= $3)"
    const order = tab === 'AVAILABLE' ? 'c.expire_at, c.id' : 'c.obtained_at DESC, c.id'
    const rows = await this.db.query<CouponRow & { total: number }>(
      `SELECT ${COUPON_COLUMNS}, count(*) OVER ()::int AS total
         FROM coupons c JOIN coupon_templates t ON t.id = c.template_id
        WHERE c.user_id = $1 AND c.merchant_id = $2 AND ${where}
        ORDER BY ${order} OFFSET $4 LIMIT $5`,
      [userId, merchantId, now, offset, length]
    )
    return { rows, total: rows[0]?.total ?? 0 }
  }

  /** The buyer's own coupon of this merchant, or undefined (someone else's reads as missing). */
  async ownCoupon(couponId: string, userId: string, merchantId: string): Promise<CouponRow | undefined> {
    return (
      await this.db.query<CouponRow>(
        `SELECT ${COUPON_COLUMNS}
           FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.id = $1 AND c.user_id = $2 AND c.merchant_id = $3`,
        [couponId, userId, merchantId]
      )
    )[0]
  }

  async coupon(couponId: string): Promise<CouponRow | undefined> {
    return (
      await this.db.query<CouponRow>(
        `SELECT ${COUPON_COLUMNS}
           FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.id = $1`,
        [couponId]
      )
    )[0]
  }

  // ---- coupon shows ----

  /** The merchant's listed shows the template's scope covers, soonest first. */
  async showsOfTemplate(templateId: string, limit: number): Promise<ShowOfScope[]> {
    return this.db.query<ShowOfScope>(
      `SELECT sh.id, sh.name, ci.name AS city_name, v.name AS venue_name, sh.poster_color,
              (SELECT min(s.starts_at) FROM sessions s WHERE s.show_id = sh.id) AS first_at
         FROM coupon_templates t JOIN shows sh ON sh.merchant_id = t.merchant_id JOIN venues v ON v.id = sh.venue_id JOIN cities ci ON ci.id = v.city_id
        WHERE t.id = $1 AND sh.listing = 'ON_SALE' AND sh.state <> 'CANCELED' AND ${SCOPE_MATCHES_SHOW}
        ORDER BY first_at NULLS LAST, sh.id LIMIT $2`,
      [templateId, limit]
    )
  }
}
