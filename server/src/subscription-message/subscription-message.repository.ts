/** SQL for subscription messages: the merchant's templates and the buyers' consents (098_subscription_messages.sql). */
import type { Queryable } from '../db/db'
import { randomId } from '../account/token-codec'
import type { MessageKind, MessagePlatform } from '../../../types/api/subscription-message'

export interface TemplateRow {
  platform: MessagePlatform
  kind: MessageKind
  template_id: string
  field_keys: Record<string, string>
  page: string
  enabled: boolean
  updated_at: Date
}

export interface ConsentRow {
  id: string
  merchant_id: string
  user_id: string
  platform: MessagePlatform
  open_id: string
  kind: MessageKind
  template_id: string
  level_id: string | null
  locale: string
  created_at: Date
}

/** A waiting coupon consent with the soonest coupon it may announce. */
export interface DueCouponRow extends ConsentRow {
  coupon_id: string
  coupon_title: string
  coupon_title_texts: Record<string, string>
  expire_at: Date
}

export interface ConsentWrite {
  merchantId: string
  userId: string
  platform: MessagePlatform
  appId: string
  openId: string
  kind: MessageKind
  templateId: string
  couponTemplateIds?: string[]
  levelId?: string
  itemOrderId?: string
  bindId?: string
  locale: string
}

const CONSENT_COLUMNS = 'c.id, c.merchant_id, c.user_id, c.platform, c.open_id, c.kind, c.template_id, c.level_id, c.locale, c.created_at'

/** Postgres' unique_violation: another consent already claimed this subject. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

export class SubscriptionMessageRepository {
  constructor(private readonly db: Queryable) {}

  async templates(merchantId: string): Promise<TemplateRow[]> {
    return this.db.query<TemplateRow>(
      `SELECT platform, kind, template_id, field_keys, page, enabled, updated_at
         FROM message_templates WHERE merchant_id = $1 ORDER BY platform, kind`,
      [merchantId]
    )
  }

  async template(merchantId: string, platform: MessagePlatform, kind: MessageKind): Promise<TemplateRow | undefined> {
    const [row] = await this.db.query<TemplateRow>(
      `SELECT platform, kind, template_id, field_keys, page, enabled, updated_at
         FROM message_templates WHERE merchant_id = $1 AND platform = $2 AND kind = $3`,
      [merchantId, platform, kind]
    )
    return row
  }

  async saveTemplate(
    merchantId: string,
    staffId: string,
    t: {
      platform: MessagePlatform
      kind: MessageKind
      templateId: string
      fieldKeys: Record<string, string>
      page: string
      enabled: boolean
    },
    now: Date
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO message_templates (merchant_id, platform, kind, template_id, field_keys, page, enabled, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)
       ON CONFLICT (merchant_id, platform, kind) DO UPDATE
         SET template_id = $4, field_keys = $5::jsonb, page = $6, enabled = $7, updated_by = $8, updated_at = $9`,
      [merchantId, t.platform, t.kind, t.templateId, JSON.stringify(t.fieldKeys), t.page, t.enabled, staffId, now]
    )
  }

  async removeTemplate(merchantId: string, platform: MessagePlatform, kind: MessageKind): Promise<void> {
    await this.db.query('DELETE FROM message_templates WHERE merchant_id = $1 AND platform = $2 AND kind = $3', [
      merchantId,
      platform,
      kind
    ])
  }

  /** Per kind and state, how many consents the merchant has. */
  async counts(merchantId: string): Promise<Array<{ kind: MessageKind; state: string; n: number }>> {
    return this.db.query('SELECT kind, state, count(*)::int AS n FROM message_consents WHERE merchant_id = $1 GROUP BY kind, state', [
      merchantId
    ])
  }

  /** The buyer's open ids in this mini-program (the identities they logged in with). */
  async openIdsOf(merchantId: string, userId: string, platform: MessagePlatform): Promise<string[]> {
    const rows = await this.db.query<{ subject: string }>(
      'SELECT subject FROM user_identities WHERE merchant_id = $1 AND user_id = $2 AND provider = $3 ORDER BY created_at DESC',
      [merchantId, userId, platform]
    )
    return rows.map((r) => r.subject)
  }

  /** Of these coupon template ids, those the merchant has. */
  async knownCouponTemplates(merchantId: string, ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return []
    const rows = await this.db.query<{ id: string }>('SELECT id FROM coupon_templates WHERE merchant_id = $1 AND id = ANY($2::text[])', [
      merchantId,
      ids
    ])
    return rows.map((r) => r.id)
  }

  async waitingCount(userId: string, kind: MessageKind): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM message_consents WHERE user_id = $1 AND kind = $2 AND state = 'WAITING'",
      [userId, kind]
    )
    return row?.n ?? 0
  }

  async addConsent(c: ConsentWrite, now: Date): Promise<string> {
    const id = randomId('msc_')
    await this.db.query(
      `INSERT INTO message_consents (id, merchant_id, user_id, platform, app_id, open_id, kind, template_id, coupon_template_ids,
                                     level_id, item_order_id, bind_id, locale, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13, $14)`,
      [
        id,
        c.merchantId,
        c.userId,
        c.platform,
        c.appId,
        c.openId,
        c.kind,
        c.templateId,
        c.couponTemplateIds ?? [],
        c.levelId ?? null,
        c.itemOrderId ?? null,
        c.bindId ?? null,
        c.locale,
        now
      ]
    )
    return id
  }

  /**
   * Waiting coupon consents with, for each, the soonest coupon of its templates the buyer holds unused that
   * expires within the window and no message has been tried for.
   */
  async dueCoupons(now: Date, until: Date, batch: number): Promise<DueCouponRow[]> {
    return this.db.query<DueCouponRow>(
      `SELECT DISTINCT ON (c.created_at, c.id) ${CONSENT_COLUMNS},
              k.id AS coupon_id, t.title AS coupon_title, t.title_texts AS coupon_title_texts, k.expire_at
         FROM message_consents c
         JOIN coupons k ON k.user_id = c.user_id AND k.merchant_id = c.merchant_id AND k.template_id = ANY(c.coupon_template_ids)
         JOIN coupon_templates t ON t.id = k.template_id
        WHERE c.state = 'WAITING' AND c.kind = 'COUPON_TEMPLATE_EXPIRE'
          AND k.status = 'AVAILABLE' AND k.expire_at > $1 AND k.expire_at <= $2
          AND NOT EXISTS (SELECT 1 FROM message_consents s WHERE s.kind = 'COUPON_TEMPLATE_EXPIRE' AND s.subject = k.id)
        ORDER BY c.created_at, c.id, k.expire_at, k.id
        LIMIT $3`,
      [now, until, batch]
    )
  }

  /** Waiting consents of a membership kind, oldest first, after `after` (created_at, id) for paging. */
  async waiting(kind: MessageKind, batch: number, after?: { createdAt: Date; id: string }): Promise<ConsentRow[]> {
    return this.db.query<ConsentRow>(
      `SELECT ${CONSENT_COLUMNS} FROM message_consents c
        WHERE c.state = 'WAITING' AND c.kind = $1 AND ($2::timestamptz IS NULL OR (c.created_at, c.id) > ($2::timestamptz, $3::text))
        ORDER BY c.created_at, c.id LIMIT $4`,
      [kind, after?.createdAt ?? null, after?.id ?? '', batch]
    )
  }

  async birthdayOf(userId: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ birthday: string | null }>(
      "SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM users WHERE id = $1",
      [userId]
    )
    return row?.birthday ?? undefined
  }

  /**
   * Claims a waiting consent for one subject (committed before the platform is called): false when the consent
   * is no longer waiting or the subject was already claimed by another consent.
   */
  async claim(consentId: string, subject: string, now: Date): Promise<boolean> {
    try {
      const rows = await this.db.query(
        `UPDATE message_consents SET state = 'SENDING', subject = $2, claimed_at = $3
          WHERE id = $1 AND state = 'WAITING'
            AND NOT EXISTS (SELECT 1 FROM message_consents s WHERE s.kind = message_consents.kind AND s.subject = $2)
          RETURNING id`,
        [consentId, subject, now]
      )
      return rows.length === 1
    } catch (error) {
      if (isUniqueViolation(error)) return false
      throw error
    }
  }

  /** Back to waiting: nothing was sent (no credentials, no access token). */
  async release(consentId: string): Promise<void> {
    await this.db.query(
      "UPDATE message_consents SET state = 'WAITING', subject = NULL, claimed_at = NULL WHERE id = $1 AND state = 'SENDING'",
      [consentId]
    )
  }

  async finish(consentId: string, outcome: { sent: true } | { sent: false; failure: string }, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE message_consents SET state = $2, sent_at = CASE WHEN $2 = 'SENT' THEN $3::timestamptz END, failure = $4
        WHERE id = $1 AND state = 'SENDING'`,
      [consentId, outcome.sent ? 'SENT' : 'FAILED', now, outcome.sent ? null : outcome.failure.slice(0, 300)]
    )
  }
}
