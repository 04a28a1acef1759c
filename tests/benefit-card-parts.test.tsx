/**
 * The card pages' shared pieces (issue #18; product.md entity "Privilege card item"): the price by
 * priceMode (¥, 积分, ¥+积分), a held card's stamp (USED, EXPIRE, REFUND, REFUNDING), times left
 * (convertibleTimes − redeemedTimes) and its book / refund buttons, in the buyer's language.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { CardPriceView, HeldCardRow } from '../src/subpackages/user/card-parts/card-parts'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { Locale } from '../src/locales/i18n'
import type { PriceMode } from '../types/api/benefit-card'
import { heldCard } from './helpers/benefit-card-fixtures'

createH5NativeComponentConfig(() => null, React, ReactDOM)

// An annual card with one of its 3 times used, so no longer refundable.
const item = heldCard({ isAnnualCard: true, redeemedTimes: 1, redeemPrice: 990, refundable: false })

const text = (selector: string) => document.querySelector(selector)?.textContent ?? null
const noop = () => undefined

describe('card parts', () => {
  let utils: TestUtils
  const mount = async (node: () => React.ReactElement, locale: Locale = 'zh-CN') => {
    freshStore()
    store.set(localeAtom, locale)
    utils = new TestUtils()
    await utils.mount(() => <Provider store={store}>{node()}</Provider>)
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test.each([
    ['CASH: ¥', 'CASH', 'zh-CN', '¥199'],
    ['POINT: 积分', 'POINT', 'zh-CN', '500积分'],
    ['CASH_POINT: ¥+积分', 'CASH_POINT', 'zh-CN', '¥199+500积分'],
    ['CASH_POINT in English', 'CASH_POINT', 'en-US', '¥199 + 500 points'],
    ['POINT in Macao Chinese', 'POINT', 'zh-MO', '500積分']
  ] as Array<[string, PriceMode, Locale, string]>)('price %s', async (_n, priceMode, locale, expected) => {
    await mount(() => <CardPriceView card={{ priceMode, cardPrice: 19900, pointPrice: 500 }} />, locale)
    expect(text('.card-price')).toBe(expected)
  })

  test('a card that can book: times left and used, book but no refund once used', async () => {
    await mount(() => <HeldCardRow item={item} onOpen={noop} onBook={noop} onRefund={noop} />)
    expect(text('.held-card__times')).toBe('剩余2次 · 已用1/3次')
    expect(document.querySelector('.held-card__stamp')).toBeNull()
    expect(text('.held-card__book')).toBe('去兑换')
    expect(document.querySelector('.held-card__refund')).toBeNull()
  })

  test('an unused card offers refund', async () => {
    await mount(
      () => <HeldCardRow item={{ ...item, redeemedTimes: 0, refundable: true }} onOpen={noop} onBook={noop} onRefund={noop} />,
      'en-US'
    )
    expect(text('.held-card__refund')).toBe('Refund card')
    expect(text('.held-card__times')).toBe('3 left · 0 of 3 used')
  })

  test.each([
    ['USED', 'zh-CN', '已用完'],
    ['EXPIRE', 'zh-MO', '已過期'],
    ['REFUND', 'en-US', 'Refunded'],
    ['REFUNDING', 'zh-CN', '退款中']
  ] as const)('stamp %s (%s): %s, no buttons', async (cardStatus, locale, stamp) => {
    await mount(
      () => (
        <HeldCardRow
          item={{ ...item, cardStatus, enabled: false, isHistory: cardStatus !== 'REFUNDING' }}
          onOpen={noop}
          onBook={noop}
          onRefund={noop}
        />
      ),
      locale
    )
    expect(text(`.held-card__stamp--${cardStatus}`)).toBe(stamp)
    expect(document.querySelector('.held-card__actions')).toBeNull()
  })
})
