/**
 * The real TabBar component mounted with @tarojs/test-utils-react: it draws what the rules say from the
 * store's state, and a tap switches tabs through the router.
 */
import Taro from '@tarojs/taro'
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { TabBar } from '../src/components/tab-bar/TabBar'
import { freshStore, store } from '../src/store/store'
import { userIdAtom } from '../src/session/session-atoms'
import { cartCountAtom } from '../src/shop/cart-atoms'
import { platformAtom } from '../src/platform/visit-atoms'
import { localeAtom } from '../src/locales/locale-atoms'
import { shopConfigAtom } from '../src/shop-config/shop-config-atoms'
import { DEFAULT_SHOP_CONFIG } from '../src/shop-config/default-shop-config'

// Taro hooks under mount() need the H5 native component config first (STACK-NOTES.md).
createH5NativeComponentConfig(() => null, React, ReactDOM)

function Bar({ page }: { page: string }) {
  return (
    <Provider store={store}>
      <TabBar currentPage={page} />
    </Provider>
  )
}

const labels = () => Array.from(document.querySelectorAll('.tab-bar__label')).map((n) => n.textContent)
const badges = () => Array.from(document.querySelectorAll('.tab-bar__badge')).map((n) => n.textContent)

describe('TabBar component', () => {
  let testUtils: TestUtils

  beforeEach(() => {
    testUtils = new TestUtils()
    freshStore()
    store.set(platformAtom, 'H5')
    store.set(localeAtom, 'zh-CN')
    store.set(userIdAtom, undefined)
    store.set(cartCountAtom, 0)
    store.set(shopConfigAtom, DEFAULT_SHOP_CONFIG)
  })

  afterEach(() => testUtils.unmout())

  test('draws the five default tabs in the current language, the current page selected', async () => {
    await testUtils.mount(Bar, { props: { page: 'pages/shop/shop' } })
    expect(labels()).toEqual(['首页', '全部', '商城', '票夹', '我的'])
    const selected = document.querySelector('.tab-bar__item--selected .tab-bar__label')
    expect(selected?.textContent).toBe('商城')
  })

  test('cart badge on the shop tab only once logged in with items in the cart', async () => {
    store.set(cartCountAtom, 5)
    await testUtils.mount(Bar, { props: { page: 'pages/list/list' } })
    expect(badges()).toEqual([])
    await testUtils.act(() => store.set(userIdAtom, 'u1'))
    expect(badges()).toEqual(['5'])
    const shopTab = Array.from(document.querySelectorAll('.tab-bar__item'))[2]
    expect(shopTab.querySelector('.tab-bar__badge')?.textContent).toBe('5')
  })

  test('hidden in PC mode', async () => {
    store.set(platformAtom, 'PC')
    await testUtils.mount(Bar, { props: { page: 'pages/list/list' } })
    expect(document.querySelector('.tab-bar')).toBeNull()
  })

  test('tapping another tab switches to it by its web path', async () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
    await testUtils.mount(Bar, { props: { page: 'pages/list/list' } })
    const mine = Array.from(document.querySelectorAll('.tab-bar__item'))[4]
    testUtils.fireEvent.click(mine)
    await new Promise((r) => setTimeout(r, 0))
    expect(switchTab).toHaveBeenCalledWith({ url: '/mine' })
    switchTab.mockRestore()
  })
})
