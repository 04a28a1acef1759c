/**
 * Why a payment's notification was not simply settled. The gateway writes these texts on the payment's
 * event (payment_events.reason, kept as written for the record), and the console reads them back as words
 * in its own language (`readPaymentReason`). One module writes and reads them, so every reason the gateway
 * can give is one the console can say; a text it does not know (a provider's own refusal) is shown as sent.
 */

/** What a late payment was for: its money goes back because its order could no longer take it. */
export type LateSubject = 'MEMBER' | 'PARKING' | 'CARD' | 'REBOOK' | 'RESERVATION' | 'GOODS'

const LATE: Record<LateSubject, string> = {
  MEMBER: 'member order paid after it could no longer be paid',
  PARKING: 'parking order paid after it closed or after its fee was settled',
  CARD: 'card order paid after it closed',
  REBOOK: 'rebook difference paid after the rebook ended',
  RESERVATION: 'reservation paid after its hold ended',
  GOODS: 'goods order paid after it closed'
}
const QUEUED_BACK = ': the money is queued back'

/** The reasons' texts, as the gateway writes them. */
export const paymentReason = {
  untrusted: () => 'signature or time does not hold',
  unknownPayment: () => 'unknown payment',
  otherProvider: (product: string) => `payment of provider ${product}`,
  otherMerchant: (merchantId: string) => `verified with the keys of merchant ${merchantId}, for a payment of another merchant`,
  transactionUsed: (paymentId: string) => `provider transaction id already used by payment ${paymentId}`,
  repeat: (state: string) => `repeat: the payment is already ${state}`,
  paidAfterCancel: () => 'paid after it was cancelled',
  secondCharge: (state: string) => `a second charge on a payment already ${state}`,
  amountDiffers: (paidFen: number, dueFen: number) => `amount ${paidFen} differs from the payment's ${dueFen}`,
  orderNotUnpaid: () => 'the order is no longer unpaid',
  packageNotUnpaid: () => 'the package is no longer unpaid',
  /** The refund's own reason (refunds.reason) for a late payment. */
  late: (subject: LateSubject) => LATE[subject],
  /** The event's reason for a late payment whose money is queued back; `why` says more where there is more to say. */
  lateQueuedBack: (subject: LateSubject, why?: string) => `${LATE[subject]}${why ? ` (${why})` : ''}${QUEUED_BACK}`
}

export type PaymentReasonCode =
  | 'untrusted'
  | 'unknownPayment'
  | 'otherProvider'
  | 'otherMerchant'
  | 'transactionUsed'
  | 'repeat'
  | 'paidAfterCancel'
  | 'secondCharge'
  | 'amountDiffers'
  | 'orderNotUnpaid'
  | 'packageNotUnpaid'
  | `late${LateSubject}`

/** A reason read back: its code and the values it carries (amounts in fen, a state, an id). */
export interface ReadReason {
  code: PaymentReasonCode
  values: Record<string, string | number>
}

const PATTERNS: Array<[PaymentReasonCode, RegExp, string[]]> = [
  ['untrusted', /^signature or time does not hold$/, []],
  ['unknownPayment', /^unknown payment$/, []],
  ['otherProvider', /^payment of provider (\S+)$/, ['product']],
  ['otherMerchant', /^verified with the keys of merchant (\S+), for a payment of another merchant$/, ['merchantId']],
  ['transactionUsed', /^provider transaction id already used by payment (\S+)$/, ['paymentId']],
  ['repeat', /^repeat: the payment is already (\w+)$/, ['state']],
  ['paidAfterCancel', /^paid after it was cancelled$/, []],
  ['secondCharge', /^a second charge on a payment already (\w+)$/, ['state']],
  ['amountDiffers', /^amount (\d+) differs from the payment's (\d+)$/, ['paidFen', 'dueFen']],
  ['orderNotUnpaid', /^the order is no longer unpaid$/, []],
  ['packageNotUnpaid', /^the package is no longer unpaid$/, []]
]

/** A reason the gateway wrote, as its code and values; undefined for a text it did not write (shown as sent). */
export function readPaymentReason(reason: string): ReadReason | undefined {
  for (const [code, pattern, names] of PATTERNS) {
    const match = pattern.exec(reason)
    if (match)
      return { code, values: Object.fromEntries(names.map((name, i) => [name, /Fen$/.test(name) ? Number(match[i + 1]) : match[i + 1]])) }
  }
  for (const subject of Object.keys(LATE) as LateSubject[]) {
    const text = LATE[subject]
    if (reason === text || (reason.startsWith(text) && reason.endsWith(QUEUED_BACK))) return { code: `late${subject}`, values: {} }
  }
  return undefined
}
