/**
 * A refund rule as the rows of the table buyers read (issue #17: "the app's refund-rule pages show them"):
 * time before the show → fee, then the row from which no refund is given. Built from the rule module's own
 * table (types/rules/refund-rule.ts), so the page says exactly what the gateway quotes.
 */
import { refundFeeTable, type RefundRule } from '../../../types/rules/refund-rule'
import type { MessageKey } from '../../locales/i18n'

export interface RefundRow {
  /** Locale key under refund.* and its values. */
  when: { key: MessageKey; values?: Record<string, number> }
  fee: { key: MessageKey; values?: Record<string, number> }
}

/** Whole days read better than hours once the time is a multiple of a day. */
function before(kind: 'at_least' | 'less_than', hours: number): RefundRow['when'] {
  return hours >= 24 && hours % 24 === 0
    ? { key: `refund.${kind}_days` as const, values: { days: hours / 24 } }
    : { key: `refund.${kind}_hours` as const, values: { hours } }
}

export function refundRows(rule: RefundRule): RefundRow[] {
  const table = refundFeeTable(rule)
  const last = table[table.length - 1]
  if (!last) return []
  const rows: RefundRow[] = table.map((step) => ({
    when: step.hoursBefore === 0 ? { key: 'refund.until_start' } : before('at_least', step.hoursBefore),
    fee: step.feePercent === 0 ? { key: 'refund.fee_free' } : { key: 'refund.fee_percent', values: { fee: step.feePercent } }
  }))
  rows.push({
    when: last.hoursBefore === 0 ? { key: 'refund.after_start' } : before('less_than', last.hoursBefore),
    fee: { key: 'refund.no_refund' }
  })
  return rows
}
