/**
 * The console's layout editor (issue #16 item 2): components added from the palette get ids not used on
 * the page, the waterfall feed stays last (server/src/storefront/layout-rules.ts refuses it elsewhere) and the
 * palette offers one feed per page; drag and drop / up and down move one component.
 */
import {
  GOODS_FLOOR_MAX,
  addComponent,
  canAdd,
  freshId,
  goodsFloorSource,
  kindOf,
  move,
  newComponent,
  paletteFor,
  pickGoods,
  previewPathOf,
  withGoodsSource
} from '../src/pages/layouts/layout-components'
import type { LayoutGoodsListDraft } from '../../types/api/storefront-admin'
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

  // The shop tab (layout-rules.ts "the shop tab draws banners and goods floors; the home and topic pages
  // draw everything but goods floors").
  it('offers each page what the app draws: the shop tab banners and goods floors, the home page no goods floor', () => {
    expect(paletteFor('SHOP')).toEqual(['BANNER', 'GOODS_LIST'])
    expect(paletteFor('HOME')).not.toContain('GOODS_LIST')
    expect(paletteFor('TOPIC')).toContain('SHOW_LIST')
    expect(previewPathOf('SHOP', 'L-SHOP')).toBe('/shop')
    expect(previewPathOf('HOME', 'L-HOME')).toBeUndefined()
    expect(previewPathOf('TOPIC', 'L-TOPIC-1')).toBe('/topic-activity/L-TOPIC-1')
  })

  it('adds a goods floor, horizontal, with its goods still to pick', () => {
    const floor = newComponent('GOODS_LIST', ['goods-list-1'])
    expect(floor).toEqual({
      componentId: 'goods-list-2',
      componentType: 'NORMAL',
      style: 'GOODS_LIST',
      title: { 'zh-CN': '', 'zh-MO': '', 'en-US': '' },
      direction: 'HORIZONTAL',
      spuIds: []
    })
    expect(kindOf(floor)).toBe('GOODS_LIST')
  })

  it('"1-20 picked goods, or none and a category": switching the source drops the other, never both', () => {
    const floor = newComponent('GOODS_LIST', []) as LayoutGoodsListDraft
    const picked = pickGoods(floor, ['spu_b', 'spu_a', 'spu_b'])
    expect(picked.spuIds).toEqual(['spu_b', 'spu_a'])
    expect(goodsFloorSource(picked)).toBe('PICKED')
    const byCategory = withGoodsSource(picked, 'CATEGORY', 'gcat_apparel')
    expect(byCategory).toMatchObject({ spuIds: [], categoryId: 'gcat_apparel' })
    expect(goodsFloorSource(byCategory)).toBe('CATEGORY')
    // Chosen but no category picked yet: still the category source (the gateway names the missing category).
    expect(goodsFloorSource(withGoodsSource(picked, 'CATEGORY'))).toBe('CATEGORY')
    const back = withGoodsSource(byCategory, 'PICKED')
    expect('categoryId' in back).toBe(false)
    expect(goodsFloorSource(back)).toBe('PICKED')
    expect('categoryId' in pickGoods(byCategory, ['spu_c'])).toBe(false)
    const many = Array.from({ length: GOODS_FLOOR_MAX + 3 }, (_, i) => `spu_${i}`)
    expect(pickGoods(floor, many).spuIds).toEqual(many.slice(0, GOODS_FLOOR_MAX))
  })
})
