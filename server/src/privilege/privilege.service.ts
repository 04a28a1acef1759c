/**
 * Privilege purchase codes: a buyer's code checked into a short-lived privilege token, the
 * privilege-purchase variants of the session data, and the grant an order is priced under.
 *
 * The token is a jose JWT (HS256) signed with a secret of its own from the secret store (the same
 * handling as the other token secrets: made once per database, shared by every gateway process). It is
 * bound to the buyer (sub), the merchant, the privilege and the code, and lives PRIVILEGE_TOKEN_TTL_MS:
 * one booking flow. Every use reads the code again, so a batch voided meanwhile stops its tokens too.
 */
import { createHash } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { normalizeInvitationCode } from '../../../types/rules/invitation-code'
import {
  PRIVILEGE_CHECK_WINDOW_SECONDS,
  PRIVILEGE_CHECKS_PER_WINDOW,
  PRIVILEGE_TOKEN_TTL_MS,
  privilegeWindowOpen,
  type PrivilegeRule
} from '../../../types/rules/privilege-rules'
import type { PrivilegeCheckReply } from '../../../types/api/privilege'
import { PrivilegeRepository, type PrivilegeRow } from './privilege.repository'

/** What a valid token grants, read fresh: the privilege's rule and the code's uses left. */
export interface PrivilegeGrant {
  privilegeId: string
  code: string
  showId: string
  usesLeft: number
  rule: PrivilegeRule
}

const ISSUER = 'stagedoor-privilege'

export function ruleOf(p: PrivilegeRow, tiers: Array<{ tier_id: string; price_fen: number | null }>): PrivilegeRule {
  return {
    startsAt: p.starts_at.getTime(),
    endsAt: p.ends_at.getTime(),
    usesPerCode: p.uses_per_code,
    tiers: tiers.map((t) => ({ tierId: t.tier_id, priceFen: t.price_fen }))
  }
}

export class PrivilegeService {
  private readonly repo: PrivilegeRepository

  constructor(
    db: Db,
    private readonly secret: () => Promise<string>
  ) {
    this.repo = new PrivilegeRepository(db)
  }

  /**
   * The code check: counted per buyer before the code is looked at (a fixed window, as bind proofs are), so a
   * script cannot walk codes; a right code starts the count over. Unknown codes, other merchants' codes and a
   * code of another privilege than the link named get one answer.
   */
  async check(merchantId: string, userId: string, typed: string, privilegeId: string | undefined, now: Date): Promise<PrivilegeCheckReply> {
    const subject = createHash('sha256').update(`${merchantId}|${userId}`).digest('base64url')
    if (!(await this.repo.takeCheckAttempt(subject, PRIVILEGE_CHECKS_PER_WINDOW, PRIVILEGE_CHECK_WINDOW_SECONDS, now))) {
      throw new AppError('PRIVILEGE_CHECKS_LIMITED', { minutes: PRIVILEGE_CHECK_WINDOW_SECONDS / 60 })
    }
    const code = normalizeInvitationCode(typed)
    const facts = code ? await this.repo.codeFacts(code) : undefined
    if (!code || !facts || facts.merchant_id !== merchantId || (privilegeId && facts.privilege_id !== privilegeId))
      throw new AppError('PRIVILEGE_CODE_INVALID')
    await this.repo.clearCheckAttempts(subject)
    if (facts.voided_at) throw new AppError('PRIVILEGE_CODE_VOIDED')
    const p = await this.repo.byId(facts.privilege_id)
    if (!p) throw new AppError('PRIVILEGE_CODE_INVALID')
    if (!privilegeWindowOpen({ startsAt: p.starts_at.getTime(), endsAt: p.ends_at.getTime() }, now.getTime()))
      throw new AppError('PRIVILEGE_NOT_OPEN')
    if (facts.uses_left <= 0) throw new AppError('PRIVILEGE_CODE_USED_UP')
    // Never past the window's end: a token outliving the privilege would only be refused later.
    const exp = Math.min(now.getTime() + PRIVILEGE_TOKEN_TTL_MS, p.ends_at.getTime())
    const token = await new SignJWT({ mer: merchantId, pid: p.id, code })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(exp / 1000))
      .sign(await this.key())
    return {
      privilegeToken: token,
      privilegeId: p.id,
      showId: p.show_id,
      expireTime: exp,
      usesLeft: facts.uses_left,
      privilegeName: p.name
    }
  }

  /**
   * The grant of a privilege-token header for this buyer and merchant, or PRIVILEGE_TOKEN_INVALID: a
   * forged, expired or someone else's token, a voided batch, a used-up code, a closed window. Undefined
   * when no header was sent (the call is then an ordinary one).
   */
  async grant(token: string | undefined, merchantId: string, userId: string, now: Date): Promise<PrivilegeGrant | undefined> {
    if (token === undefined || token === '') return undefined
    let claims: { sub?: string; mer?: unknown; pid?: unknown; code?: unknown }
    try {
      ;({ payload: claims } = await jwtVerify(token, await this.key(), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now }))
    } catch {
      throw new AppError('PRIVILEGE_TOKEN_INVALID')
    }
    if (claims.sub !== userId || claims.mer !== merchantId || typeof claims.pid !== 'string' || typeof claims.code !== 'string')
      throw new AppError('PRIVILEGE_TOKEN_INVALID')
    const facts = await this.repo.codeFacts(claims.code)
    const p = await this.repo.byId(claims.pid)
    if (!facts || !p || facts.privilege_id !== p.id || facts.voided_at) throw new AppError('PRIVILEGE_TOKEN_INVALID')
    const rule = ruleOf(p, await this.repo.tiers(p.id))
    if (!privilegeWindowOpen(rule, now.getTime())) throw new AppError('PRIVILEGE_NOT_OPEN')
    return { privilegeId: p.id, code: facts.code, showId: p.show_id, usesLeft: facts.uses_left, rule }
  }

  /** For the order path: whether a privilege opens one of these tiers now (a clearer refusal than "not on sale"). */
  opensAny(tierIds: string[], now: Date): Promise<boolean> {
    return this.repo.opensAny(tierIds, now)
  }

  private async key(): Promise<Uint8Array> {
    return new TextEncoder().encode(await this.secret())
  }
}
