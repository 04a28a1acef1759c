/**
 * The analytics events of calls-errors-limits.md section 7 (click_component, click_customer_service,
 * session_from, obtain_coupon_success, obtain_coupon_fail), queued and handed to a sink in batches a few
 * seconds after the first one: one request for a burst of taps, never one per tap. The sink is pluggable
 * (a merchant's own analytics service); the default posts to the gateway, which counts them for the
 * console. Never in the buyer's way: a failed send is dropped.
 */
import { ANALYTICS_BATCH_MAX, type AnalyticsEvent, type AnalyticsHit } from '../../../types/api/analytics'
import { sendAnalytics } from './analytics-api'

export type AnalyticsSink = (hits: AnalyticsHit[]) => Promise<unknown>

const FLUSH_AFTER_MS = 3000

let sink: AnalyticsSink = sendAnalytics
let queue: AnalyticsHit[] = []
let timer: ReturnType<typeof setTimeout> | undefined

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next
}

export function track(event: AnalyticsEvent, label?: string): void {
  queue.push(label ? { event, label } : { event })
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics()
  else timer ??= setTimeout(flushAnalytics, FLUSH_AFTER_MS)
}

export function flushAnalytics(): void {
  if (timer) clearTimeout(timer)
  timer = undefined
  const batch = queue.slice(0, ANALYTICS_BATCH_MAX)
  queue = queue.slice(ANALYTICS_BATCH_MAX)
  if (batch.length) void sink(batch).catch(() => undefined)
  if (queue.length) timer = setTimeout(flushAnalytics, FLUSH_AFTER_MS)
}

/** Where a visit came from, for session_from: the launch's src, else its channel, else "direct". */
export function sessionSource(query: Record<string, string | undefined>): string {
  return query.src?.trim() || query.channelId?.trim() || 'direct'
}
