/**
 * The typed call modules send each call to its gateway path with its method and params, through the
 * app's one client; pages never build URLs themselves.
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import fs from 'fs'
import path from 'path'
import { answer, resetFakeTaro, sent } from './helpers/fake-taro'
import { envelope, splitUrl } from './helpers/request-harness'
import { saveTokens } from '../src/session/session-store'
import { freshStore } from '../src/store/store'
import * as home from '../src/services/home-api'
import * as show from '../src/services/show-api'
import * as trade from '../src/services/trade-api'
import * as user from '../src/services/user-api'
import * as buyer from '../src/services/buyer-api'
import * as wallet from '../src/services/wallet-api'

beforeEach(() => {
  resetFakeTaro()
  freshStore()
  saveTokens({ accessToken: 'A1', refreshToken: 'R1', userId: 'U1' })
  answer(() => envelope({}))
})

const last = () => {
  const req = sent[sent.length - 1]
  const { path: p, query } = splitUrl(req.url)
  return { method: req.method, path: p, query, body: req.data, timeout: req.timeout }
}

test.each([
  ['search', () => home.searchShows({ keyword: 'jazz', cityId: 'BL1106' }), 'GET', '/home/pub/v3/show_list/search'],
  ['shop configs', () => home.shopConfigs({ cityId: 'BL1106' }), 'GET', '/home/pub/v5/shop/configs'],
  ['layouts', () => home.layouts({ page: 'HOME' }), 'GET', '/home/pub/v5/layouts'],
  ['trending searches (#14 item 10)', () => home.trendingSearches(), 'GET', '/home/pub/v1/search_terms/trending'],
  ['record a search (#14 item 10)', () => home.recordSearch('星河'), 'POST', '/home/pub/v1/search_terms'],
  ['current location', () => home.currentLocation(), 'GET', '/home/pub/v5/citys/current_location'],
  ['show static', () => show.showStatic('S 1'), 'GET', '/show/pub/v5/show/S%201/static'],
  ['show dynamic', () => show.showDynamic('S1'), 'GET', '/show/pub/v5/show/S1/dynamic'],
  ['provinces', () => user.provinces(), 'GET', '/user/pub/v1/provinces'],
  ['cities', () => user.cities('31'), 'GET', '/user/pub/v1/provinces/31/cities'],
  ['districts', () => user.districts('BL1106'), 'GET', '/user/pub/v1/provinces/cities/BL1106/districts'],
  [
    'sms login',
    () => user.loginOrRegister({ cellphone: '13800000000', verifyCode: '123456', countryCode: '86' }),
    'POST',
    '/user/pub/v1/login_or_register'
  ],
  ['audiences', () => buyer.audiences({ showId: 'S1' }), 'GET', '/buyer/buyer/v1/user_audiences/list'],
  ['certifications', () => buyer.certifications(), 'GET', '/buyer/buyer/v1/user_certification/list'],
  ['reserve time', () => trade.reserveTime('T1'), 'GET', '/buyer/buyer/order/v3/T1/reserve_time'],
  [
    'cashiers',
    () => trade.cashiers({ transactionIds: ['T1'], platform: 'H5', src: 'H5', browserType: 'OTHER' }),
    'POST',
    '/trade/buyer/v3/payments/cashiers'
  ],
  ['pay', () => trade.pay({ transactionIds: ['T1'], platform: 'H5', paymentProduct: 'SANDBOX' }), 'POST', '/trade/buyer/v3/payments/pay'],
  // Wallet passes (issue #17).
  ['apple wallet link', () => wallet.appleWalletLink('K 1'), 'GET', '/buyer/buyer/v1/tickets/K%201/wallet/apple'],
  ['google wallet save', () => wallet.googleWalletSave('K1'), 'GET', '/buyer/buyer/v1/tickets/K1/wallet/google']
])('%s → %s %s', async (_name, call, method, p) => {
  await call()
  expect(last().method).toBe(method)
  expect(last().path).toBe(p)
})

test('search sends its filters with pages of 20 by default', async () => {
  await home.searchShows({ keyword: 'jazz', backendCategoryCode: 'CONCERT', sortType: 'TIME' })
  expect(last().query).toMatchObject({ keyword: 'jazz', backendCategoryCode: 'CONCERT', sortType: 'TIME', offset: '0', length: '20' })
})

test('layouts wait 10 s, dynamic show and shop configs 60 s', async () => {
  await home.layouts({ page: 'HOME' })
  expect(last().timeout).toBe(10000)
  await show.showDynamic('S1')
  expect(last().timeout).toBe(60000)
  await home.shopConfigs({})
  expect(last().timeout).toBe(60000)
})

test('order creation posts its body with the idempotency key, 10 s timeout, risk headers', async () => {
  const body = {
    showId: 'S1',
    items: [{ showId: 'S1', bizShowSessionId: 'SS1', seatPlanId: 'P1', qty: 2 }],
    paymentParam: { payAmount: 38000 },
    idempotencyKey: 'K-1'
  }
  await trade.createOrder(body, { riskToken: 'RT-1', passId: 'P-1' })
  expect(last()).toMatchObject({ method: 'POST', path: '/buyer/buyer/v5/create_order', timeout: 10000 })
  expect(last().body).toMatchObject({ idempotencyKey: 'K-1', paymentParam: { payAmount: 38000 } })
  expect(sent[sent.length - 1].header).toMatchObject({ 'risk-merchant': expect.any(String), 'risk-token': 'RT-1', 'pass-id': 'P-1' })
})

test('buying proofs are explicit: one call returns the risk token and pass id for a show, and the order calls send exactly those', async () => {
  answer((req) => {
    const p = splitUrl(req.url).path
    if (p === '/buyer/buyer/v1/risk_shows/S1/check_right') return envelope({ token: 'RISK-S1' })
    if (p === '/show/pub/v5/show/S1/dynamic') return envelope({ passId: 'PASS-7' })
    if (p === '/show/pub/v5/show/S2/static') return envelope({ passId: 'PASS-OTHER' })
    return envelope({ orderId: 'O1', unPaidTransactionIds: [] })
  })
  const proofs = await show.buyingProofs('S1')
  expect(proofs).toEqual({ riskToken: 'RISK-S1', passId: 'PASS-7' })
  expect(sent.map((r) => `${r.method} ${splitUrl(r.url).path}`).sort()).toEqual([
    'GET /buyer/buyer/v1/risk_shows/S1/check_right',
    'GET /show/pub/v5/show/S1/dynamic'
  ])
  // Another show's data in between changes nothing: the proofs travel with the call, not in the request layer.
  await show.showStatic('S2')
  const items = [{ showId: 'S1', bizShowSessionId: 'SS1', seatPlanId: 'P1', qty: 1 }]
  await trade.preOrder({ showId: 'S1', items }, proofs)
  expect(sent[sent.length - 1].header).toMatchObject({ 'risk-token': 'RISK-S1', 'pass-id': 'PASS-7' })
  await trade.createOrder({ showId: 'S1', items, paymentParam: { payAmount: 100 }, idempotencyKey: 'K-2' }, proofs)
  expect(sent[sent.length - 1].header).toMatchObject({ 'risk-token': 'RISK-S1', 'pass-id': 'PASS-7' })
  await trade.createOrder({ showId: 'S1', items, paymentParam: { payAmount: 100 }, idempotencyKey: 'K-3' }, {})
  expect(sent[sent.length - 1].header['risk-token']).toBeUndefined()
  expect(sent[sent.length - 1].header['pass-id']).toBeUndefined()
})

test('the audience list asks for 50 at a time', async () => {
  await buyer.audiences()
  expect(last().query).toMatchObject({ offset: '0', length: '50' })
})

test('pages and components never build URLs or call Taro.request themselves', () => {
  const roots = ['src/pages', 'src/subpackages', 'src/components'].map((d) => path.join(__dirname, '..', d))
  const offenders: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8')
        if (/Taro\.request|\/pub\/v\d|\/buyer\/v\d/.test(text)) offenders.push(path.relative(path.join(__dirname, '..'), full))
      }
    }
  }
  roots.forEach(walk)
  expect(offenders).toEqual([])
})
