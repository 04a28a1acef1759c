/** The console's analytics figures shaped from the stored counts: plain functions the tests call directly. */
import { ANALYTICS_EVENTS, ANALYTICS_LABEL_MAX, type AnalyticsCountsReply, type AnalyticsHit } from '../../../types/api/analytics'
import type { CountRow } from './analytics.repository'

/** How many labels the console lists per event. */
export const TOP_LABELS = 5

/** A batch as counts per (event, label): a buyer tapping one banner five times is one row of 5. */
export function batchCounts(hits: AnalyticsHit[]): Array<{ event: string; label: string; count: number }> {
  const counts = new Map<string, { event: string; label: string; count: number }>()
  for (const hit of hits) {
    const label = (hit.label ?? '').trim().slice(0, ANALYTICS_LABEL_MAX)
    const key = `${hit.event}\u0000${label}`
    const row = counts.get(key) ?? { event: hit.event, label, count: 0 }
    row.count += 1
    counts.set(key, row)
  }
  return [...counts.values()]
}

/** Every event of the product, even one never sent (a zero is an answer too), in the spec's order. */
export function countsReply(days: string[], rows: CountRow[]): AnalyticsCountsReply {
  return {
    days,
    events: ANALYTICS_EVENTS.map((event) => {
      const own = rows.filter((r) => r.event === event)
      const perDay = days.map((day) => own.filter((r) => r.day === day).reduce((s, r) => s + r.count, 0))
      const byLabel = new Map<string, number>()
      for (const r of own) if (r.label) byLabel.set(r.label, (byLabel.get(r.label) ?? 0) + r.count)
      const topLabels = [...byLabel]
        .map(([label, count]) => ({ label, count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
        .slice(0, TOP_LABELS)
      return { event, total: perDay.reduce((s, n) => s + n, 0), perDay, topLabels }
    })
  }
}
