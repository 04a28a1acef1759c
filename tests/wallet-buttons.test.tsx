/**
 * The ticket detail's wallet buttons (issue #17: "Apple Wallet / Google Wallet passes ... where the platform
 * allows (H5)"): shown on H5 for a VALID ticket read live, each only when the merchant configured that
 * wallet; the Apple one opens the gateway's short-lived .pkpass link, the Google one Google's save page.
 * The wallet call module and the platform's opener are the boundary.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { WalletButtons } from '../src/subpackages/ticket/ticket-actions/WalletButtons'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { Locale } from '../src/locales/i18n'
import type { Ticket } from '../types/api/order'
import type { TicketWalletOffer } from '../types/api/wallet'

const mockOpened: string[] = []
let mockSupported = true
jest.mock('../src/services/wallet-api', () => ({
  appleWalletLink: jest.fn(async (id: string) => ({ url: `/buyer/pub/v1/wallet-pass?token=T-${id}`, expiresAt: 0 })),
  googleWalletSave: jest.fn(async (id: string) => ({ saveUrl: `https://pay.google.com/gp/v/save/JWT-${id}` }))
}))
jest.mock('../src/services/wallet-pass', () => ({
  get WALLET_SUPPORTED() {
    return mockSupported
  },
  openApplePass: (url: string) => void mockOpened.push(url),
  openGoogleSave: (url: string) => void mockOpened.push(url)
}))

createH5NativeComponentConfig(() => null, React, ReactDOM)

const ticket = (state: Ticket['state'] = 'VALID'): Ticket => ({
  ticketId: 'tkt_1',
  ticketNumber: '123456789012345678' + '01',
  orderId: 'ord_1',
  showId: 'shw_1',
  showName: 'S',
  venueName: 'V',
  venueAddress: 'A',
  bizShowSessionId: 'ses_1',
  sessionName: '',
  showTime: 0,
  seatPlanName: 'T',
  seatInfo: '',
  price: 0,
  publicPrice: 0,
  attendeeName: '',
  attendeeIdNo: '',
  state,
  usedAt: 0
})
const settle = () => new Promise((r) => setTimeout(r, 20))
const buttons = () => Array.from(document.querySelectorAll<HTMLElement>('.ticket-actions__button--wallet'))

describe('WalletButtons', () => {
  let utils: TestUtils
  const mount = async (props: { ticket?: Ticket; offer?: TicketWalletOffer; live?: boolean }, locale: Locale = 'zh-CN') => {
    mockOpened.length = 0
    freshStore()
    store.set(localeAtom, locale)
    utils = new TestUtils()
    await utils.mount(() => (
      <Provider store={store}>
        <WalletButtons ticket={props.ticket ?? ticket()} offer={props.offer} live={props.live ?? true} />
      </Provider>
    ))
    await settle()
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
    mockSupported = true
  })

  test.each<[Locale, string, string]>([
    ['zh-CN', '添加到 Apple 钱包', '保存到 Google 钱包'],
    ['zh-MO', '加入 Apple 錢包', '儲存至 Google 錢包'],
    ['en-US', 'Add to Apple Wallet', 'Save to Google Wallet']
  ])(
    '"shown only when the merchant configured that wallet": both configured (%s), each with its SVG icon',
    async (locale, apple, google) => {
      await mount({ offer: { apple: true, google: true } }, locale)
      expect(buttons().map((b) => b.textContent)).toEqual([apple, google])
      expect(buttons().every((b) => b.querySelector('[data-icon=wallet]'))).toBe(true)
    }
  )

  test('only Google configured: only its button', async () => {
    await mount({ offer: { apple: false, google: true } })
    expect(buttons().map((b) => b.textContent)).toEqual(['保存到 Google 钱包'])
  })

  test.each<[string, { ticket?: Ticket; offer?: TicketWalletOffer; live?: boolean; platform?: boolean }]>([
    ['not configured', { offer: { apple: false, google: false } }],
    ['no flags (an older gateway, a kept copy)', { offer: undefined }],
    ['a kept copy shown offline', { offer: { apple: true, google: true }, live: false }],
    ['a used ticket', { ticket: ticket('USED'), offer: { apple: true, google: true } }],
    ['a ticket in transfer', { ticket: ticket('TRANSFERRING'), offer: { apple: true, google: true } }],
    ['a mini-program (no wallet there)', { offer: { apple: true, google: true }, platform: false }]
  ])('hidden: %s', async (_what, props) => {
    mockSupported = props.platform ?? true
    await mount(props)
    expect(buttons()).toHaveLength(0)
  })

  test('Apple opens the short-lived .pkpass link; Google opens the save page', async () => {
    await mount({ offer: { apple: true, google: true } })
    buttons()[0].click()
    await settle()
    buttons()[1].click()
    await settle()
    expect(mockOpened).toEqual(['/buyer/pub/v1/wallet-pass?token=T-tkt_1', 'https://pay.google.com/gp/v/save/JWT-tkt_1'])
  })
})
