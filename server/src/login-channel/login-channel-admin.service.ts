/**
 * The console's login channels (登录渠道): the owner sets bsauth's shared secret and Douyin's client key
 * and secret, switches a channel off or removes it. Secrets are sealed with the settings key before they
 * are stored and never shown again (only their length); every change is audited without the secret.
 */
import { AppError } from '../http/app-error'
import type { Db, Queryable } from '../db/db'
import type { AuditRepository } from '../staff/audit.repository'
import type { SettingsCipher } from '../platform-settings/settings-cipher'
import {
  BSAUTH_SECRET_MIN,
  LOGIN_CHANNELS,
  type AdminLoginChannelBody,
  type AdminLoginChannelView,
  type LoginChannel
} from '../../../types/api/user-calls'
import { LoginChannelRepository, type LoginChannelRow } from './login-channel.repository'
import { sealContext } from './login-channel.service'

const CLIENT_KEY = /^[\w-]{4,64}$/

export class LoginChannelAdminService {
  constructor(
    private readonly db: Db,
    private readonly cipher: SettingsCipher | undefined,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  async list(merchantId: string): Promise<AdminLoginChannelView[]> {
    const rows = await new LoginChannelRepository(this.db).all(merchantId)
    return LOGIN_CHANNELS.map((channel) =>
      this.present(
        merchantId,
        channel,
        rows.find((r) => r.channel === channel)
      )
    )
  }

  async set(
    merchantId: string,
    staffId: string,
    channel: LoginChannel,
    body: AdminLoginChannelBody,
    now: Date
  ): Promise<AdminLoginChannelView> {
    const cipher = this.cipher
    if (!cipher) throw new AppError('LOGIN_CHANNEL_INVALID', { reason: 'SETTINGS_KEY' })
    const clientKey = channel === 'DOUYIN' ? (body.clientKey ?? '').trim() : null
    if (channel === 'DOUYIN' && !CLIENT_KEY.test(clientKey ?? '')) throw new AppError('LOGIN_CHANNEL_INVALID', { reason: 'client key' })
    const secret = body.secret?.trim()
    if (secret && channel === 'BSAUTH' && secret.length < BSAUTH_SECRET_MIN)
      throw new AppError('LOGIN_CHANNEL_INVALID', { reason: `secret < ${BSAUTH_SECRET_MIN}` })
    if (secret && (secret.length > 200 || /\s/.test(secret))) throw new AppError('LOGIN_CHANNEL_INVALID', { reason: 'secret' })
    return this.db.transaction(async (tx) => {
      const repo = new LoginChannelRepository(tx)
      const before = await repo.one(merchantId, channel)
      if (!secret && !before) throw new AppError('LOGIN_CHANNEL_INVALID', { reason: 'secret' })
      const sealed = secret ? cipher.seal(secret, sealContext(merchantId, channel)) : (before as LoginChannelRow).sealed_secret
      await repo.upsert(merchantId, { channel, client_key: clientKey, sealed_secret: sealed, enabled: body.enabled }, now)
      const after = await repo.one(merchantId, channel)
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'login-channel.set',
          target: channel,
          before: before ? this.audited(before) : null,
          after: { ...this.audited(after as LoginChannelRow), secretChanged: Boolean(secret) }
        },
        now
      )
      return this.present(merchantId, channel, after)
    })
  }

  async remove(merchantId: string, staffId: string, channel: LoginChannel, now: Date): Promise<true> {
    await this.db.transaction(async (tx) => {
      const repo = new LoginChannelRepository(tx)
      const before = await repo.one(merchantId, channel)
      if (!before || !(await repo.remove(merchantId, channel))) throw new AppError('NOT_FOUND')
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'login-channel.remove', target: channel, before: this.audited(before), after: null },
        now
      )
    })
    return true
  }

  /** What the audit log keeps: never the secret. */
  private audited(row: LoginChannelRow) {
    return { enabled: row.enabled, clientKey: row.client_key }
  }

  private present(merchantId: string, channel: LoginChannel, row: LoginChannelRow | undefined): AdminLoginChannelView {
    let secretLength = 0
    if (row && this.cipher) {
      try {
        secretLength = this.cipher.open(row.sealed_secret, sealContext(merchantId, channel)).length
      } catch {
        secretLength = 0
      }
    }
    return {
      channel,
      configured: Boolean(row),
      enabled: row?.enabled ?? false,
      clientKey: row?.client_key ?? null,
      secretLength,
      updatedAt: row ? new Date(row.updated_at).getTime() : null
    }
  }
}
