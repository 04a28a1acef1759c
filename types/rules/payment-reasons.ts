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

/**
 * Each reason's text, once: `{name}` marks a value. The builders fill these; the reader matches them back.
 * Amounts are named `…Fen` and read back as numbers.
 */
const TEMPLATES = {
  untrusted: 'signature or time does not hold',
  unknownPayment: 'unknown payment',
  otherProvider: 'payment of provider {product}',
  otherMerchant: 'verified with the keys of merchant {merchantId}, for a payment of another merchant',
  transactionUsed: 'provider transaction id already used by payment {paymentId}',
  repeat: 'repeat: the payment is already {state}',
  paidAfterCancel: 'paid after it was cancelled',
  secondCharge: 'a second charge on a payment already {state}',
  amountDiffers: "amount {paidFen} differs from the payment's {dueFen}",
  orderNotUnpaid: 'the order is no longer unpaid',
  packageNotUnpaid: 'the package is no longer unpaid'
} as const

const fill = (code: keyof typeof TEMPLATES, values: Record<string, string | number> = {}): string =>
  TEMPLATES[code].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))

/** The reasons' texts, as the gateway writes them. */
export const paymentReason = {
  untrusted: () => fill('untrusted'),
  unknownPayment: () => fill('unknownPayment'),
  otherProvider: (product: string) => fill('otherProvider', { product }),
  otherMerchant: (merchantId: string) => fill('otherMerchant', { merchantId }),
  transactionUsed: (paymentId: string) => fill('transactionUsed', { paymentId }),
  repeat: (state: string) => fill('repeat', { state }),
  paidAfterCancel: () => fill('paidAfterCancel'),
  secondCharge: (state: string) => fill('secondCharge', { state }),
  amountDiffers: (paidFen: number, dueFen: number) => fill('amountDiffers', { paidFen, dueFen }),
  orderNotUnpaid: () => fill('orderNotUnpaid'),
  packageNotUnpaid: () => fill('packageNotUnpaid'),
  /** The refund's own reason (refunds.reason) for a late payment. */
  late: (subject: LateSubject) => LATE[subject],
  /** The event's reason for a late payment whose money is queued back; `why` says more where there is more to say. */
  lateQueuedBack: (subject: LateSubject, why?: string) => `${LATE[subject]}${why ? ` (${why})` : ''}${QUEUED_BACK}`
}

export type PaymentReasonCode = keyof typeof TEMPLATES | `late${LateSubject}`

/** A reason read back: its code and the values it carries (amounts in fen, a state, an id). */
export interface ReadReason {
  code: PaymentReasonCode
  values: Record<string, string | number>
}

/** Each template as a pattern: its text literal, each `{name}` one word of no spaces. */
const PATTERNS = (Object.keys(TEMPLATES) as Array<keyof typeof TEMPLATES>).map((code) => {
  const names = [...TEMPLATES[code].matchAll(/\{(\w+)\}/g)].map((m) => m[1])
  const literal = TEMPLATES[code].split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return { code, names, pattern: new RegExp(`^${literal.join('(\\S+)')}$`) }
})

/** A reason the gateway wrote, as its code and values; undefined for a text it did not write (shown as sent). */
export function readPaymentReason(reason: string): ReadReason | undefined {
  for (const { code, names, pattern } of PATTERNS) {
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
