/** Amounts in fen shown as yuan in the console's language (¥12.34 / CN¥12.34). */
import type { ConsoleLocale } from '../../i18n/i18n'

const formats = new Map<ConsoleLocale, Intl.NumberFormat>()

export function money(fen: number, locale: ConsoleLocale): string {
  let f = formats.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' })
    formats.set(locale, f)
  }
  return f.format(fen / 100)
}
