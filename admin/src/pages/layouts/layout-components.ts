/** The palette's new components and the list's moves, as plain functions (no React). */
import type { EditablePage, LayoutComponentDraft, LayoutGoodsListDraft, LayoutTexts } from '../../../../types/api/storefront-admin'

export type PaletteKind = 'BANNER' | 'NOTICE' | 'SHOW_LIST' | 'MEMBER_ENTRY' | 'WATERFALL' | 'GOODS_LIST'
/** What a component is. */
export type ComponentKind = PaletteKind

/**
 * What each page's palette offers, as the app draws it (server/src/storefront/layout-rules.ts refuses the
 * rest): the shop tab draws banners and goods floors; the home and topic pages everything but goods floors.
 */
export function paletteFor(page: EditablePage): readonly PaletteKind[] {
  return page === 'SHOP' ? ['BANNER', 'GOODS_LIST'] : ['BANNER', 'NOTICE', 'SHOW_LIST', 'MEMBER_ENTRY', 'WATERFALL']
}

/** The app page the phone preview opens for a layout: the home page, the shop tab, or the topic's own page. */
export function previewPathOf(page: EditablePage, layoutId: string): string | undefined {
  if (page === 'HOME') return undefined
  return page === 'SHOP' ? '/shop' : `/topic-activity/${encodeURIComponent(layoutId)}`
}

/** A goods floor holds 1-20 picked goods, or none and a category (the gateway's rule). */
export const GOODS_FLOOR_MAX = 20
export type GoodsFloorSource = 'PICKED' | 'CATEGORY'

export const goodsFloorSource = (f: LayoutGoodsListDraft): GoodsFloorSource =>
  !f.spuIds.length && f.categoryId !== undefined ? 'CATEGORY' : 'PICKED'

/** Switching what a floor shows drops the other source, so the floor never holds both. */
export function withGoodsSource(f: LayoutGoodsListDraft, source: GoodsFloorSource, categoryId = ''): LayoutGoodsListDraft {
  const { categoryId: _dropped, ...rest } = f
  return source === 'CATEGORY' ? { ...rest, spuIds: [], categoryId } : { ...rest, spuIds: f.spuIds }
}

/** The picked goods as chosen, each once, at most GOODS_FLOOR_MAX, keeping the order they were picked in. */
export function pickGoods(f: LayoutGoodsListDraft, spuIds: readonly string[]): LayoutGoodsListDraft {
  const { categoryId: _dropped, ...rest } = f
  return { ...rest, spuIds: [...new Set(spuIds)].slice(0, GOODS_FLOOR_MAX) }
}

export const emptyTexts = (): LayoutTexts => ({ 'zh-CN': '', 'zh-MO': '', 'en-US': '' })

export function kindOf(c: LayoutComponentDraft): ComponentKind {
  if (c.componentType === 'NORMAL') return c.style
  return c.componentType === 'USER' ? 'MEMBER_ENTRY' : 'WATERFALL'
}

/** A component id not used yet on the page: `<kind>-<n>`. */
export function freshId(prefix: string, taken: readonly string[]): string {
  let n = 1
  while (taken.includes(`${prefix}-${n}`)) n += 1
  return `${prefix}-${n}`
}

export function newComponent(kind: PaletteKind, taken: readonly string[]): LayoutComponentDraft {
  const componentId = freshId(kind.toLowerCase().replace('_', '-'), taken)
  switch (kind) {
    case 'BANNER':
      return {
        componentId,
        componentType: 'NORMAL',
        style: 'BANNER',
        items: [{ itemId: 'B1', title: emptyTexts(), color: '#1E4D6B', jumpType: 'HOME' }]
      }
    case 'NOTICE':
      return { componentId, componentType: 'NORMAL', style: 'NOTICE', title: emptyTexts(), content: emptyTexts() }
    case 'SHOW_LIST':
      // Saved once the merchant has picked 1-20 shows (or chosen a rule instead).
      return {
        componentId,
        componentType: 'NORMAL',
        style: 'SHOW_LIST',
        title: emptyTexts(),
        direction: 'HORIZONTAL',
        source: { kind: 'PICKED', showIds: [] }
      }
    case 'MEMBER_ENTRY':
      return { componentId, componentType: 'USER', style: 'MEMBER_ENTRY', title: emptyTexts() }
    case 'WATERFALL':
      return { componentId, componentType: 'WATERFALL', title: emptyTexts(), rule: { sortType: 'RECOMMEND' } }
    case 'GOODS_LIST':
      // Saved once the merchant has picked 1-20 goods (or chosen a category instead).
      return { componentId, componentType: 'NORMAL', style: 'GOODS_LIST', title: emptyTexts(), direction: 'HORIZONTAL', spuIds: [] }
  }
}

/** Adds a component: a waterfall feed goes last (the gateway requires it), anything else before the feed. */
export function addComponent(list: readonly LayoutComponentDraft[], c: LayoutComponentDraft): LayoutComponentDraft[] {
  const feedAt = list.findIndex((x) => x.componentType === 'WATERFALL')
  if (c.componentType === 'WATERFALL' || feedAt < 0) return [...list, c]
  return [...list.slice(0, feedAt), c, ...list.slice(feedAt)]
}

/** Moves the item at `from` to index `to` (drag and drop, up/down). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

/** The palette offers one waterfall feed per page. */
export const canAdd = (kind: PaletteKind, list: readonly LayoutComponentDraft[]) =>
  kind !== 'WATERFALL' || !list.some((c) => c.componentType === 'WATERFALL')
