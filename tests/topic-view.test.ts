import { topicView } from '../src/subpackages/topic/topic-activity/topic-view'
import type { Layout, LayoutComponent } from '../types/api/layout'

const layout = (components: LayoutComponent[], title = 'Summer'): Layout => ({
  layoutId: 'L-TOPIC-1',
  page: 'TOPIC',
  name: 'summer',
  title,
  enabled: true,
  components
})
const notice: LayoutComponent = { componentId: 'n', componentType: 'NORMAL', style: 'NOTICE', title: 'Note', content: '19:30' }
const feed: LayoutComponent = { componentId: 'f', componentType: 'WATERFALL', title: 'More' }
const list = (n: number): LayoutComponent => ({
  componentId: 'l',
  componentType: 'NORMAL',
  style: 'SHOW_LIST',
  title: 'Picks',
  direction: 'HORIZONTAL',
  shows: Array.from({ length: n }, (_, i) => ({ showId: `S${i}`, showName: `Show ${i}` }) as never)
})

describe('topic page view (product.md "Topic"; issue #16 item 2: a topic page from its published layout)', () => {
  test('no layout (unknown, unpublished or ended topic) is the empty state, with its action', () => {
    expect(topicView(null)).toEqual({ kind: 'empty' })
  })

  test('a layout whose only show list lost all its shows (unlisted, ended) is empty too', () => {
    expect(topicView(layout([list(0)]))).toEqual({ kind: 'empty' })
    expect(topicView(layout([]))).toEqual({ kind: 'empty' })
  })

  test('components above in order, the waterfall feed apart, the title from the layout', () => {
    const view = topicView(layout([notice, list(2), list(0), feed]))
    expect(view.kind).toBe('ready')
    if (view.kind !== 'ready') return
    expect(view.title).toBe('Summer')
    expect(view.above.map((c) => c.componentId)).toEqual(['n', 'l'])
    expect(view.feed?.componentId).toBe('f')
  })

  test('a feed alone is enough to show the page; a layout without title falls back to its name', () => {
    const view = topicView(layout([feed], ''))
    expect(view).toEqual({ kind: 'ready', title: 'summer', above: [], feed })
  })
})
