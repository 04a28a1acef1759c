/** SQL for third-party identities, partner channels, one-time grants and pending bindings. */
import type { Queryable } from '../db/db'

/** WX_OFFICIAL: the WeChat official account's open id (wxauth), which JSAPI pay in WeChat's browser needs. */
export type IdentityProvider = 'GOOGLE' | 'APPLE' | 'WEAPP' | 'ALIPAY' | 'PARTNER' | 'WX_OFFICIAL' | 'BSAUTH' | 'DOUYIN'

export interface PendingBinding {
  provider: IdentityProvider
  subject: string
  email: string | null
}

export class IdentityRepository {
  constructor(private readonly db: Queryable) {}

  /** The live account an identity belongs to (an unregistered account lets its identities go). */
  async userOf(merchantId: string, provider: IdentityProvider, subject: string): Promise<string | undefined> {
    const rows = await this.db.query<{ user_id: string }>(
      `SELECT i.user_id FROM user_identities i JOIN users u ON u.id = i.user_id AND u.unregistered_at IS NULL
        WHERE i.merchant_id = $1 AND i.provider = $2 AND i.subject = $3`,
      [merchantId, provider, subject]
    )
    return rows[0]?.user_id
  }

  /** Ties the identity to the user; an identity left by an unregistered account moves over. */
  async link(row: {
    merchantId: string
    provider: IdentityProvider
    subject: string
    userId: string
    email?: string | null
    now: Date
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO user_identities (merchant_id, provider, subject, user_id, email, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_id, provider, subject) DO UPDATE SET user_id = EXCLUDED.user_id, email = EXCLUDED.email, created_at = EXCLUDED.created_at
       WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = user_identities.user_id AND u.unregistered_at IS NULL)`,
      [row.merchantId, row.provider, row.subject, row.userId, row.email ?? null, row.now]
    )
  }

  /** The buyer's latest id with the provider (their open id on a platform), if they have one. */
  async subjectOf(userId: string, merchantId: string, provider: IdentityProvider): Promise<string | undefined> {
    const rows = await this.db.query<{ subject: string }>(
      'SELECT subject FROM user_identities WHERE user_id = $1 AND merchant_id = $2 AND provider = $3 ORDER BY created_at DESC LIMIT 1',
      [userId, merchantId, provider]
    )
    return rows[0]?.subject
  }

  async providersOf(userId: string): Promise<IdentityProvider[]> {
    const rows = await this.db.query<{ provider: IdentityProvider }>(
      'SELECT DISTINCT provider FROM user_identities WHERE user_id = $1 ORDER BY provider',
      [userId]
    )
    return rows.map((r) => r.provider)
  }

  async partnerSecret(merchantId: string, channelCode: string): Promise<string | undefined> {
    const rows = await this.db.query<{ secret: string }>(
      'SELECT secret FROM partner_channels WHERE merchant_id = $1 AND channel_code = $2',
      [merchantId, channelCode]
    )
    return rows[0]?.secret
  }

  /** True the first time a grant is claimed, false on a replay. */
  async claimGrant(grantHash: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.db.query('DELETE FROM used_grants WHERE expires_at < $1', [now])
    const rows = await this.db.query(
      'INSERT INTO used_grants (grant_hash, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING grant_hash',
      [grantHash, expiresAt]
    )
    return rows.length === 1
  }

  async addPendingBinding(row: { tokenHash: string; merchantId: string; binding: PendingBinding; expiresAt: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO pending_bindings (token_hash, merchant_id, provider, subject, email, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [row.tokenHash, row.merchantId, row.binding.provider, row.binding.subject, row.binding.email, row.expiresAt]
    )
  }

  async pendingBinding(tokenHash: string, merchantId: string, now: Date): Promise<PendingBinding | undefined> {
    const rows = await this.db.query<PendingBinding>(
      'SELECT provider, subject, email FROM pending_bindings WHERE token_hash = $1 AND merchant_id = $2 AND expires_at > $3',
      [tokenHash, merchantId, now]
    )
    return rows[0]
  }

  /** Ends a pending binding; false when another request used it first. */
  async takePendingBinding(tokenHash: string): Promise<boolean> {
    return (await this.db.query('DELETE FROM pending_bindings WHERE token_hash = $1 RETURNING token_hash', [tokenHash])).length === 1
  }
}
