/**
 * The dialog host the request layer drives: "waiting: a 5 s countdown with the button disabled until it
 * ends"; the crowded-channel dialog offers cancel and back; retry prompts answer the request layer.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { ReplyDialog } from '../src/components/reply-dialog/ReplyDialog'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import { dialogQueueAtom } from '../src/components/reply-dialog/dialog-atoms'
import { createDialogUi } from '../src/services/request/dialog-ui'

createH5NativeComponentConfig(() => null, React, ReactDOM)

function Host() {
  return (
    <Provider store={store}>
      <ReplyDialog />
    </Provider>
  )
}

const buttons = () => Array.from(document.querySelectorAll('.reply-dialog taro-button-core, .reply-dialog button')) as HTMLElement[]
const text = () => document.querySelector('.reply-dialog')?.textContent ?? ''
/** Lets React and jotai's subscription settle: timers move on by `ms` (fake ones, so no real waiting). */
const settle = (utils: TestUtils, ms = 20) =>
  utils.act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })

describe('ReplyDialog', () => {
  let utils: TestUtils
  beforeEach(async () => {
    // Each case on a fresh store; Taro's test runtime mounts on real timers, the cases run on fake ones
    // (only the timer functions: Taro's and React's scheduling stay real).
    freshStore()
    store.set(localeAtom, 'en-US')
    utils = new TestUtils()
    await utils.mount(Host)
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'Date',
        'hrtime'
      ]
    })
  })
  afterEach(() => {
    jest.useRealTimers()
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('waiting: a 5 s countdown with the button disabled until it ends, then it closes the dialog', async () => {
    let closed = false
    const ui = createDialogUi(() => undefined)
    void ui.waiting({ content: 'Please wait', confirmText: 'OK', seconds: 5 }).then(() => (closed = true))
    await settle(utils)
    expect(text()).toContain('Please wait')
    expect(text()).toContain('OK (5s)')
    const button = () => buttons()[0]
    // Taro's H5 button reflects the prop as a property; an attribute may linger as "false".
    const disabled = () => {
      const prop = (button() as unknown as { disabled?: boolean }).disabled
      if (typeof prop === 'boolean') return prop
      const attr = button().getAttribute('disabled')
      return attr !== null && attr !== 'false'
    }
    expect(disabled()).toBe(true)
    utils.fireEvent.click(button())
    for (const left of [4, 3, 2, 1]) {
      await settle(utils, 1000)
      expect(text()).toContain(`OK (${left}s)`)
      expect(disabled()).toBe(true)
    }
    expect(closed).toBe(false)
    await settle(utils, 1000)
    expect(text()).not.toContain('(')
    expect(disabled()).toBe(false)
    utils.fireEvent.click(button())
    await settle(utils)
    expect(closed).toBe(true)
    expect(store.get(dialogQueueAtom)).toEqual([])
  })

  test('the crowded dialog offers cancel and back and reports the choice', async () => {
    const ui = createDialogUi(() => undefined)
    const dialog = ui.crowded({ content: 'Ticket channel crowded, trying automatically', cancelText: 'Cancel', backText: 'Back' })
    await settle(utils)
    expect(text()).toContain('Ticket channel crowded, trying automatically')
    expect(buttons().map((b) => b.textContent)).toEqual(['Cancel', 'Back'])
    utils.fireEvent.click(buttons()[1])
    await expect(dialog.choice).resolves.toBe('back')
  })

  test('in a waiting room the crowded dialog tells the place instead of showing a progress bar, and follows each update', async () => {
    const ui = createDialogUi(() => undefined)
    const plain = ui.crowded({ content: 'Ticket channel crowded, trying automatically', cancelText: 'Cancel', backText: 'Back' })
    await settle(utils)
    expect(document.querySelector('.reply-dialog__progress')).not.toBeNull()
    plain.update('You are number 12 in line, about 5 s to go. Please stay on this page')
    await settle(utils)
    expect(text()).toContain('You are number 12 in line')
    expect(document.querySelector('.reply-dialog__progress')).toBeNull()
    plain.close()
    await settle(utils)
  })

  test('a retry prompt resolves true on retry, and dialogs queue one after another', async () => {
    const ui = createDialogUi(() => undefined)
    const first = ui.retryPrompt({ content: 'first', retryText: 'Retry', cancelText: 'Cancel' })
    const second = ui.alert({ content: 'second', confirmText: 'OK' })
    await settle(utils)
    expect(text()).toContain('first')
    expect(text()).not.toContain('second')
    utils.fireEvent.click(buttons()[1])
    await expect(first).resolves.toBe(true)
    await settle(utils)
    expect(text()).toContain('second')
    utils.fireEvent.click(buttons()[0])
    await expect(second).resolves.toBeUndefined()
  })

  test('the login-status popup logs out when the buyer chooses to', async () => {
    const logout = jest.fn()
    createDialogUi(logout).loginStatusPopup(22046008)
    await settle(utils)
    expect(text()).toContain('does not support your account’s region')
    utils.fireEvent.click(buttons()[1])
    await settle(utils)
    expect(logout).toHaveBeenCalledTimes(1)
  })
})
