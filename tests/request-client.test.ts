/**
 * The request layer's request and reply rules (calls-errors-limits.md sections 5, 7 "Request layer", 8
 * "Handling" and 9), with Taro.request faked at the transport boundary only.
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import { answer, resetFakeTaro, sent, storage } from './helpers/fake-taro'
import { HOST, createHarness, envelope, failed, failure, splitUrl } from './helpers/request-harness'
import { saveTokens } from '../src/session/session-store'
import { freshStore, store } from '../src/store/store'
import { userIdAtom } from '../src/session/session-atoms'
import { RequestError } from '../src/services/request/request-error'
import { STORAGE_KEYS } from '../src/storage/storage'
import { IMPORTANCE } from '../src/services/request/request-constants'

const UTC_OFFSET = String(-new Date().getTimezoneOffset())

beforeEach(() => {
  resetFakeTaro()
  // Each case starts a fresh session: a fresh store, so no atom carries over.
  freshStore()
  store.set(userIdAtom, undefined)
})

const login = () => saveTokens({ accessToken: 'A1', refreshToken: 'R1', userId: 'U1' })

describe('requests', () => {
  test('a path without a host gets the configured host; GET by default; the exact query set on GET', async () => {
    const { client } = createHarness()
    await client.request({ path: '/home/pub/v3/show_list/search', data: { keyword: 'jazz', offset: 0 } })
    expect(sent).toHaveLength(1)
    expect(sent[0].method).toBe('GET')
    expect(sent[0].data).toBeUndefined()
    const { path, query } = splitUrl(sent[0].url)
    expect(sent[0].url.startsWith(`${HOST}/home/pub/v3/show_list/search?`)).toBe(true)
    expect(path).toBe('/home/pub/v3/show_list/search')
    // common params (src, ver, merchantId, channelId, appId) and the query set (lang, utcOffset, channelId, ver, terminalSrc)
    expect(query).toEqual({
      keyword: 'jazz',
      offset: '0',
      src: 'WEIXIN_MINI',
      ver: '4.8.0',
      merchantId: 'M100',
      channelId: 'CH1',
      appId: 'wx-app',
      lang: 'zh',
      utcOffset: UTC_OFFSET,
      terminalSrc: 'WEIXIN_MINI'
    })
  })

  test('POST: common params in the body, the query set on the URL, the exact header set', async () => {
    const { client } = createHarness()
    await client.request({ path: '/buyer/pub/v1/x', method: 'POST', data: { a: 1 } })
    expect(sent[0].data).toEqual({ a: 1, src: 'WEIXIN_MINI', ver: '4.8.0', merchantId: 'M100', channelId: 'CH1', appId: 'wx-app' })
    expect(splitUrl(sent[0].url).query).toEqual({
      lang: 'zh',
      utcOffset: UTC_OFFSET,
      channelId: 'CH1',
      ver: '4.8.0',
      terminalSrc: 'WEIXIN_MINI'
    })
    expect(sent[0].header).toEqual({
      'content-type': 'application/json',
      'x-trace-id': 'trace-1',
      'terminal-src': 'WEIXIN_MINI',
      src: 'WEIXIN_MINI',
      'channel-id': 'CH1',
      'merchant-id': 'M100',
      ver: '4.8.0',
      'utc-offset': UTC_OFFSET
    })
  })

  test('lang mapping: zh-MO stays zh-MO, en-US becomes en', async () => {
    await createHarness({ locale: 'zh-MO' }).client.request({ path: '/home/pub/a' })
    await createHarness({ locale: 'en-US' }).client.request({ path: '/home/pub/a' })
    expect(sent.map((r) => splitUrl(r.url).query.lang)).toEqual(['zh-MO', 'en'])
  })

  test('"a preview build counts as 0.0.0"', async () => {
    await createHarness({ preview: true }).client.request({ path: '/home/pub/a', method: 'POST' })
    expect(sent[0].header.ver).toBe('0.0.0')
    expect(sent[0].data?.ver).toBe('0.0.0')
    expect(splitUrl(sent[0].url).query.ver).toBe('0.0.0')
  })

  test('default timeout 5 s; layouts 10 s; dynamic show and shop config 60 s; order creation 10 s', async () => {
    login()
    const { client } = createHarness()
    const paths = [
      '/home/pub/v3/show_list/search',
      '/home/pub/v5/layouts',
      '/show/pub/v5/show/12/dynamic',
      '/show/pub/v5/sessions_dynamic_data',
      '/home/pub/v5/shop/configs',
      '/home/pub/v3/shops/get',
      '/buyer/v3/pre_order',
      '/buyer/v5/create_order',
      '/buyer/v1/orders/order'
    ]
    for (const path of paths) await client.request({ path, method: path.includes('order') ? 'POST' : 'GET' })
    expect(sent.map((r) => r.timeout)).toEqual([5000, 10000, 60000, 60000, 60000, 60000, 10000, 10000, 10000])
  })

  test('access-token when logged in; privilege-token only when privilegeId is involved', async () => {
    login()
    storage.set(STORAGE_KEYS.privilegeToken, 'P9')
    const { client } = createHarness()
    await client.request({ path: '/buyer/v1/a' })
    await client.request({ path: '/buyer/v1/b', data: { privilegeId: 'PR1' } })
    expect(sent[0].header['access-token']).toBe('A1')
    expect(sent[0].header['privilege-token']).toBeUndefined()
    expect(sent[1].header['privilege-token']).toBe('P9')
  })

  test('order creation carries the risk header; the layer adds no buying proof a caller did not pass', async () => {
    login()
    // Replies that carry proofs (a passId with the show data, check_right's token and header) change nothing later.
    answer((req) => {
      if (req.url.includes('/show/pub/v5/show/S1')) return envelope({ passId: 'PASS-7' })
      if (req.url.includes('check_right'))
        return { statusCode: 200, data: { statusCode: 200, data: { token: 'RISK-S1', showId: 'S1' } }, header: { 'risk-token': 'RISK-S1' } }
      return envelope({ orderId: 'O1' })
    })
    const { client } = createHarness()
    await client.request({ path: '/show/pub/v5/show/S1/dynamic' })
    await client.request({ path: '/buyer/buyer/v1/risk_shows/S1/check_right' })
    await client.request({ path: '/buyer/buyer/v5/create_order', method: 'POST', data: { showId: 'S1' } })
    await client.request({
      path: '/buyer/buyer/v5/create_order',
      method: 'POST',
      data: { showId: 'S1' },
      header: { 'risk-token': 'RT-1', 'pass-id': 'P-1' }
    })
    await client.request({ path: '/buyer/v1/other', method: 'POST', data: { showId: 'S1' } })
    expect(sent[2].header['risk-merchant']).toBe('risk-M100')
    expect(sent[2].header['risk-token']).toBeUndefined()
    expect(sent[2].header['pass-id']).toBeUndefined()
    expect(sent[3].header).toMatchObject({ 'risk-merchant': 'risk-M100', 'risk-token': 'RT-1', 'pass-id': 'P-1' })
    expect(sent[4].header['risk-merchant']).toBeUndefined()
  })

  test('the risk token is kept for the session only: never written to storage', async () => {
    login()
    answer(() => ({ statusCode: 200, data: { statusCode: 200, data: { token: 'RT' } }, header: { 'Risk-Token': 'RT' } }))
    await createHarness().client.request({ path: '/buyer/buyer/v1/risk_shows/S1/check_right' })
    expect(JSON.stringify([...storage.values()])).not.toContain('RT')
  })

  test('unknown, null or undefined params are logged as warnings and stripped', async () => {
    const { client, warnings } = createHarness()
    await client.request({ path: '/home/pub/a', data: { a: undefined, b: null, c: 'undefined', d: 'null', e: 0, f: '' } })
    const { query } = splitUrl(sent[0].url)
    expect(Object.keys(query)).not.toEqual(expect.arrayContaining(['a']))
    for (const k of ['a', 'b', 'c', 'd']) expect(query[k]).toBeUndefined()
    expect(query.e).toBe('0')
    expect(query.f).toBe('')
    expect(warnings).toHaveLength(4)
  })

  test('requests less important than high wait 1 ms; high and critical go at once', async () => {
    jest.useFakeTimers()
    try {
      const { client } = createHarness()
      const medium = client.request({ path: '/home/pub/m', importance: IMPORTANCE.medium })
      const critical = client.request({ path: '/home/pub/c', importance: IMPORTANCE.critical })
      await Promise.resolve()
      expect(sent.map((r) => splitUrl(r.url).path)).toEqual(['/home/pub/c'])
      await jest.advanceTimersByTimeAsync(1)
      expect(sent.map((r) => splitUrl(r.url).path)).toEqual(['/home/pub/c', '/home/pub/m'])
      await Promise.all([medium, critical])
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('auth rule', () => {
  test('a path without pub that is not a config path needs a token: no request, logged out, "not logged in"', async () => {
    storage.set(STORAGE_KEYS.userId, 'U1')
    store.set(userIdAtom, 'U1')
    const { client } = createHarness()
    const error = await failed(client.request({ path: '/buyer/v1/orders' }))
    expect(error).toBeInstanceOf(RequestError)
    expect(error.message).toBe('未登录')
    expect(sent).toHaveLength(0)
    expect(store.get(userIdAtom)).toBeUndefined()
    expect(storage.has(STORAGE_KEYS.userId)).toBe(false)
  })

  test('pub paths and config paths go without a token', async () => {
    const { client } = createHarness()
    await client.request({ path: '/home/pub/v3/show_list/search' })
    await client.request({ path: '/buyer/v1/copywriting/config' })
    expect(sent).toHaveLength(2)
    expect(sent[0].header['access-token']).toBeUndefined()
  })
})

describe('replies', () => {
  test('success is HTTP 200 with statusCode 200 or 510', async () => {
    const { client } = createHarness()
    answer(() => envelope({ n: 1 }))
    await expect(client.request({ path: '/home/pub/a' })).resolves.toEqual({ n: 1 })
    answer(() => ({ statusCode: 200, data: { statusCode: 510, data: { n: 2 } } }))
    await expect(client.request({ path: '/home/pub/a' })).resolves.toEqual({ n: 2 })
  })

  test('tokens in reply data are stored and the user becomes logged in', async () => {
    answer(() => envelope({ accessToken: 'NEW-A', refreshToken: 'NEW-R', userId: 'U5' }))
    await createHarness().client.request({ path: '/user/pub/v1/login_or_register', method: 'POST' })
    expect(storage.get(STORAGE_KEYS.accessToken)).toBe('NEW-A')
    expect(storage.get(STORAGE_KEYS.refreshToken)).toBe('NEW-R')
    expect(store.get(userIdAtom)).toBe('U5')
  })

  test('text replies are parsed as JSON, otherwise wrapped', async () => {
    const { client } = createHarness()
    answer(() => ({ statusCode: 200, data: JSON.stringify({ statusCode: 200, data: { ok: true } }) }))
    await expect(client.request({ path: '/home/pub/a' })).resolves.toEqual({ ok: true })
    answer(() => ({ statusCode: 200, data: 'plain text' }))
    await expect(client.request({ path: '/home/pub/a' })).resolves.toBe('plain text')
  })

  test('non-200 risk replies are normalised to a success envelope with empty data', async () => {
    login()
    answer(() => ({ statusCode: 429, data: 'busy' }))
    await expect(createHarness().client.request({ path: '/buyer/buyer/v1/risk_shows/S1/check_right' })).resolves.toEqual({})
  })
})

describe('errors (section 8, "Handling")', () => {
  test('non-200 HTTP gives statusCode -1, the HTTP code and a default message', async () => {
    answer(() => ({ statusCode: 502, data: '' }))
    const error = await failed(createHarness().client.request({ path: '/home/pub/a', handleErrors: false }))
    expect(error).toMatchObject({ statusCode: -1, httpCode: 502, message: '网络异常，请稍后再试' })
  })

  test('a business failure carries statusCode, comments as message, subComments and actText; comments accessor', async () => {
    answer(() => failure(40001, { comments: '库存不足', subComments: '请选择其他票档', actText: '知道了', errorCode: 'E1' }))
    const error = await failed(createHarness().client.request({ path: '/home/pub/a', handleErrors: false }))
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({
      statusCode: 40001,
      message: '库存不足',
      subComments: '请选择其他票档',
      actText: '知道了',
      errorCode: 'E1',
      httpCode: 200
    })
    expect(error.comments).toBe('库存不足')
    expect(typeof error.stack).toBe('string')
  })

  test('a timeout gives "request failed: timeout"', async () => {
    answer(() => ({ fail: 'request:fail timeout' }))
    const error = await failed(createHarness({ locale: 'en-US' }).client.request({ path: '/home/pub/a', handleErrors: false }))
    expect(error.message).toBe('request failed: timeout')
    expect(error.statusCode).toBe(-1)
  })

  test('payment cancellation messages are blanked', async () => {
    answer(() => failure(30001, { comments: 'requestPayment:fail cancel' }))
    const error = await failed(createHarness().client.request({ path: '/trade/pub/pay', handleErrors: false }))
    expect(error.message).toBe('')
  })
})
