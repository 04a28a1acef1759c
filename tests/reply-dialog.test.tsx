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
import { store } from '../src/store/store'
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
/** Lets React and jotai's subscription settle. */
const settle = (utils: TestUtils) =>
  utils.act(async () => {
    await new Promise((r) => setTimeout(r, 20))
  })

describe('ReplyDialog', () => {
  let utils: TestUtils
  beforeEach(async () => {
    store.set(localeAtom, 'en-US')
    store.set(dialogQueueAtom, [])
    utils = new TestUtils()
    await utils.mount(Host)
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  // The 5 s figure itself is asserted through the request layer (reply-handling.test.ts, "waiting:5");
  // here the countdown mechanics run on real timers with a shorter count, as Taro's test runtime
  // deadlocks under jest's fake timers.
  test('waiting: the button stays disabled through the countdown, then closes the dialog', async () => {
    let closed = false
    const ui = createDialogUi(() => undefined)
    void ui.waiting({ content: 'Please wait', confirmText: 'OK', seconds: 2 }).then(() => (closed = true))
    await settle(utils)
    expect(text()).toContain('Please wait')
    expect(text()).toContain('OK (2s)')
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
    await utils.act(() => new Promise((r) => setTimeout(r, 1050)))
    expect(text()).toContain('OK (1s)')
    expect(disabled()).toBe(true)
    expect(closed).toBe(false)
    await utils.act(() => new Promise((r) => setTimeout(r, 1050)))
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
