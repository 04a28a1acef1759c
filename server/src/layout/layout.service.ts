/** Layout use cases: a page's live layout, a waterfall component's shows page by page, banner images. */
import { AppError } from '../http/app-error'
import { textIn } from '../http/texts'
import type { BrowseContext, ShowService } from '../browse/show.service'
import type { GoodsService } from '../goods/goods.service'
import type { LayoutRepository, LayoutRow } from './layout.repository'
import { presentLayout } from './layout.presenter'
import type { LayoutPage, StoredBanner } from './layout-types'
import type { Layout } from '../../../types/api/layout'
import { PREVIEW_QUERY } from '../../../types/api/storefront-admin'

export class LayoutService {
  constructor(
    private readonly repo: LayoutRepository,
    private readonly shows: ShowService,
    private readonly goods: GoodsService
  ) {}

  /**
   * The first live layout of the page, or null when the merchant has none: the app then shows its
   * defaults. A topic page is asked for by its id (product.md "Topic": /topic-activity/:topicId); a
   * topic not live (never published, ended) is null too. `shownSpuIds` are the goods the asking page
   * already shows (layouts v5 `spuIds`): its goods floors leave them out.
   */
  async layout(page: LayoutPage, ctx: BrowseContext, topicId?: string, shownSpuIds: readonly string[] = []): Promise<Layout | null> {
    const rows = await this.repo.live(ctx.merchantId, page, ctx.now)
    const row = topicId ? rows.find((r) => r.id === topicId) : rows[0]
    return row ? this.present(row, ctx, shownSpuIds) : null
  }

  /** The row as the app reads it, each show list with its shows and each goods floor with its goods as they are now. */
  async present(row: LayoutRow, ctx: BrowseContext, shownSpuIds: readonly string[] = []): Promise<Layout> {
    const shown = new Set(shownSpuIds)
    const layout = presentLayout(row, ctx.locale)
    const components = await Promise.all(
      layout.components.map(async (c, i) => {
        const stored = row.components[i]
        if (c.componentType === 'NORMAL' && c.style === 'GOODS_LIST' && stored.componentType === 'NORMAL' && stored.style === 'GOODS_LIST')
          return { ...c, goods: await this.goods.floor(stored, shown, ctx) }
        if (c.componentType !== 'NORMAL' || c.style !== 'SHOW_LIST' || stored.componentType !== 'NORMAL' || stored.style !== 'SHOW_LIST')
          return c
        return { ...c, shows: await this.shows.showList(stored.source, ctx) }
      })
    )
    return { ...layout, components }
  }

  /** A draft (storefront/layouts-admin.service.ts preview): its banner pictures are drawn from the draft too, so their URLs carry the token. */
  async presentPreview(row: LayoutRow, token: string, ctx: BrowseContext): Promise<Layout> {
    const layout = await this.present(row, ctx)
    const withToken = (url: string) => `${url}&${PREVIEW_QUERY}=${encodeURIComponent(token)}`
    return {
      ...layout,
      components: layout.components.map((c) =>
        c.componentType === 'NORMAL' && c.style === 'BANNER'
          ? { ...c, items: c.items.map((b) => ({ ...b, imageUrl: withToken(b.imageUrl) })) }
          : c
      )
    }
  }

  async masonry(
    q: { layoutId: string; componentId: string; componentType: string; offset: number; length: number; cityId?: string },
    ctx: BrowseContext
  ) {
    const row = await this.repo.byId(ctx.merchantId, q.layoutId)
    const component = row?.components.find((c) => c.componentId === q.componentId)
    if (!component || component.componentType !== 'WATERFALL' || q.componentType !== 'WATERFALL') throw new AppError('NOT_FOUND')
    return this.shows.search(
      // A feed ("为你推荐") lists shows to buy: never a cancelled or ended one (issue #14 item 3), nor a sold-out
      // one (issue #31 item 3), so the places go to shows on sale.
      {
        categoryCode: component.rule.categoryCode,
        cityId: q.cityId,
        sortType: component.rule.sortType,
        aheadOf: ctx.now,
        withTicketsLeft: true,
        offset: q.offset,
        length: q.length
      },
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
