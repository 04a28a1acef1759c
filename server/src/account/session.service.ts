/**
 * Logins as sessions (product.md section 4, "Login state and tokens"; calls-errors-limits.md section 8):
 * a 2-hour access token and a 30-day refresh token that rotates on every refresh. Each failure maps to
 * the business code the app acts on: token expired (refresh), login expired, token exception, logged
 * out, logged in on another device (when the merchant allows one device).
 */
import { AppError } from '../http/app-error'
import type { Queryable } from '../db/db'
import { SessionRepository, type RevokeReason, type SessionRow } from './session.repository'
import { TtlMemo } from '../cache/ttl-memo'
import { BatchedReads } from '../cache/batched-reads'
import { atTime, checkAccessToken, randomId, randomToken, sha256, signAccessToken, type SignatureResult } from './token-codec'
import { SignedMemo } from '../cache/signed-memo'

export const ACCESS_TTL_SECONDS = 2 * 3600
export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000
/**
 * The login an access token names is read at most once a second per login: a logout or a revocation
 * here is seen at once, one made by another gateway process within this (the token's signature is
 * checked on its first call here; its expiry on every call).
 */
export const SESSION_READ_TTL_MS = 1000
/** Access tokens whose signature check is kept (about 0.5 KB each): a rush's buyers many times over. */
const CHECKED_TOKENS = 20_000

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  userId: string
  /** seconds until the access token expires */
  expiresIn: number
}

export interface AuthenticatedUser {
  userId: string
  sessionId: string
}

const REVOKED_ERRORS: Record<RevokeReason, 'LOGGED_OUT' | 'OTHER_DEVICE' | 'TOKEN_EXCEPTION' | 'LOGIN_EXPIRED'> = {
  LOGOUT: 'LOGGED_OUT',
  OTHER_DEVICE: 'OTHER_DEVICE',
  REUSED: 'TOKEN_EXCEPTION',
  UNREGISTERED: 'LOGIN_EXPIRED'
}

/**
 * How long the logins asked for are gathered before they are read in one query. A rush's buyers do not
 * arrive in one round of the event loop but over a second or two, a few per round, so gathering by round
 * read them nearly one query each; 3 ms gathers them by the dozen (the rush's figures before and after are in
 * docs/PERFORMANCE.md). A login already kept (a buyer's calls within its second) does not wait.
 */
const SESSION_READ_WINDOW_MS = 3

export class SessionService {
  private readonly repo: SessionRepository
  /** The logins of one moment read in one query (a rush's buyers each bring a login not kept yet). */
  private readonly reads: BatchedReads<SessionRow>
  private readonly recent = new TtlMemo<Awaited<ReturnType<SessionRepository['byId']>>>(SESSION_READ_TTL_MS, 100_000)
  /** Tokens whose signature held, with their claims; the login they name is still read as above. */
  private readonly checked = new SignedMemo<SignatureResult>(CHECKED_TOKENS)

  constructor(
    db: Queryable,
    private readonly secret: () => Promise<string>
  ) {
    this.repo = new SessionRepository(db)
    this.reads = new BatchedReads((ids) => this.repo.byIds(ids), 500, SESSION_READ_WINDOW_MS)
  }

  /** A new login. With singleDevice the user's other logins end ("logged in on another device"). */
  async start(userId: string, merchantId: string, now: Date, singleDevice: boolean): Promise<IssuedTokens> {
    const sessionId = randomId('ses_')
    const refreshToken = randomToken()
    await this.repo.insert({
      id: sessionId,
      userId,
      refreshHash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
      now
    })
    if (singleDevice) await this.revoked(this.repo.revokeAllOf(userId, 'OTHER_DEVICE', now, sessionId))
    return this.tokens(userId, merchantId, sessionId, refreshToken, now)
  }

  async authenticate(accessToken: string, merchantId: string, now: Date): Promise<AuthenticatedUser> {
    const secret = await this.secret()
    const checked = this.checked.get(
      secret,
      accessToken,
      () => checkAccessToken(accessToken, secret),
      (c) => c.ok
    )
    const result = atTime(checked, now.getTime())
    if (!result.ok) throw new AppError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'TOKEN_EXCEPTION')
    if (result.claims.mid !== merchantId) throw new AppError('TOKEN_EXCEPTION')
    const sid = result.claims.sid
    const session = await this.recent.get(sid, () => this.reads.get(sid))
    if (!session || session.user_id !== result.claims.sub) throw new AppError('TOKEN_EXCEPTION')
    if (session.revoked_reason) throw new AppError(REVOKED_ERRORS[session.revoked_reason])
    return { userId: session.user_id, sessionId: session.id }
  }

  async refresh(refreshToken: string, merchantId: string, now: Date): Promise<IssuedTokens> {
    const hash = sha256(refreshToken)
    const session = await this.repo.byRefreshHash(hash)
    if (!session) {
      // A refresh token that was rotated away, one or many rotations ago, is being replayed: someone
      // else holds the chain, so the whole login ends (its refresh token and its access tokens).
      const reused = await this.repo.byRotatedHash(hash)
      if (reused) await this.revoked(this.repo.revoke(reused.id, 'REUSED', now))
      throw new AppError('LOGIN_EXPIRED')
    }
    if (session.merchant_id !== merchantId) throw new AppError('TOKEN_EXCEPTION')
    if (session.revoked_reason) throw new AppError(REVOKED_ERRORS[session.revoked_reason])
    if (new Date(session.expires_at).getTime() <= now.getTime()) throw new AppError('LOGIN_EXPIRED')
    const next = randomToken()
    // Lost a race with a refresh of the same token: refused, but not a replay (it was current when sent).
    if (!(await this.repo.rotate(session.id, hash, sha256(next), new Date(now.getTime() + REFRESH_TTL_MS), now)))
      throw new AppError('LOGIN_EXPIRED')
    return this.tokens(session.user_id, session.merchant_id, session.id, next, now)
  }

  async logout(sessionId: string, now: Date): Promise<void> {
    await this.revoked(this.repo.revoke(sessionId, 'LOGOUT', now))
  }

  async endAll(userId: string, reason: RevokeReason, now: Date, exceptSessionId?: string): Promise<void> {
    await this.revoked(this.repo.revokeAllOf(userId, reason, now, exceptSessionId))
  }

  /** Logins ended: no kept read may still let one of them in (all are forgotten: revocations are rare). */
  private async revoked(write: Promise<unknown>): Promise<void> {
    try {
      await write
    } finally {
      this.recent.forget()
    }
  }

  private async tokens(userId: string, merchantId: string, sessionId: string, refreshToken: string, now: Date): Promise<IssuedTokens> {
    const exp = Math.floor(now.getTime() / 1000) + ACCESS_TTL_SECONDS
    const accessToken = signAccessToken({ sub: userId, sid: sessionId, mid: merchantId, exp }, await this.secret())
    return { accessToken, refreshToken, userId, expiresIn: ACCESS_TTL_SECONDS }
  }
}
