/**
 * The applicant's side of work permits (types/api/work-permit.ts WORK_PERMIT_PATHS): the separate login
 * (phone + SMS code through the buyers' code machinery, under its own code purpose, so a buyer's login code
 * never opens it), the shows taking applications, applying with ID and photo, the applicant's records
 * and withdrawing one still waiting.
 */
import type { Db } from '../db/db'
import { AppError, type ErrorCode } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { CallContext } from '../http/call-context'
import { isValidPhone, isValidVerifyCode, normalizeCountryCode } from '../../../types/rules/account-rules'
import { workPermitProblem, type WorkPermitProblem } from '../../../types/rules/work-permit'
import type { WorkPermitApplyBody, WorkPermitLogin, WorkPermitShow, WorkPermitView } from '../../../types/api/work-permit'
import type { BoundPurpose, VerificationService } from '../account/verification.service'
import { codeMessage } from '../account/account-texts'
import { randomId } from '../account/token-codec'
import { WORK_PERMIT_TOKEN_TTL_SECONDS, type WorkPermitApplicant, type WorkPermitTokens } from './work-permit-token'
import { workPermitCode } from './work-permit-code'
import { WorkPermitRepository, type WorkPermitRow } from './work-permit.repository'
import { presentPermit, presentPermitShow } from './work-permit.presenter'

/** Codes for this login are their own: spending one never logs a buyer in, nor the other way round. */
const LOGIN_PURPOSE: BoundPurpose = 'LOGIN:work-permit'

const PROBLEM_ERRORS: Record<WorkPermitProblem, ErrorCode> = {
  NAME: 'WORK_PERMIT_NAME',
  ID_NUMBER: 'WORK_PERMIT_ID_NUMBER',
  PHONE: 'WORK_PERMIT_PHONE',
  COMPANY: 'WORK_PERMIT_COMPANY',
  ROLE: 'WORK_PERMIT_ROLE',
  PHOTO: 'WORK_PERMIT_PHOTO'
}

export class WorkPermitService {
  private readonly repo: WorkPermitRepository

  constructor(
    db: Db,
    private readonly verification: VerificationService,
    private readonly tokens: WorkPermitTokens,
    private readonly codeSecret: () => Promise<string>,
    /** Whether a photo URL is one of this applicant's own uploads. */
    private readonly isOwnPhoto: (url: string, applicantId: string) => boolean
  ) {
    this.repo = new WorkPermitRepository(db)
  }

  async sendCode(input: { cellphone: string; countryCode: string; captchaId: string; captchaCode: string }, ctx: CallContext) {
    const countryCode = phoneArea(input.countryCode, input.cellphone)
    await this.verification.checkCaptcha(input.captchaId, input.captchaCode, ctx.now, ['LOGIN', 'WORK_PERMIT'])
    return this.verification.sendCode(
      {
        merchantId: ctx.merchantId,
        channel: 'SMS',
        recipient: `+${countryCode} ${input.cellphone}`,
        purpose: LOGIN_PURPOSE,
        ip: ctx.ip,
        compose: (code) => codeMessage(ctx.locale, ctx.shop.shopName, 'LOGIN', code)
      },
      ctx.now
    )
  }

  async login(input: { cellphone: string; countryCode: string; verifyCode: string }, ctx: CallContext): Promise<WorkPermitLogin> {
    const countryCode = phoneArea(input.countryCode, input.cellphone)
    if (!isValidVerifyCode(input.verifyCode)) throw new AppError('CODE_WRONG')
    await this.verification.consumeCode(
      { merchantId: ctx.merchantId, channel: 'SMS', recipient: `+${countryCode} ${input.cellphone}`, purpose: LOGIN_PURPOSE },
      input.verifyCode,
      ctx.now
    )
    const applicantId = await this.repo.applicant(randomId('wpa_'), ctx.merchantId, countryCode, input.cellphone, ctx.now)
    const token = await this.tokens.sign({ applicantId, merchantId: ctx.merchantId }, ctx.now)
    return { token, expiresIn: WORK_PERMIT_TOKEN_TTL_SECONDS, applicantId }
  }

  async shows(merchantId: string, locale: Locale, now: Date): Promise<WorkPermitShow[]> {
    return (await this.repo.openShows(merchantId, now)).map((row) => presentPermitShow(row, locale))
  }

  async apply(who: WorkPermitApplicant, input: WorkPermitApplyBody, locale: Locale, now: Date): Promise<WorkPermitView> {
    const countryCode = normalizeCountryCode(input.countryCode || '86')
    const problem = workPermitProblem({ ...input, countryCode })
    if (problem) throw new AppError(PROBLEM_ERRORS[problem])
    if (!this.isOwnPhoto(input.photoUrl.trim(), who.applicantId)) throw new AppError('WORK_PERMIT_PHOTO')
    if (!(await this.repo.openShow(who.merchantId, input.showId, now))) throw new AppError('WORK_PERMIT_SHOW_CLOSED')
    const id = randomId('wp_')
    const inserted = await this.repo.insert(
      {
        id,
        merchantId: who.merchantId,
        applicantId: who.applicantId,
        showId: input.showId,
        name: input.name.trim(),
        idType: input.idType,
        idNumber: input.idNumber.trim().toUpperCase(),
        countryCode,
        cellphone: input.cellphone.trim(),
        company: input.company.trim(),
        role: input.role,
        photoUrl: input.photoUrl.trim()
      },
      now
    )
    if (!inserted) throw new AppError('WORK_PERMIT_DUPLICATE')
    return this.detail(who, id, locale)
  }

  async records(who: WorkPermitApplicant, locale: Locale): Promise<WorkPermitView[]> {
    const rows = await this.repo.ofApplicant(who.merchantId, who.applicantId)
    return Promise.all(rows.map((row) => this.present(row, locale)))
  }

  async detail(who: WorkPermitApplicant, permitId: string, locale: Locale): Promise<WorkPermitView> {
    return this.present(await this.own(who, permitId), locale)
  }

  async withdraw(who: WorkPermitApplicant, permitId: string, locale: Locale, now: Date): Promise<WorkPermitView> {
    await this.own(who, permitId)
    if (!(await this.repo.withdraw(who.merchantId, who.applicantId, permitId, now))) throw new AppError('WORK_PERMIT_DECIDED')
    return this.detail(who, permitId, locale)
  }

  /** Another applicant's permit reads as not found, like one that does not exist. */
  private async own(who: WorkPermitApplicant, permitId: string): Promise<WorkPermitRow> {
    const row = await this.repo.byId(who.merchantId, permitId)
    if (!row || row.applicant_id !== who.applicantId) throw new AppError('WORK_PERMIT_NOT_FOUND')
    return row
  }

  private async present(row: WorkPermitRow, locale: Locale): Promise<WorkPermitView> {
    return presentPermit(row, locale, row.state === 'APPROVED' ? workPermitCode.make(row.id, await this.codeSecret()) : null)
  }
}

function phoneArea(countryCodeInput: string, cellphone: string): string {
  const countryCode = normalizeCountryCode(countryCodeInput || '86')
  if (!isValidPhone(cellphone, countryCode)) throw new AppError('PHONE_INVALID')
  return countryCode
}
