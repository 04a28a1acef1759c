/** Layout use cases: a page's live layout, a waterfall component's shows page by page, banner images. */
import { AppError } from '../http/app-error'
import { textIn } from '../http/texts'
import type { BrowseContext, ShowService } from '../browse/show.service'
import type { LayoutRepository } from './layout.repository'
import { presentLayout } from './layout.presenter'
import type { LayoutPage, StoredBanner } from './layout-types'

export class LayoutService {
  constructor(
    private readonly repo: LayoutRepository,
    private readonly shows: ShowService
  ) {}

  /** The first live layout of the page, or null when the merchant has none: the app then shows its defaults. */
  async layout(page: LayoutPage, ctx: BrowseContext) {
    const [row] = await this.repo.live(ctx.merchantId, page, ctx.now)
    return row ? presentLayout(row, ctx.locale) : null
  }

  async masonry(q: { layoutId: string; componentId: string; componentType: string; offset: number; length: number; cityId?: string }, ctx: BrowseContext) {
    const row = await this.repo.byId(ctx.merchantId, q.layoutId)
    const component = row?.components.find((c) => c.componentId === q.componentId)
    if (!component || component.componentType !== 'WATERFALL' || q.componentType !== 'WATERFALL') throw new AppError('NOT_FOUND')
    return this.shows.search(
      // A feed ("为你推荐") lists shows to buy: never a cancelled or ended one (issue #14 item 3).
      { categoryCode: component.rule.categoryCode, cityId: q.cityId, sortType: component.rule.sortType, aheadOf: ctx.now, offset: q.offset, length: q.length },
      ctx
    )
  }

  async banner(layoutId: string, itemId: string, ctx: BrowseContext): Promise<{ title: string; color: string }> {
    const row = await this.repo.byId(ctx.merchantId, layoutId)
    for (const c of row?.components ?? []) {
      if (c.componentType !== 'NORMAL' || c.style !== 'BANNER') continue
      const item: StoredBanner | undefined = c.items.find((b) => b.itemId === itemId)
      if (item) return { title: textIn(item.title, ctx.locale), color: item.color }
    }
    throw new AppError('NOT_FOUND')
  }
}
