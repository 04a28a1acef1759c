/**
 * The shop's key components mounted as Taro renders them. Issue "Shop": "option picker (a combination
 * out of stock is disabled), quantity"; "goods cards with price from / market price / sold-out"; the cart's
 * "invalid lines shown apart".
 */
import React, { useState } from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { SkuPicker } from '../src/subpackages/shop/shop-detail/SkuPicker'
import { GoodsCard } from '../src/components/goods-card/GoodsCard'
import { CartLineRow } from '../src/subpackages/shop/cart-list/CartLineRow'
import type { CartLine } from '../types/api/cart'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { GoodsCard as GoodsCardData, GoodsOptionGroup, GoodsSku } from '../types/api/goods'

createH5NativeComponentConfig(() => null, React, ReactDOM)

const groups: GoodsOptionGroup[] = [
  {
    id: 'size',
    name: '尺码',
    values: [
      { id: 'S', name: 'S' },
      { id: 'M', name: 'M' }
    ]
  },
  {
    id: 'colour',
    name: '颜色',
    values: [
      { id: 'black', name: '黑' },
      { id: 'white', name: '白' }
    ]
  }
]
const skus: GoodsSku[] = [
  { id: 'S-black', attributeValueIds: ['S', 'black'], priceFen: 9900, stock: 3, onSale: true },
  { id: 'S-white', attributeValueIds: ['S', 'white'], priceFen: 9900, stock: 0, onSale: true },
  { id: 'M-black', attributeValueIds: ['M', 'black'], priceFen: 10900, stock: 1, onSale: true },
  { id: 'M-white', attributeValueIds: ['M', 'white'], priceFen: 10900, stock: 9, onSale: true }
]

function Picker({ perBuyerLimit }: { perBuyerLimit?: number }) {
  const [choice, setChoice] = useState<Record<string, string>>({})
  const [qty, setQty] = useState(1)
  return (
    <Provider store={store}>
      <SkuPicker groups={groups} skus={skus} perBuyerLimit={perBuyerLimit} choice={choice} onChoice={setChoice} qty={qty} onQty={setQty} />
    </Provider>
  )
}

function Card({ goods }: { goods: GoodsCardData }) {
  return (
    <Provider store={store}>
      <GoodsCard goods={goods} />
    </Provider>
  )
}

const value = (id: string) => document.querySelector(`[data-value-id="${id}"]`) as HTMLElement
const isOff = (id: string) => value(id).getAttribute('aria-disabled') === 'true'
const isOn = (id: string) => value(id).getAttribute('aria-checked') === 'true'
const hint = () => document.querySelector('.sku-picker__hint')?.textContent

describe('SkuPicker', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('a combination out of stock is disabled once the other option is chosen', async () => {
    await utils.mount(Picker, { props: {} })
    expect(isOff('white')).toBe(false)
    expect(hint()).toBe('请选择尺码 颜色')
    utils.fireEvent.click(value('S'))
    await utils.act(async () => undefined)
    expect(isOn('S')).toBe(true)
    expect(isOff('white')).toBe(true) // S in white has no stock
    utils.fireEvent.click(value('white'))
    await utils.act(async () => undefined)
    expect(isOn('white')).toBe(false)
  })

  test('a full choice shows the stepper bounded by the stock, or by the per-buyer limit when lower', async () => {
    await utils.mount(Picker, { props: { perBuyerLimit: 2 } })
    utils.fireEvent.click(value('M'))
    await utils.act(async () => undefined)
    utils.fireEvent.click(value('white'))
    await utils.act(async () => undefined)
    expect(hint()).toBe('每人限购 2 件')
    utils.fireEvent.click(value('black'))
    await utils.act(async () => undefined)
    expect(hint()).toBe('库存 1 件')
  })
})

describe('GoodsCard', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })
  const goods: GoodsCardData = {
    id: 'G1',
    name: '巡演T恤',
    posterUrl: '',
    minPriceFen: 9900,
    minMarketPriceFen: 12900,
    soldOut: false,
    kind: 'PHYSICAL'
  }

  test('the lowest price as "from" and the market price struck through', async () => {
    await utils.mount(Card, { props: { goods } })
    expect(document.querySelector('.goods-card .price:not(.price--struck)')?.textContent).toBe('¥99起')
    expect(document.querySelector('.goods-card .price--struck')?.textContent).toBe('¥129')
    expect(document.querySelector('.goods-card__sold-out')).toBeNull()
  })

  test('sold out is said on the picture; a market price not above the price is not shown', async () => {
    await utils.mount(Card, { props: { goods: { ...goods, soldOut: true, minMarketPriceFen: 9900 } } })
    expect(document.querySelector('.goods-card__sold-out')?.textContent).toBe('已售罄')
    expect(document.querySelector('.goods-card .price--struck')).toBeNull()
  })
})

describe('CartLineRow', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })
  const line: CartLine = {
    skuId: 'K1',
    spuId: 'G1',
    name: '巡演T恤',
    pictureUrl: '',
    attributeText: '黑色 / M',
    priceFen: 16800,
    qty: 2,
    selected: true,
    stock: 1
  }
  function Row({ invalid, reason }: { invalid?: boolean; reason?: CartLine['invalidReason'] }) {
    return (
      <Provider store={store}>
        <CartLineRow
          line={{ ...line, invalidReason: reason }}
          invalid={invalid}
          onSelect={(on) => events.push(`select ${on}`)}
          onRemove={() => events.push('remove')}
        />
      </Provider>
    )
  }
  const events: string[] = []

  test('a line to buy: its select box, options and price; fewer in stock than wanted is said', async () => {
    events.length = 0
    await utils.mount(Row, { props: {} })
    expect(document.querySelector('.cart-line__options')?.textContent).toBe('黑色 / M')
    expect(document.querySelector('.cart-line__short')?.textContent).toBe('仅剩 1 件')
    utils.fireEvent.click(document.querySelector('.cart-line__check') as HTMLElement)
    expect(events).toEqual(['select false'])
  })

  test('"invalid lines shown apart": greyed with the reason, no select box, only remove', async () => {
    events.length = 0
    await utils.mount(Row, { props: { invalid: true, reason: 'OFF_SALE' } })
    expect(document.querySelector('.cart-line--invalid .cart-line__reason')?.textContent).toBe('已下架')
    expect(document.querySelector('.cart-line__check')).toBeNull()
    utils.fireEvent.click(document.querySelector('.cart-line__remove') as HTMLElement)
    expect(events).toEqual(['remove'])
  })
})
