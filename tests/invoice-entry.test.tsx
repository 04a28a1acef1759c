/**
 * Order detail's Invoice entry (issue #17: "An "Invoice" entry on order detail for a paid ticket order
 * showing "apply" or the state"), with the invoice call module and the router as the boundary.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { InvoiceEntry } from '../src/subpackages/order/invoice/invoice-entry'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { OrderInvoice } from '../types/api/invoice'
import type { Locale } from '../src/locales/i18n'

let mockReply: Partial<OrderInvoice> = {}
const mockOpened: Array<[string, Record<string, string>]> = []
jest.mock('../src/services/invoice-api', () => ({ orderInvoice: jest.fn(async () => mockReply) }))
jest.mock('../src/router/app-router', () => ({
  appRouter: () => ({ open: async (name: string, params: Record<string, string>) => void mockOpened.push([name, params]) })
}))

createH5NativeComponentConfig(() => null, React, ReactDOM)

const summary = (state: 'APPLYING' | 'REJECTED' | 'SUCCESS' | 'CANCELLED') => ({
  id: 'inv1',
  orderId: 'O1',
  orderKind: 'TICKET' as const,
  orderNumber: 'N1',
  showName: 'S',
  state,
  stateText: '',
  invoiceType: 'VAT_E_ORDINARY' as const,
  invoiceTitle: 'T',
  invoiceAmount: 100,
  applyTime: 0
})
const entry = () => document.querySelector('[data-testid=order-invoice]') as HTMLElement | null
const settle = () => new Promise((r) => setTimeout(r, 20))

describe('InvoiceEntry', () => {
  let utils: TestUtils
  const mount = async (r: Partial<OrderInvoice>, locale: Locale = 'zh-CN') => {
    mockReply = r
    mockOpened.length = 0
    freshStore()
    store.set(localeAtom, locale)
    utils = new TestUtils()
    await utils.mount(() => (
      <Provider store={store}>
        <InvoiceEntry orderId="O1" />
      </Provider>
    ))
    await settle()
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test.each<[Locale, string]>([
    ['zh-CN', '申请开票'],
    ['zh-MO', '申請開票'],
    ['en-US', 'Apply for an invoice']
  ])('a paid order that may apply shows "apply" (%s) and opens the form', async (locale, text) => {
    await mount({ canApply: true, invoice: null }, locale)
    expect(entry()?.textContent).toContain(text)
    entry()?.click()
    await settle()
    expect(mockOpened).toEqual([['invoice', { orderId: 'O1' }]])
  })

  test('an order with an invoice shows its state and opens it', async () => {
    await mount({ canApply: false, invoice: summary('SUCCESS') })
    expect(entry()?.textContent).toContain('已开票')
    entry()?.click()
    await settle()
    expect(mockOpened).toEqual([['invoice-detail', { id: 'inv1' }]])
  })

  test('a rejected application opens its detail (reason and re-apply), not a new form', async () => {
    await mount({ canApply: true, invoice: summary('REJECTED') })
    expect(entry()?.textContent).toContain('已驳回')
    entry()?.click()
    await settle()
    expect(mockOpened).toEqual([['invoice-detail', { id: 'inv1' }]])
  })

  test('a cancelled invoice: apply again when the order may', async () => {
    await mount({ canApply: true, invoice: summary('CANCELLED') })
    expect(entry()?.textContent).toContain('申请开票')
  })

  test('an order that may not apply and has no invoice shows no entry', async () => {
    await mount({ canApply: false, refusal: 'FULLY_REFUNDED', invoice: null })
    expect(entry()).toBeNull()
  })
})
