/** The ticket stub pages' rules (src/shop/ticket-stub-model.ts; docs/shop-app.md "Ticket stubs"). */
import { STUB_THEMES, pickDesign, stubCardAction, stubConfirmLines, stubTheme } from '../src/shop/ticket-stub-model'
import { decodeGoodsLines, encodeGoodsLines } from '../types/rules/goods-lines-param'
import type { StubDesign } from '../types/api/ticket-stub'

const design = (skuId: string, stock: number): StubDesign => ({
  skuId,
  spuId: 'spu_stub',
  name: skuId,
  pictureUrl: '',
  priceFen: 2900,
  stock
})

describe('ticket stub pages', () => {
  test('a ticket card opens its stub order once one is ordered, offers a print while the merchant sells stubs, else nothing', () => {
    expect(stubCardAction({ stubOrderId: 'gor_1' }, true)).toBe('ORDERED')
    expect(stubCardAction({ stubOrderId: 'gor_1' }, false)).toBe('ORDERED')
    expect(stubCardAction({}, true)).toBe('PRINT')
    expect(stubCardAction({}, false)).toBe('NONE')
  })

  test('the design shown first is the one chosen, else the first in stock: a sold-out design is never preselected', () => {
    const designs = [design('classic', 0), design('holo', 3), design('framed', 1)]
    expect(pickDesign(designs)?.skuId).toBe('holo')
    expect(pickDesign(designs, 'framed')?.skuId).toBe('framed')
    expect(pickDesign(designs, 'gone')?.skuId).toBe('holo')
    expect(pickDesign([design('a', 0)])?.skuId).toBe('a')
    expect(pickDesign([])).toBeUndefined()
  })

  test('each design in the merchant’s order takes the next look, a fourth starts again', () => {
    const designs = ['a', 'b', 'c', 'd'].map((id) => design(id, 1))
    expect(designs.map((d) => stubTheme(designs, d).key)).toEqual(['classic', 'holographic', 'framed', 'classic'])
    expect(STUB_THEMES.find((t) => t.key === 'framed')?.frame).toBeDefined()
  })

  test('goods-confirm receives one unit of the design naming the ticket, and reads it back', () => {
    const param = stubConfirmLines(design('sku_demo_stub_2', 1), 'tkt_abc')
    expect(param).toBe('sku_demo_stub_2:1:tkt_abc')
    expect(decodeGoodsLines(param)).toEqual([{ skuId: 'sku_demo_stub_2', qty: 1, ticketId: 'tkt_abc' }])
  })

  test('lines without a ticket read as before; a malformed ticket drops the line', () => {
    expect(decodeGoodsLines('a:2,b:1')).toEqual([
      { skuId: 'a', qty: 2 },
      { skuId: 'b', qty: 1 }
    ])
    expect(decodeGoodsLines('a:1:bad ticket,b:1:t:x')).toEqual([])
    expect(encodeGoodsLines([{ skuId: 'a', qty: 1 }])).toBe('a:1')
  })
})
