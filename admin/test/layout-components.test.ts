/**
 * The console's layout editor (issue #16 item 2): components added from the palette get ids not used on
 * the page, the waterfall feed stays last (server/src/storefront/layout-rules.ts refuses it elsewhere) and the
 * palette offers one feed per page; drag and drop / up and down move one component.
 */
import { addComponent, canAdd, freshId, kindOf, move, newComponent } from '../src/pages/layouts/layout-components'
import { previewSrc } from '../src/components/versioned/preview-src'

describe('layout components', () => {
  it('gives a new component an id not used on the page', () => {
    expect(freshId('notice', ['notice-1', 'notice-2'])).toBe('notice-3')
    const c = newComponent('NOTICE', ['notice-1'])
    expect([c.componentId, kindOf(c)]).toEqual(['notice-2', 'NOTICE'])
  })

  it('adds before the waterfall feed, which stays last; one feed per page', () => {
    const feed = newComponent('WATERFALL', [])
    const banner = newComponent('BANNER', [])
    const list = addComponent(addComponent([], feed), banner)
    expect(list.map(kindOf)).toEqual(['BANNER', 'WATERFALL'])
    expect(canAdd('WATERFALL', list)).toBe(false)
    expect(canAdd('NOTICE', list)).toBe(true)
  })

  it('moves one item; out of range changes nothing', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
  })
  it('adds a show list (issue #16 item 2) before the feed, horizontal, with its shows still to pick', () => {
    const list = addComponent([newComponent('WATERFALL', [])], newComponent('SHOW_LIST', []))
    expect(list.map(kindOf)).toEqual(['SHOW_LIST', 'WATERFALL'])
    expect(list[0]).toMatchObject({
      componentId: 'show-list-1',
      style: 'SHOW_LIST',
      direction: 'HORIZONTAL',
      source: { kind: 'PICKED', showIds: [] }
    })
  })

  it('previews a topic on its own page, keeping the token', () => {
    expect(previewSrc('/?preview=abc', undefined, 2)).toBe('/?preview=abc&r=2')
    expect(previewSrc('/?preview=abc', '/topic-activity/L-TOPIC-1', 3)).toBe('/topic-activity/L-TOPIC-1?preview=abc&r=3')
    expect(previewSrc('/', '/topic-activity/T', 0)).toBe('/topic-activity/T?r=0')
  })
})
