/**
 * Buyer analytics (calls-errors-limits.md section 7: "Analytics events sent by the product: click_component,
 * click_customer_service, session_from, obtain_coupon_success and obtain_coupon_fail"). The app sends them
 * to a pluggable sink; the default one posts batches to the merchant's gateway, which counts them per day
 * for the console.
 */
export const ANALYTICS_EVENTS = [
  'click_component',
  'click_customer_service',
  'session_from',
  'obtain_coupon_success',
  'obtain_coupon_fail'
] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

/** What the event was about: a layout component's id, where a session came from, a coupon template's id. */
export const ANALYTICS_LABEL_MAX = 60
/** Events per batch: the app flushes a few seconds after the first one, so a batch stays small. */
export const ANALYTICS_BATCH_MAX = 20

export interface AnalyticsHit {
  event: AnalyticsEvent
  label?: string
}

export interface AnalyticsBatch {
  events: AnalyticsHit[]
}

export const ANALYTICS_EVENTS_PATH = '/home/pub/v1/analytics/events'

/** The console's figures: per event, the period's total, a count per day and the most frequent labels. */
export interface AnalyticsCountsReply {
  /** The merchant's days of the period, oldest first ("YYYY-MM-DD"). */
  days: string[]
  events: Array<{ event: AnalyticsEvent; total: number; perDay: number[]; topLabels: Array<{ label: string; count: number }> }>
}
