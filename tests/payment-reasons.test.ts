/**
 * The reasons the gateway writes on a payment's event read back as their code and values
 * (types/rules/payment-reasons.ts), so the console can say each one in its language (issue "Polish" item 2:
 * "Console orders speak the database").
 */
import { paymentReason, readPaymentReason, type LateSubject } from '../types/rules/payment-reasons'

describe('payment reasons: written by the gateway, read back by the console', () => {
  it.each([
    [paymentReason.untrusted(), 'untrusted', {}],
    [paymentReason.unknownPayment(), 'unknownPayment', {}],
    [paymentReason.otherProvider('ALIPAY_WAP'), 'otherProvider', { product: 'ALIPAY_WAP' }],
    [paymentReason.otherMerchant('acme'), 'otherMerchant', { merchantId: 'acme' }],
    [paymentReason.transactionUsed('pay_1'), 'transactionUsed', { paymentId: 'pay_1' }],
    [paymentReason.repeat('SUCCEEDED'), 'repeat', { state: 'SUCCEEDED' }],
    [paymentReason.paidAfterCancel(), 'paidAfterCancel', {}],
    [paymentReason.secondCharge('REFUNDED'), 'secondCharge', { state: 'REFUNDED' }],
    [paymentReason.amountDiffers(6001, 6000), 'amountDiffers', { paidFen: 6001, dueFen: 6000 }],
    [paymentReason.orderNotUnpaid(), 'orderNotUnpaid', {}],
    [paymentReason.packageNotUnpaid(), 'packageNotUnpaid', {}]
  ])('%s', (text, code, values) => {
    expect(readPaymentReason(text)).toEqual({ code, values })
  })

  it.each(['MEMBER', 'PARKING', 'CARD', 'REBOOK', 'RESERVATION', 'GOODS'] as LateSubject[])(
    'a late %s payment, with and without more said',
    (subject) => {
      expect(readPaymentReason(paymentReason.lateQueuedBack(subject))?.code).toBe(`late${subject}`)
      expect(readPaymentReason(paymentReason.lateQueuedBack(subject, 'the plan was withdrawn'))?.code).toBe(`late${subject}`)
      expect(readPaymentReason(paymentReason.late(subject))?.code).toBe(`late${subject}`)
    }
  )

  it("a provider's own refusal is not ours to read: shown as sent", () => {
    expect(readPaymentReason('RSA signature mismatch')).toBeUndefined()
  })
})
