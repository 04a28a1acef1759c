/** Searches counted per merchant and day, and the trending searches read from them (trending-terms.ts). */
import { textIn } from '../http/texts'
import { addDays, localDate } from '../../../types/rules/merchant-time'
import type { BrowseContext } from './show.service'
import type { SearchTermsRepository } from './search-terms.repository'
import {
  normaliseTerm,
  trendingTerms,
  SEARCH_TERMS_KEEP_MARGIN_DAYS,
  TRENDING_DAYS,
  TRENDING_LIMIT,
  type TrendingTerm
} from './trending-terms'

export class SearchTermsService {
  constructor(
    private readonly repo: SearchTermsRepository,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>
  ) {}

  /** A buyer searched for `keyword` (submitted, not typed letter by letter): counted on the merchant's local day. */
  async record(keyword: string, ctx: BrowseContext): Promise<{ recorded: boolean }> {
    const term = normaliseTerm(keyword)
    if (!term) return { recorded: false }
    await this.repo.record(ctx.merchantId, localDate(ctx.now, await this.timeZoneOf(ctx.merchantId)), term)
    return { recorded: true }
  }

  async trending(ctx: BrowseContext): Promise<TrendingTerm[]> {
    const today = localDate(ctx.now, await this.timeZoneOf(ctx.merchantId))
    const history = await this.repo.top(ctx.merchantId, addDays(today, -(TRENDING_DAYS - 1)), ctx.now, TRENDING_LIMIT)
    // Enough hot shows to fill the list even when several share a name (a tour's cities).
    const hot = await this.repo.hottestShowNames(ctx.merchantId, ctx.now, TRENDING_LIMIT * 3)
    return trendingTerms(
      history,
      hot.map((name) => textIn(name, ctx.locale))
    )
  }

  /**
   * Deletes the counts trending will never read again: days older than the trending window plus a margin,
   * reckoned on UTC days for every merchant at once (the margin covers any merchant's time zone).
   * Run by the gateway's sweeper; answers how many rows went.
   */
  async pruneOld(now: Date): Promise<number> {
    return this.repo.pruneBefore(addDays(localDate(now, 'UTC'), -(TRENDING_DAYS + SEARCH_TERMS_KEEP_MARGIN_DAYS)))
  }
}
