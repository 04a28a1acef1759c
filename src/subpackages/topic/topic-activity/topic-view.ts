/**
 * What a topic page shows from its layout (product.md "Topic"; issue #16 item 2): nothing to show is the
 * empty state (a topic unknown, not published, ended, or whose lists all emptied); else its components
 * above, and its waterfall feed, if any, below them (the gateway keeps the feed last).
 */
import type { Layout, LayoutComponent } from '../../../../types/api/layout'

type Waterfall = Extract<LayoutComponent, { componentType: 'WATERFALL' }>

export type TopicView = { kind: 'empty' } | { kind: 'ready'; title: string; above: LayoutComponent[]; feed?: Waterfall }

/** A component that would draw nothing: a show list without shows (the app skips it) or a banner without pictures. */
function drawsNothing(c: LayoutComponent): boolean {
  if (c.componentType !== 'NORMAL') return false
  if (c.style === 'SHOW_LIST') return c.shows.length === 0
  if (c.style === 'BANNER') return c.items.length === 0
  return false
}

export function topicView(layout: Layout | null): TopicView {
  if (!layout) return { kind: 'empty' }
  const feed = layout.components.find((c): c is Waterfall => c.componentType === 'WATERFALL')
  const above = layout.components.filter((c) => c.componentType !== 'WATERFALL' && !drawsNothing(c))
  if (!above.length && !feed) return { kind: 'empty' }
  return { kind: 'ready', title: layout.title || layout.name, above, feed }
}
