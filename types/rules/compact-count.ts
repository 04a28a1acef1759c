/**
 * Counts buyers scan at a glance (issue #14 item 12: "'N人想看'"), shortened per language: Chinese counts
 * in 万 (zh-MO 萬) and 亿 (億), English in k and M, one decimal at most, never rounded up (12,999 is
 * "1.2万", not "1.3万"), a trailing ".0" dropped. Below the first unit the number is written in full.
 */
import type { Locale } from './language-tag'

interface Unit {
  size: number
  suffix: string
}

const UNITS: Record<Locale, Unit[]> = {
  'zh-CN': [
    { size: 1e8, suffix: '亿' },
    { size: 1e4, suffix: '万' }
  ],
  'zh-MO': [
    { size: 1e8, suffix: '億' },
    { size: 1e4, suffix: '萬' }
  ],
  'en-US': [
    { size: 1e6, suffix: 'M' },
    { size: 1e3, suffix: 'k' }
  ]
}

export function compactCount(n: number, locale: Locale): string {
  const count = Math.max(0, Math.floor(Number.isFinite(n) ? n : 0))
  for (const unit of UNITS[locale]) {
    if (count < unit.size) continue
    // Tenths of the unit, cut (not rounded) so the text never claims more than there is.
    const tenths = Math.floor(count / (unit.size / 10))
    const text = tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`
    return `${text}${unit.suffix}`
  }
  return String(count)
}
