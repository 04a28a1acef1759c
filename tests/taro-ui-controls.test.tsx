/**
 * taro-ui as the app's controls (issue #14 "How": "taro-ui ... as the design system ... with its theme
 * variables bound to the merchant's colours ... and replace the hand-written equivalents"): the switch
 * takes the merchant's colour, not taro-ui's blue, and the state view's retry is an AtButton that retries.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { ThemeSwitch } from '../src/components/theme-switch/ThemeSwitch'
import { StateView } from '../src/components/state-view/StateView'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import { themeVariablesAtom } from '../src/theme/theme-atoms'

createH5NativeComponentConfig(() => null, React, ReactDOM)

const changes: boolean[] = []
function Switch() {
  return (
    <Provider store={store}>
      <ThemeSwitch title="默认地址" checked={false} onChange={(on) => changes.push(on)} />
    </Provider>
  )
}

let retries = 0
function Failed() {
  return (
    <Provider store={store}>
      <StateView kind="error" onRetry={() => retries++} />
    </Provider>
  )
}

describe('taro-ui controls', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    changes.length = 0
    retries = 0
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('the switch is drawn in the merchant colour (--color-main), never taro-ui blue', async () => {
    await utils.mount(Switch, {})
    const main = store.get(themeVariablesAtom)['--color-main']
    const native = document.querySelector('.at-switch .at-switch__switch')
    expect(native).not.toBeNull()
    expect(native?.getAttribute('color')).toBe(main)
    expect(main.toLowerCase()).not.toBe('#6190e8')
    expect(document.querySelector('.at-switch__title')?.textContent).toBe('默认地址')
  })

  test('a failed load offers retry as a taro-ui button, and a tap retries', async () => {
    await utils.mount(Failed, {})
    const retry = document.querySelector('.state-view__retry')
    expect(retry?.classList.contains('at-button')).toBe(true)
    expect(retry?.textContent).toBe('重试')
    await utils.act(async () => {
      ;(retry as HTMLElement).click()
    })
    expect(retries).toBe(1)
  })
})
