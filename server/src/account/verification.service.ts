/**
 * Image captchas and one-time codes by SMS or mail (product.md section 5; section 9: 6 digits, resend
 * after 60 s). A code expires after 5 minutes and dies after 5 wrong guesses; a recipient gets at most 10
 * codes a day and an address at most 30 an hour. Codes are stored hashed and never logged.
 * Both limits hold under concurrency: a guess is counted before it is compared (at most 5 are ever
 * evaluated per code), and sending is serialised per recipient and per address.
 */
import { randomInt } from 'node:crypto'
import { AppError } from '../http/app-error'
import { VERIFY_CODE_LENGTH, VERIFY_CODE_RESEND_SECONDS } from '../../../types/rules/account-rules'
import { captchaAnswer, captchaSvg } from './captcha-image'
import type { MessageSender } from './outbox'
import { keyedHash, randomId, randomToken, sha256 } from './token-codec'
import type { CaptchaScope } from '../../../types/api/user-calls'
import { VerificationRepository, type CodeKey } from './verification.repository'
import type { Db, Queryable } from '../db/db'

export const CODE_TTL_MS = 5 * 60 * 1000
export const CAPTCHA_TTL_MS = 5 * 60 * 1000
/** A captcha token (check captcha) is good for 5 minutes, for one code. */
export const CAPTCHA_TOKEN_TTL_MS = 5 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5
export const CODES_PER_RECIPIENT_PER_DAY = 10
export const CODES_PER_IP_PER_HOUR = 30

export type CodePurpose = 'LOGIN' | 'ACTIVATE_EMAIL' | 'RESET_PASSWORD' | 'BIND' | 'PAY'

/** A purpose bound to what the code was made for, e.g. `PAY:<transactionId>`: it is spent on that only. */
export type BoundPurpose = `${CodePurpose}:${string}`

export interface SendCodeInput extends Omit<CodeKey, 'purpose'> {
  purpose: CodePurpose | BoundPurpose
  ip: string
  /** The text around the code, in the buyer's language. */
  compose(code: string): { subject?: string; body: string }
  /**
   * Writes that belong with the code (a new account waiting for it), run in the same transaction: a
   * refusal by the send limits rolls them back, so a refused request writes nothing.
   */
  writeWith?(tx: Queryable): Promise<void>
}

/** Captcha answers kept in memory outside production only, for GET /dev/captcha/{captchaId}. */
class DevCaptchaAnswers {
  private readonly answers = new Map<string, { answer: string; expiresAt: number }>()

  remember(captchaId: string, answer: string, expiresAt: Date): void {
    const now = Date.now()
    for (const [id, entry] of this.answers) if (entry.expiresAt < now) this.answers.delete(id)
    this.answers.set(captchaId, { answer, expiresAt: Math.max(expiresAt.getTime(), now + CAPTCHA_TTL_MS) })
  }

  answer(captchaId: string): string | undefined {
    return this.answers.get(captchaId)?.answer
  }
}

export class VerificationService {
  private readonly repo: VerificationRepository
  /** Absent in production: there a plain answer is never kept anywhere. */
  private readonly devAnswers?: DevCaptchaAnswers

  private readonly log: (message: string, detail: object) => void

  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
    private readonly secret: () => Promise<string>,
    options: { production: boolean; log?: (message: string, detail: object) => void }
  ) {
    this.repo = new VerificationRepository(db)
    this.log = options.log ?? (() => undefined)
    if (!options.production) this.devAnswers = new DevCaptchaAnswers()
  }

  /** A new image captcha, recorded with the scope it is shown for (GET captcha: LOGIN; POST captcha/record: any). */
  async newCaptcha(now: Date, scope: CaptchaScope = 'LOGIN'): Promise<{ captchaId: string; image: string; expiresAt: Date }> {
    const answer = captchaAnswer()
    const captchaId = randomId('cap_')
    const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS)
    await this.repo.insertCaptcha(captchaId, keyedHash(answer, await this.secret()), expiresAt, scope)
    this.devAnswers?.remember(captchaId, answer, expiresAt)
    return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`, expiresAt }
  }

  /**
   * check captcha: the answer on its own, one try per image (the image is spent whatever the answer). Right:
   * a random token, stored hashed with the merchant and scope, good for one code send within 5 minutes.
   */
  async captchaToken(
    input: { captchaId: string; captchaCode: string; scope: CaptchaScope; merchantId: string },
    now: Date
  ): Promise<{ captchaToken: string; expiresAt: Date }> {
    await this.checkCaptcha(input.captchaId, input.captchaCode, now, [input.scope])
    const captchaToken = randomToken()
    const expiresAt = new Date(now.getTime() + CAPTCHA_TOKEN_TTL_MS)
    await this.repo.insertCaptchaToken({ tokenHash: sha256(captchaToken), merchantId: input.merchantId, scope: input.scope, expiresAt })
    return { captchaToken, expiresAt }
  }

  /** Spends a captcha token in the caller's transaction (a refused send rolls it back, the token stays good). */
  async spendCaptchaToken(tx: Queryable, token: string, merchantId: string, scope: CaptchaScope, now: Date): Promise<void> {
    if (!(await new VerificationRepository(tx).useCaptchaToken(sha256(token), merchantId, scope, now)))
      throw new AppError('CAPTCHA_TOKEN_INVALID')
  }

  /** Outside production only (tests and browser journeys play the human): the answer of a recent captcha. */
  devCaptchaAnswer(captchaId: string): string | undefined {
    return this.devAnswers?.answer(captchaId)
  }

  /**
   * One guess at the image, spent whatever the answer. Its scope must be one given: the image GET captcha
   * shows is a LOGIN one, which every older form (binding a phone, a work permit) still sends.
   */
  async checkCaptcha(captchaId: string, answer: string, now: Date, scopes: readonly CaptchaScope[] = ['LOGIN']): Promise<void> {
    const ok = await this.repo.spendCaptcha(captchaId, keyedHash(answer.trim().toUpperCase(), await this.secret()), now, scopes)
    if (!ok) throw new AppError('CAPTCHA_WRONG')
  }

  async sendCode(input: SendCodeInput, now: Date): Promise<{ resendAfterSeconds: number }> {
    const key: CodeKey = { merchantId: input.merchantId, channel: input.channel, recipient: input.recipient, purpose: input.purpose }
    const code = String(randomInt(10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0')
    const codeHash = keyedHash(`${input.recipient}:${code}`, await this.secret())
    const codeId = randomId('vc_')
    // Check and store as one step per recipient and per address: concurrent sends queue on the locks,
    // so the 60 s, daily and hourly limits see every code stored before them.
    await this.db.transaction(async (tx) => {
      const repo = new VerificationRepository(tx)
      await repo.lockSenders(key, input.ip)
      await input.writeWith?.(tx)
      const last = await repo.latestCode(key)
      if (last && !last.undelivered) {
        const wait = Math.ceil((last.created_at.getTime() + VERIFY_CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000)
        if (wait > 0) throw new AppError('CODE_TOO_SOON', { seconds: wait })
      }
      if ((await repo.countSentSince(key, new Date(now.getTime() - 24 * 3600 * 1000))) >= CODES_PER_RECIPIENT_PER_DAY)
        throw new AppError('CODE_DAILY_LIMIT')
      if ((await repo.countFromIpSince(input.ip, new Date(now.getTime() - 3600 * 1000))) >= CODES_PER_IP_PER_HOUR)
        throw new AppError('TOO_FREQUENT')
      await repo.insertCode({
        ...key,
        id: codeId,
        codeHash,
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS)
      })
    })
    // After the commit: the message goes out only for a code that is stored. The mail server down must
    // not strand the buyer: what was written stays (a new account, the code in the outbox), the code
    // stops holding back the next send, and the buyer is told to ask again.
    try {
      await this.sender.send({ channel: input.channel, recipient: input.recipient, ...input.compose(code) })
    } catch (error) {
      this.log('code not sent: the buyer is told to try again', { channel: input.channel, error: (error as Error).message })
      await this.repo.markUndelivered(codeId)
      throw new AppError('CODE_NOT_SENT')
    }
    return { resendAfterSeconds: VERIFY_CODE_RESEND_SECONDS }
  }

  /** Whether the latest code for the recipient and purpose can still be used. */
  async liveCode(key: CodeKey & { purpose: CodePurpose | BoundPurpose }, now: Date): Promise<boolean> {
    const last = await this.repo.latestCode(key)
    return !!last && !last.used_at && last.expires_at.getTime() > now.getTime() && last.attempts < CODE_MAX_ATTEMPTS
  }

  /**
   * Accepts the latest code for the recipient and purpose once. Each guess first takes one of the code's
   * five attempts (atomically, see takeGuess) and only then is compared, so concurrent guesses cannot
   * go past the limit; the fifth wrong guess kills the code.
   */
  async consumeCode(key: CodeKey & { purpose: CodePurpose | BoundPurpose }, code: string, now: Date): Promise<void> {
    const guess = await this.repo.takeGuess(key, CODE_MAX_ATTEMPTS, now)
    if (!guess) throw new AppError('CODE_EXPIRED')
    if (guess.code_hash !== keyedHash(`${key.recipient}:${code}`, await this.secret())) {
      throw new AppError(guess.attempts >= CODE_MAX_ATTEMPTS ? 'CODE_EXPIRED' : 'CODE_WRONG')
    }
    if (!(await this.repo.useCode(guess.id, now))) throw new AppError('CODE_EXPIRED')
  }
}
