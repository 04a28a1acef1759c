/** Layout rows → the reply the app reads (types/api/layout.ts), texts in the request's locale. */
import { textIn, type Locale } from '../http/texts'
import { langParam } from '../../../types/rules/language-tag'
import type { LayoutRow } from './layout.repository'
import type { StoredComponent } from './layout-types'
import type { Layout, LayoutComponent } from '../../../types/api/layout'

/** The banner's picture carries its title, so each language has its own (no Chinese title in English). */
export function bannerImageUrl(layoutId: string, itemId: string, locale: Locale): string {
  return `/pub/images/banner/${encodeURIComponent(layoutId)}/${encodeURIComponent(itemId)}.svg?lang=${langParam(locale)}`
}

function presentComponent(layoutId: string, c: StoredComponent, locale: Locale): LayoutComponent {
  switch (c.componentType) {
    case 'NORMAL':
      // The shows and goods are resolved by the layout service (they change with stock and the clock).
      if (c.style === 'GOODS_LIST')
        return {
          componentId: c.componentId,
          componentType: c.componentType,
          style: c.style,
          title: textIn(c.title, locale),
          direction: c.direction,
          goods: []
        }
      if (c.style === 'SHOW_LIST')
        return {
          componentId: c.componentId,
          componentType: c.componentType,
          style: c.style,
          title: textIn(c.title, locale),
          direction: c.direction,
          shows: []
        }
      return c.style === 'BANNER'
        ? {
            componentId: c.componentId,
            componentType: c.componentType,
            style: c.style,
            items: c.items.map((b) => ({
              itemId: b.itemId,
              title: textIn(b.title, locale),
              imageUrl: bannerImageUrl(layoutId, b.itemId, locale),
              jumpType: b.jumpType,
              jumpValue: b.jumpValue,
              appId: b.appId
            }))
          }
        : {
            componentId: c.componentId,
            componentType: c.componentType,
            style: c.style,
            title: textIn(c.title, locale),
            content: textIn(c.content, locale),
            ...(c.jumpType ? { jumpType: c.jumpType, jumpValue: c.jumpValue, appId: c.appId } : {})
          }
    case 'USER':
      return { componentId: c.componentId, componentType: c.componentType, style: c.style, title: textIn(c.title, locale) }
    case 'WATERFALL':
      return { componentId: c.componentId, componentType: c.componentType, title: textIn(c.title, locale) }
  }
}

export function presentLayout(row: LayoutRow, locale: Locale): Layout {
  return {
    layoutId: row.id,
    page: row.page,
    name: textIn(row.name, locale),
    title: textIn(row.title, locale),
    enabled: row.enabled,
    endTime: row.end_time ? new Date(row.end_time).getTime() : undefined,
    components: row.components.map((c) => presentComponent(row.id, c, locale))
  }
}
