/**
 * A payment's provider words in the console's language (issue #31: "Console orders speak the database"):
 * states, outcomes and products by their keys (sales.paymentState.SUCCEEDED → 已支付), and the reason the
 * gateway wrote on an event read back as a sentence with its amounts and state in words
 * (types/rules/payment-reasons.ts). A word or reason the console has no text for is shown as sent.
 */
import { readPaymentReason } from '../../../../types/rules/payment-reasons'
import { moneyText } from '../../../../types/rules/money'
import { enUS, type MessageKey } from '../../i18n/en-US'
import type { ConsoleLocale, Translate } from '../../i18n/i18n'

export type PaymentWordGroup = 'sales.paymentState' | 'sales.paymentOutcome' | 'sales.paymentProductName'

export function paymentWords(t: Translate, locale: ConsoleLocale) {
  const word = (group: PaymentWordGroup, value: string): string => {
    const key = `${group}.${value}`
    return key in enUS ? t(key as MessageKey) : value
  }
  // The values a reason carries that have words of their own; amounts read as money, ids as sent.
  const wordsOf: Record<string, PaymentWordGroup> = { state: 'sales.paymentState', product: 'sales.paymentProductName' }
  const reason = (text: string): string => {
    const read = readPaymentReason(text)
    if (!read) return text
    const values = Object.fromEntries(
      Object.entries(read.values).map(([name, value]) => [
        name,
        typeof value === 'number' ? moneyText(value, locale) : name in wordsOf ? word(wordsOf[name], value) : value
      ])
    )
    return t(`sales.paymentReason.${read.code}`, values)
  }
  return { word, reason }
}
