/**
 * Issue #32: "Google and Apple buttons where the merchant has configured them" (H5 login-way) and the
 * official-account follow component (product.md: "The follow component shows an unsupported notice in
 * this environment. Closing it stores a local hidden flag.").
 */
import React from 'react'
import ReactDOM from 'react-dom'
import Taro from '@tarojs/taro'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { SignInButtons } from '../src/subpackages/user/login-way/SignInButtons.h5'
import { OfficialAccountFollow } from '../src/components/official-account-follow/OfficialAccountFollow'
import type { TokenSource } from '../src/subpackages/user/login-way/provider-token'
import type { ShopLoginProviders } from '../types/shop-config'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import { STORAGE_KEYS } from '../src/storage/storage'

const mockCalls: string[] = []
jest.mock('../src/services/user-api', () => ({
  googleLogin: jest.fn(async (credential: string) => mockCalls.push(`google ${credential}`)),
  appleLogin: jest.fn(async (token: string) => mockCalls.push(`apple ${token}`))
}))
jest.mock('../src/router/app-router', () => ({ appRouter: () => ({ loginSucceeded: () => mockCalls.push('logged in') }) }))
jest.mock('../src/utils/toast', () => ({ toast: (text: string) => mockCalls.push(`toast ${text}`) }))

createH5NativeComponentConfig(() => null, React, ReactDOM)

const settle = () => new Promise((r) => setTimeout(r, 20))

describe('Google and Apple sign-in buttons (H5)', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'en-US')
    mockCalls.length = 0
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  const mount = async (providers: ShopLoginProviders | undefined, tokenOf: TokenSource, consented = () => true) => {
    await utils.mount(() => (
      <Provider store={store}>
        <SignInButtons providers={providers} consented={consented} tokenOf={tokenOf} />
      </Provider>
    ))
    await utils.act(settle)
  }
  const buttons = () => Array.from(document.querySelectorAll('.sign-in__button')).map((b) => b.getAttribute('data-provider'))

  test('no button for a provider the gateway has not configured', async () => {
    await mount({}, async () => 'never')
    expect(buttons()).toEqual([])
    utils.unmout()
    document.body.innerHTML = ''
    utils = new TestUtils()
    await mount({ apple: { clientId: 'com.stagedoor.web' } }, async () => 'never')
    expect(buttons()).toEqual(['apple'])
  })

  test('pressing Google gets a token from the token source with the client id, posts it and lands logged in', async () => {
    const asked: string[] = []
    await mount({ google: { clientId: 'web.apps.googleusercontent.com' }, apple: { clientId: 'com.stagedoor.web' } }, async (p, id) => {
      asked.push(`${p} ${id}`)
      return `${p}-token`
    })
    expect(buttons()).toEqual(['google', 'apple'])
    expect(document.querySelector('.sign-in__button--google')?.textContent).toBe('Sign in with Google')
    expect(document.querySelector('.sign-in__logo')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    await utils.act(async () => {
      ;(document.querySelector('.sign-in__button--google') as HTMLElement).click()
      await settle()
    })
    expect(asked).toEqual(['google web.apps.googleusercontent.com'])
    expect(mockCalls).toEqual(['google google-token', 'toast Logged in', 'logged in'])
  })

  test('a closed provider window posts nothing and says so; no consent, no provider window', async () => {
    const asked: string[] = []
    await mount({ apple: { clientId: 'com.stagedoor.web' } }, async () => Promise.reject(new Error('closed')))
    await utils.act(async () => {
      ;(document.querySelector('.sign-in__button--apple') as HTMLElement).click()
      await settle()
    })
    expect(mockCalls).toEqual(['toast Sign-in did not finish. Please try again'])
    utils.unmout()
    document.body.innerHTML = ''
    utils = new TestUtils()
    await mount(
      { apple: { clientId: 'c' } },
      async (p) => (asked.push(p), 't'),
      () => false
    )
    await utils.act(async () => {
      ;(document.querySelector('.sign-in__button--apple') as HTMLElement).click()
      await settle()
    })
    expect(asked).toEqual([])
  })
})

describe('official-account follow component', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    Taro.removeStorageSync(STORAGE_KEYS.followHidden)
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  const mount = async () => {
    await utils.mount(() => (
      <Provider store={store}>
        <OfficialAccountFollow />
      </Provider>
    ))
    await utils.act(settle)
  }

  test('shows the unsupported notice here; closing stores the hidden flag and it stays hidden', async () => {
    await mount()
    expect(document.querySelector('.oa-follow__unsupported')?.textContent).toContain('当前环境不支持关注公众号')
    expect(document.querySelector('.oa-follow__close-icon')?.getAttribute('data-icon')).toBe('close')
    await utils.act(async () => {
      ;(document.querySelector('.oa-follow__close') as HTMLElement).click()
      await settle()
    })
    expect(document.querySelector('.oa-follow')).toBeNull()
    expect(Taro.getStorageSync(STORAGE_KEYS.followHidden)).toBe(true)
    utils.unmout()
    document.body.innerHTML = ''
    utils = new TestUtils()
    await mount()
    expect(document.querySelector('.oa-follow')).toBeNull()
  })
})
