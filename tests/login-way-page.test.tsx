/**
 * The login-way page (issue #31 item 1: "the login-way page is two bare buttons"): the shop's name, the two
 * ways as cards with their SVG icons, and the agreement line.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import LoginWayPage from '../src/subpackages/user/login-way/login-way'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import { shopConfigAtom } from '../src/shop-config/shop-config-atoms'

// The page shell's frame is not what this page is judged by.
jest.mock('../src/components/page-shell/PageShell', () => ({
  PageShell: ({ children }: { children: React.ReactNode }) => <>{children}</>
}))

createH5NativeComponentConfig(() => null, React, ReactDOM)

function Page() {
  return (
    <Provider store={store}>
      <LoginWayPage />
    </Provider>
  )
}

describe('login-way', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    store.set(shopConfigAtom, { ...store.get(shopConfigAtom), shopName: '星光剧场' })
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('the shop, the two ways as cards with icons, and the agreement line', async () => {
    await utils.mount(Page, {})
    await utils.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
    expect(document.querySelector('.login-way__shop')?.textContent).toBe('星光剧场')
    const cards = Array.from(document.querySelectorAll('.login-way__card'))
    expect(cards.map((c) => c.querySelector('.login-way__icon')?.getAttribute('data-icon'))).toEqual(['phone', 'mail'])
    expect(cards.map((c) => c.textContent)).toEqual(['手机号登录', '邮箱登录'])
    expect(document.querySelector('.login__consent')).not.toBeNull()
  })
})
