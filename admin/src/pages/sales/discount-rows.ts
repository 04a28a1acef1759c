/**
 * The order drawer's discount rows: each line the gateway priced the order with (its label in
 * the console's language, from the gateway) and what it took off, as a negative amount in the console's
 * money format, in the order given (the pricing order, SalesOrderDetail.discounts).
 */
import type { OrderDiscountLine } from '../../../../types/api/order'
import type { ConsoleLocale } from '../../i18n/i18n'
import { moneyText } from '../../../../types/rules/money'

export function discountRows(
  discounts: readonly OrderDiscountLine[] | undefined,
  locale: ConsoleLocale
): Array<{ key: string; label: string; amount: string }> {
  return (discounts ?? []).map((d) => ({ key: d.kind, label: d.label, amount: moneyText(-d.amount, locale) }))
}
