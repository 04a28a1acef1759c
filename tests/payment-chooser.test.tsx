/**
 * The payment sheet (issue #14: "The payment sheet shows no amount and has no close"): it shows the
 * amount to pay and the reserve countdown, and a close control hands the choice back to the page while
 * the order stays unpaid (nothing is paid or cancelled on close).
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { PaymentChooser } from '../src/components/payment-chooser/PaymentChooser'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import { platformAtom } from '../src/platform/visit-atoms'

// The calls of the trade module (the transport boundary of this sheet): two ways to pay, 15 minutes to do it.
const calls: string[] = []
jest.mock('../src/services/trade-api', () => ({
  cashiers: jest.fn(async () => {
    calls.push('cashiers')
    return [
      { paymentProduct: 'SANDBOX', displayName: 'Sandbox', isCheck: true },
      { paymentProduct: 'DOOOLY', displayName: 'DOOOLY' }
    ]
  }),
  reserveTime: jest.fn(async () => {
    calls.push('reserveTime')
    return { time: 900 }
  }),
  pay: jest.fn(async () => {
    calls.push('pay')
    return { paymentProduct: 'SANDBOX' }
  }),
  orderDetail: jest.fn(async () => {
    calls.push('orderDetail')
    return { orderState: 'UNPAID', orderStatusTitle: 'Unpaid' }
  })
}))

createH5NativeComponentConfig(() => null, React, ReactDOM)

const text = () => document.querySelector('.payment-chooser')?.textContent ?? ''

describe('PaymentChooser', () => {
  let utils: TestUtils
  let closed: number
  function Sheet() {
    return (
      <Provider store={store}>
        <PaymentChooser orderId="O1" transactionId="T1" amountFen={112050} onClose={() => (closed += 1)} />
      </Provider>
    )
  }

  beforeEach(async () => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    store.set(platformAtom, 'H5')
    calls.length = 0
    closed = 0
    utils = new TestUtils()
    await utils.mount(Sheet)
    await utils.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('"show the amount to pay prominently and the reserve countdown"', () => {
    const amount = document.querySelector('.payment-chooser__amount')
    expect(amount?.textContent).toBe('支付金额¥1120.50')
    expect(amount?.querySelector('.price--large')).not.toBeNull()
    expect(text()).toMatch(/请在1[45]:\d\d内完成支付/)
  })

  test('"give it a close control (closing keeps the order unpaid)": the page is told, nothing is paid', async () => {
    const button = document.querySelector('.payment-chooser__close') as HTMLElement
    expect(button.getAttribute('aria-label')).toBe('关闭')
    // An SVG icon, not a character.
    expect(button.querySelector('[data-icon="close"]')).not.toBeNull()
    expect(button.textContent).toBe('')
    utils.fireEvent.click(button)
    await utils.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
    expect(closed).toBe(1)
    expect(calls).not.toContain('pay')
  })

  test('the methods are chosen with radio icons, the checked one first', () => {
    const icons = Array.from(document.querySelectorAll('.payment-chooser__option [data-icon]')).map((n) => n.getAttribute('data-icon'))
    expect(icons).toEqual(['radio_on', 'radio_off'])
    expect(text()).not.toMatch(/[●○]/)
  })
})

// Issue #17 "Rebooking": a dearer rebook's difference is paid in this same sheet with the rebook's
// transaction id; its deadline is the rebook's (no reserve_time of an order), and the web cashier comes
// back to pay-loading reading the rebook, not to pay-success reading the (already paid) order.
describe('PaymentChooser paying a rebook', () => {
  let utils: TestUtils
  function Sheet() {
    return (
      <Provider store={store}>
        <PaymentChooser
          orderId="O1"
          transactionId="RT1"
          amountFen={3000}
          onClose={() => undefined}
          rebook={{ rebookId: 'R1', deadline: Date.now() + 600_000, onDeadline: () => undefined }}
        />
      </Provider>
    )
  }
  beforeEach(async () => {
    freshStore()
    store.set(localeAtom, 'en-US')
    store.set(platformAtom, 'H5')
    calls.length = 0
    utils = new TestUtils()
    await utils.mount(Sheet)
    await utils.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('the difference and the rebook deadline are shown; paying returns to pay-loading with the rebook', async () => {
    expect(document.querySelector('.payment-chooser__amount')?.textContent).toMatch(/¥30(\.00)?$/)
    expect(text()).toMatch(/(9|10):\d\d/)
    expect(calls).not.toContain('reserveTime')
    utils.fireEvent.click(document.querySelector('.payment-chooser__pay') as HTMLElement)
    await utils.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
    const { pay } = jest.requireMock('../src/services/trade-api') as { pay: jest.Mock }
    expect(pay.mock.calls.at(-1)?.[0]).toMatchObject({
      transactionIds: ['RT1'],
      paymentProduct: 'SANDBOX',
      returnUrl: '/pay-loading?orderId=O1&rebookId=R1'
    })
  })
})
