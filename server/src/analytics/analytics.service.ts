/** Buyer analytics events counted per merchant and local day, and the console's figures read from them. */
import type { AnalyticsCountsReply, AnalyticsHit } from '../../../types/api/analytics'
import { addDays, localDate } from '../../../types/rules/merchant-time'
import type { AnalyticsRepository } from './analytics.repository'
import { batchCounts, countsReply } from './analytics-counts'

export const ANALYTICS_DAYS_DEFAULT = 7
export const ANALYTICS_DAYS_MAX = 90

export class AnalyticsService {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>
  ) {}

  async record(merchantId: string, hits: AnalyticsHit[], now: Date): Promise<{ recorded: number }> {
    await this.repo.add(merchantId, localDate(now, await this.timeZoneOf(merchantId)), batchCounts(hits))
    return { recorded: hits.length }
  }

  /** The last `days` days of the merchant's clock, today included. */
  async counts(merchantId: string, days: number, now: Date): Promise<AnalyticsCountsReply> {
    const today = localDate(now, await this.timeZoneOf(merchantId))
    const period = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1))
    return countsReply(period, await this.repo.since(merchantId, period[0]))
  }
}
