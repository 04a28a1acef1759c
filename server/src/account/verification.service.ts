/**
 * Image captchas and one-time codes by SMS or mail (product.md section 5; section 9: 6 digits, resend
 * after 60 s). A code expires after 5 minutes and dies after 5 wrong guesses; a recipient gets at most 10
 * codes a day and an address at most 30 an hour. Codes are stored hashed and never logged.
 */
import { randomInt } from 'node:crypto'
import { AppError } from '../http/app-error'
import { VERIFY_CODE_LENGTH, VERIFY_CODE_RESEND_SECONDS } from '../../../types/rules/account-rules'
import { captchaAnswer, captchaSvg } from './captcha-image'
import type { MessageSender } from './outbox'
import { keyedHash, randomId } from './token-codec'
import { VerificationRepository, type CodeKey } from './verification.repository'
import type { Queryable } from '../db/db'

export const CODE_TTL_MS = 5 * 60 * 1000
export const CAPTCHA_TTL_MS = 5 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5
export const CODES_PER_RECIPIENT_PER_DAY = 10
export const CODES_PER_IP_PER_HOUR = 30

export type CodePurpose = 'LOGIN' | 'ACTIVATE_EMAIL' | 'RESET_PASSWORD' | 'BIND' | 'PAY'

export interface SendCodeInput extends Omit<CodeKey, 'purpose'> {
  purpose: CodePurpose
  ip: string
  /** The text around the code, in the buyer's language. */
  compose(code: string): { subject?: string; body: string }
}

export class VerificationService {
  private readonly repo: VerificationRepository

  constructor(
    db: Queryable,
    private readonly sender: MessageSender,
    private readonly secret: () => Promise<string>
  ) {
    this.repo = new VerificationRepository(db)
  }

  async newCaptcha(now: Date): Promise<{ captchaId: string; image: string }> {
    const answer = captchaAnswer()
    const captchaId = randomId('cap_')
    await this.repo.insertCaptcha(captchaId, keyedHash(answer, await this.secret()), new Date(now.getTime() + CAPTCHA_TTL_MS))
    return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}` }
  }

  async checkCaptcha(captchaId: string, answer: string, now: Date): Promise<void> {
    const ok = await this.repo.spendCaptcha(captchaId, keyedHash(answer.trim().toUpperCase(), await this.secret()), now)
    if (!ok) throw new AppError('CAPTCHA_WRONG')
  }

  async sendCode(input: SendCodeInput, now: Date): Promise<{ resendAfterSeconds: number }> {
    const key: CodeKey = { merchantId: input.merchantId, channel: input.channel, recipient: input.recipient, purpose: input.purpose }
    const last = await this.repo.latestCode(key)
    if (last) {
      const wait = Math.ceil((last.created_at.getTime() + VERIFY_CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000)
      if (wait > 0) throw new AppError('CODE_TOO_SOON', { seconds: wait })
    }
    if ((await this.repo.countSentSince(key, new Date(now.getTime() - 24 * 3600 * 1000))) >= CODES_PER_RECIPIENT_PER_DAY) throw new AppError('CODE_DAILY_LIMIT')
    if ((await this.repo.countFromIpSince(input.ip, new Date(now.getTime() - 3600 * 1000))) >= CODES_PER_IP_PER_HOUR) throw new AppError('TOO_FREQUENT')
    const code = String(randomInt(10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0')
    await this.repo.insertCode({
      ...key,
      id: randomId('vc_'),
      codeHash: keyedHash(`${input.recipient}:${code}`, await this.secret()),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS)
    })
    await this.sender.send({ channel: input.channel, recipient: input.recipient, ...input.compose(code) })
    return { resendAfterSeconds: VERIFY_CODE_RESEND_SECONDS }
  }

  /** Whether the latest code for the recipient and purpose can still be used. */
  async liveCode(key: CodeKey & { purpose: CodePurpose }, now: Date): Promise<boolean> {
    const last = await this.repo.latestCode(key)
    return !!last && !last.used_at && last.expires_at.getTime() > now.getTime() && last.attempts < CODE_MAX_ATTEMPTS
  }

  /** Accepts the latest code for the recipient and purpose once; wrong guesses count against it. */
  async consumeCode(key: CodeKey & { purpose: CodePurpose }, code: string, now: Date): Promise<void> {
    const last = await this.repo.latestCode(key)
    if (!last || last.used_at || last.expires_at.getTime() <= now.getTime() || last.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('CODE_EXPIRED')
    if (last.code_hash !== keyedHash(`${key.recipient}:${code}`, await this.secret())) {
      const attempts = await this.repo.addAttempt(last.id)
      throw new AppError(attempts >= CODE_MAX_ATTEMPTS ? 'CODE_EXPIRED' : 'CODE_WRONG')
    }
    if (!(await this.repo.useCode(last.id, now))) throw new AppError('CODE_EXPIRED')
  }
}
