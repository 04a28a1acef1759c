/** Instants shown in the console's language (money's text forms are types/rules/money.ts, moneyText). */
import type { ConsoleLocale } from '../../i18n/i18n'

export function when(iso: string | undefined, locale: ConsoleLocale): string {
  return iso ? new Date(iso).toLocaleString(locale) : '—'
}
