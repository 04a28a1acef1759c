/**
 * DOOOLY's verification-code payment (calls-errors-limits.md section 4 step 5 and section 7: make the
 * code, query it, pay with it). The 6-digit code goes by SMS to the buyer's own phone through the same
 * outbox, resend limit, expiry and wrong-attempt limit as login codes; a right code pays the order at
 * once through the same settlement as every provider's callback, so tickets are issued exactly once.
 * A code is bound to the transaction it was made for (its purpose is `PAY:<transactionId>`), so a code
 * made for one order cannot pay another.
 */
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { UserRepository } from '../account/user.repository'
import { codeMessage } from '../account/account-texts'
import type { BoundPurpose, VerificationService } from '../account/verification.service'
import type { PaymentService, SettleOutcome } from './payment.service'
import { checkReturnUrl } from './return-path'

export interface DooolyContext {
  userId: string
  merchantId: string
  shopName: string
  locale: Locale
  ip: string
  now: Date
}

export class DooolyPayService {
  constructor(
    private readonly users: UserRepository,
    private readonly payments: PaymentService,
    private readonly verification: VerificationService,
    private readonly product = 'DOOOLY'
  ) {}

  async sendCode(transactionIds: string[], ctx: DooolyContext): Promise<{ resendAfterSeconds: number }> {
    await this.payments.payableOrder(transactionIds, ctx.userId, ctx.now)
    const recipient = await this.phoneOf(ctx.userId)
    return this.verification.sendCode(
      {
        merchantId: ctx.merchantId,
        channel: 'SMS',
        recipient,
        purpose: purposeOf(transactionIds),
        ip: ctx.ip,
        compose: (code) => codeMessage(ctx.locale, ctx.shopName, 'PAY', code)
      },
      ctx.now
    )
  }

  /** success: a code has been sent and can still be used. */
  async query(transactionIds: string[], ctx: DooolyContext): Promise<{ success: boolean }> {
    await this.payments.payableOrder(transactionIds, ctx.userId, ctx.now)
    return {
      success: await this.verification.liveCode(
        { merchantId: ctx.merchantId, channel: 'SMS', recipient: await this.phoneOf(ctx.userId), purpose: purposeOf(transactionIds) },
        ctx.now
      )
    }
  }

  async pay(
    transactionIds: string[],
    code: string,
    returnUrl: string | undefined,
    ctx: DooolyContext
  ): Promise<{ paymentProduct: string; paymentInfoMap: { success: boolean; info: string } }> {
    await this.payments.provider(this.product)
    checkReturnUrl(returnUrl)
    const order = await this.payments.payableOrder(transactionIds, ctx.userId, ctx.now)
    await this.verification.consumeCode(
      { merchantId: ctx.merchantId, channel: 'SMS', recipient: await this.phoneOf(ctx.userId), purpose: purposeOf(transactionIds) },
      code,
      ctx.now
    )
    const paymentId = await this.payments.newPayment(order, this.product, returnUrl, ctx.now)
    const outcome: SettleOutcome = await this.payments.confirm(
      this.product,
      { paymentId, providerTxn: randomId('dly_'), amountFen: order.total_fen, status: 'SUCCEEDED' },
      ctx.now
    )
    // The order closed between the check and the charge: the money is kept for refund, and the buyer told.
    if (outcome !== 'PAID') throw new AppError('PAYMENT_NOT_ALLOWED')
    return { paymentProduct: this.product, paymentInfoMap: { success: true, info: order.id } }
  }

  private async phoneOf(userId: string): Promise<string> {
    const user = await this.users.byId(userId)
    if (!user?.cellphone) throw new AppError('PAYMENT_PRODUCT_UNKNOWN')
    return `+${user.country_code ?? '86'} ${user.cellphone}`
  }
}

/** The code's purpose names the transaction it pays (payableOrder has checked there is exactly one). */
function purposeOf(transactionIds: string[]): BoundPurpose {
  return `PAY:${transactionIds[0]}`
}
