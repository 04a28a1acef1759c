/**
 * A site code opens its venue's shows on sale (product.md "Site and city"). An unknown code is an answer,
 * not an error: the page says no venue has it and offers to type another.
 */
import { AppError } from '../http/app-error'
import type { BrowseContext, ShowService } from '../browse/show.service'
import { normaliseSiteCode } from '../../../types/rules/site-code'
import type { SiteCodeReply } from '../../../types/api/site-code'
import type { SiteCodeRepository } from './site-code.repository'

export class SiteCodeService {
  constructor(
    private readonly codes: SiteCodeRepository,
    private readonly shows: ShowService
  ) {}

  async open(raw: string, ctx: BrowseContext): Promise<SiteCodeReply> {
    const siteCode = normaliseSiteCode(raw)
    if (!siteCode) throw new AppError('INVALID_PARAMETER', { detail: '/code is not a site code' })
    const venueId = await this.codes.venueIdOf(ctx.merchantId, siteCode)
    const found = venueId ? await this.shows.venueOnSale(venueId, ctx) : null
    return { siteCode, venue: found?.venue ?? null, shows: found?.shows ?? [] }
  }
}
