/**
 * One payment from the chooser (issue #15): the pay call and what follows on each path. Mocked only at
 * the boundaries: the trade calls (transport), the platform's pay (platform-pay.*.ts) and storage.
 * "Inside WeChat's browser, the wxauth OAuth page to obtain the openid that JSAPI pay needs."
 */
import type { Router } from '../src/router/router'
import type { PayAction } from '../src/services/payment/pay-action'
import type { PayRequest } from '../types/api/order'

const mockMem = new Map<string, unknown>()
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getStorageSync: (k: string) => (mockMem.has(k) ? mockMem.get(k) : ''),
    setStorageSync: (k: string, v: unknown) => void mockMem.set(k, v),
    removeStorageSync: (k: string) => void mockMem.delete(k)
  }
}))

const mockPayCalls: PayRequest[] = []
let mockPayReply: { paymentProduct: string; paymentInfo?: Record<string, unknown> } = { paymentProduct: 'SANDBOX' }
jest.mock('../src/services/trade-api', () => ({
  pay: jest.fn(async (body: PayRequest) => {
    mockPayCalls.push(body)
    return mockPayReply
  })
}))

const mockActions: PayAction[] = []
jest.mock('../src/services/payment/platform-pay', () => ({
  runPayAction: jest.fn(async (action: PayAction) => {
    mockActions.push(action)
    return action.kind === 'navigate' ? 'left' : 'paid'
  }),
  siteOrigin: () => 'https://shop.example.com'
}))

// The real router on the web, with the real route table.
jest.mock('../src/router/app-router', () => {
  const router = new (jest.requireActual('../src/router/router').Router as typeof Router)({
    navigator: {
      stack: () => [],
      navigateTo: jest.fn(),
      redirectTo: jest.fn(),
      reLaunch: jest.fn(),
      switchTab: jest.fn(),
      navigateBack: jest.fn(),
      navigateToMiniProgram: jest.fn()
    },
    web: true,
    isLoggedIn: () => true,
    loginRoute: () => 'login',
    carried: () => ({}),
    toast: () => undefined
  })
  return { appRouter: () => router }
})

import { payOrder } from '../src/components/payment-chooser/pay-order'
import { OPEN_ID_VALID_MS } from '../src/services/payment/wechat-oauth'

const WECHAT = { paymentId: 'p1', timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' }
const IN_WECHAT = { platform: 'H5', browserType: 'WEIXIN' } as const
const JSAPI = { paymentProduct: 'WECHAT_JSAPI', displayName: 'WeChat', extra: { appId: 'wxOFFICIAL' } }

beforeEach(() => {
  process.env.TARO_ENV = 'h5'
  mockMem.clear()
  mockPayCalls.length = 0
  mockActions.length = 0
})

test("JSAPI without an openid: no pay call; the buyer goes to WeChat's silent authorisation, back through wxauth to the order", async () => {
  const outcome = await payOrder({ orderId: 'O1', transactionId: 'T1', option: JSAPI, where: IN_WECHAT })
  expect(outcome).toBe('left')
  expect(mockPayCalls).toEqual([])
  expect(mockActions).toHaveLength(1)
  const action = mockActions[0]
  if (action.kind !== 'navigate') throw new Error(`expected navigate, got ${action.kind}`)
  const url = new URL(action.url.replace(/#wechat_redirect$/, ''))
  expect(action.url.endsWith('#wechat_redirect')).toBe(true)
  expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize')
  expect(url.searchParams.get('appid')).toBe('wxOFFICIAL')
  expect(url.searchParams.get('scope')).toBe('snsapi_base')
  const back = new URL(url.searchParams.get('redirect_uri') ?? '')
  expect(back.origin + back.pathname).toBe('https://shop.example.com/wxauth')
  expect(Object.fromEntries(back.searchParams)).toEqual({ back: 'order_detail', orderId: 'O1' })
  // The state wxauth will check is the one sent.
  expect((mockMem.get('sd.wxauthState') as { state: string }).state).toBe(url.searchParams.get('state'))
})

test("JSAPI without the official account's app id cannot start: unsupported", async () => {
  expect(await payOrder({ orderId: 'O1', transactionId: 'T1', option: { ...JSAPI, extra: {} }, where: IN_WECHAT })).toBe('unsupported')
  expect(mockPayCalls).toEqual([])
})

test('JSAPI with an openid from wxauth: the pay call sends it and the bridge pays', async () => {
  mockMem.set('sd.openId', { openId: 'oBUYER', at: Date.now() - 1000 })
  mockPayReply = { paymentProduct: 'WECHAT_JSAPI', paymentInfo: WECHAT }
  expect(await payOrder({ orderId: 'O1', transactionId: 'T1', option: JSAPI, where: IN_WECHAT })).toBe('paid')
  expect(mockPayCalls).toEqual([
    {
      transactionIds: ['T1'],
      paymentProduct: 'WECHAT_JSAPI',
      platform: 'H5',
      returnUrl: '/pay-success?orderId=O1&orderType=ticket',
      openId: 'oBUYER'
    }
  ])
  expect(mockActions[0]).toMatchObject({ kind: 'wechat', appId: 'wxOFFICIAL', params: { package: 'prepay_id=wx1', signType: 'RSA' } })
  expect(mockMem.get('sd.lastPayment')).toBe('WECHAT_JSAPI')
})

test('an openid older than 24 h is not used: a new authorisation', async () => {
  mockMem.set('sd.openId', { openId: 'oOLD', at: Date.now() - OPEN_ID_VALID_MS - 1 })
  expect(await payOrder({ orderId: 'O1', transactionId: 'T1', option: JSAPI, where: IN_WECHAT })).toBe('left')
  expect(mockPayCalls).toEqual([])
})

test('the sandbox on the web: no openid sent, the page goes to its cashier as today', async () => {
  mockPayReply = { paymentProduct: 'SANDBOX', paymentInfo: { paymentId: 'p', cashierUrl: '/trade/pub/v1/sandbox/cashier/p' } }
  expect(
    await payOrder({
      orderId: 'O2',
      transactionId: 'T2',
      option: { paymentProduct: 'SANDBOX', displayName: 'Sandbox' },
      where: { platform: 'H5', browserType: 'OTHER' }
    })
  ).toBe('left')
  expect(mockPayCalls[0].openId).toBeUndefined()
  expect(mockActions).toEqual([{ kind: 'navigate', url: '/trade/pub/v1/sandbox/cashier/p' }])
})
