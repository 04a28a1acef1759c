/**
 * The two proofs order creation asks for (calls-errors-limits.md section 5, "Other headers"): a risk
 * token, handed to one buyer for one show by check_right and kept by the app for the session, and a
 * passId, handed out with the public show data, showing the order comes from someone who opened the show
 * recently rather than a script calling create_order cold. Both are HMAC-signed with an expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { SignedMemo } from '../cache/signed-memo'

export const RISK_TOKEN_TTL_MS = 30 * 60 * 1000
export const PASS_ID_TTL_MS = 2 * 60 * 60 * 1000

/** Proofs found to hold, kept: a rush's buyers' risk tokens and the passIds they carry, many times over. */
const HELD_PROOFS = 20_000

export class RiskTokens {
  private readonly held = new SignedMemo<boolean>(HELD_PROOFS)

  constructor(private readonly secret: () => Promise<string>) {}

  async riskToken(userId: string, showId: string, nowMs: number): Promise<string> {
    const exp = nowMs + RISK_TOKEN_TTL_MS
    return `${exp.toString(36)}.${await this.sign(`risk|${userId}|${showId}|${exp}`)}`
  }

  async riskTokenHolds(token: string | undefined, userId: string, showId: string, nowMs: number): Promise<boolean> {
    return this.holds(token, nowMs, (exp) => `risk|${userId}|${showId}|${exp}`)
  }

  async passId(merchantId: string, nowMs: number): Promise<string> {
    const exp = nowMs + PASS_ID_TTL_MS
    return `${exp.toString(36)}.${await this.sign(`pass|${merchantId}|${exp}`)}`
  }

  async passIdHolds(token: string | undefined, merchantId: string, nowMs: number): Promise<boolean> {
    return this.holds(token, nowMs, (exp) => `pass|${merchantId}|${exp}`)
  }

  private async holds(token: string | undefined, nowMs: number, subject: (exp: number) => string): Promise<boolean> {
    const m = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token ?? '')
    if (!m) return false
    const exp = parseInt(m[1], 36)
    if (!(exp > nowMs)) return false
    const secret = await this.secret()
    const text = subject(exp)
    // Only proofs that held are kept, so made-up ones cannot push the buyers' out.
    return this.held.get(
      secret,
      `${text}\n${m[2]}`,
      () => signedBy(secret, text, m[2]),
      (held) => held
    )
  }

  private async sign(text: string): Promise<string> {
    return hmac(await this.secret(), text)
  }
}

function signedBy(secret: string, text: string, signature: string): boolean {
  const want = Buffer.from(hmac(secret, text))
  const got = Buffer.from(signature)
  return want.length === got.length && timingSafeEqual(want, got)
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url')
}
