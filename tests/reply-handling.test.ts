/**
 * Tokens, business codes and reply modes (calls-errors-limits.md sections 4 and 8), through the real
 * client with Taro.request faked at the transport boundary.
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import { answer, releaseHeld, resetFakeTaro, sent, storage } from './helpers/fake-taro'
import { createHarness, envelope, failed, failure, splitUrl } from './helpers/request-harness'
import { saveTokens } from '../src/session/session-store'
import { freshStore, store } from '../src/store/store'
import { userIdAtom } from '../src/session/session-atoms'
import { shopConfigAtom } from '../src/shop-config/shop-config-atoms'
import { DEFAULT_SHOP_CONFIG } from '../src/shop-config/default-shop-config'
import { STORAGE_KEYS } from '../src/storage/storage'
import { BUSINESS_CODES, IMPORTANCE } from '../src/services/request/request-constants'
import { REFRESH_TOKEN_PATH } from '../src/services/request/request-client'
import { crowdedText, loginInvalidAlertOpenAtom } from '../src/services/request/reply-handling'
import { translate, type MessageKey, type MessageParams } from '../src/locales/i18n'
import { api } from '../src/services/request/app-request'
import { openDialog } from '../src/components/reply-dialog/dialog-queue'
import { dialogQueueAtom, lastDialogIdAtom, type DialogSpec } from '../src/components/reply-dialog/dialog-atoms'

beforeEach(() => {
  resetFakeTaro()
  // Each case starts a fresh session: a fresh store, so no atom carries over.
  freshStore()
  store.set(userIdAtom, undefined)
  store.set(shopConfigAtom, DEFAULT_SHOP_CONFIG)
})

const login = () => saveTokens({ accessToken: 'A1', refreshToken: 'R1', userId: 'U1' })
const pathOf = (url: string) => splitUrl(url).path
const flush = () => new Promise((r) => setTimeout(r, 0))

describe('token expiry (15012010)', () => {
  test('concurrent requests during a token expiry trigger exactly one refresh, then all replay', async () => {
    login()
    answer((req) => {
      if (pathOf(req.url) === REFRESH_TOKEN_PATH) return { hold: true, ...envelope({ accessToken: 'A2', refreshToken: 'R2' }) }
      if (req.header['access-token'] === 'A1') return failure(BUSINESS_CODES.tokenExpired)
      return envelope({ path: pathOf(req.url) })
    })
    const { client } = createHarness()
    const calls = ['/buyer/v1/a', '/buyer/v1/b', '/buyer/v1/c'].map((path) => client.request<{ path: string }>({ path }))
    await flush()
    expect(sent.filter((r) => pathOf(r.url) === REFRESH_TOKEN_PATH)).toHaveLength(1)
    releaseHeld()
    const refreshed = true
    const results = await Promise.all(calls)
    expect(refreshed).toBe(true)
    expect(results.map((r) => r.path)).toEqual(['/buyer/v1/a', '/buyer/v1/b', '/buyer/v1/c'])
    expect(sent.filter((r) => pathOf(r.url) === REFRESH_TOKEN_PATH)).toHaveLength(1)
    expect(sent.filter((r) => r.header['access-token'] === 'A2')).toHaveLength(3)
    expect(sent.find((r) => pathOf(r.url) === REFRESH_TOKEN_PATH)?.data).toMatchObject({ refreshToken: 'R1' })
    expect(storage.get(STORAGE_KEYS.refreshToken)).toBe('R2')
  })

  test('when the refresh fails, the original reply passes through', async () => {
    login()
    answer((req) =>
      pathOf(req.url) === REFRESH_TOKEN_PATH ? failure(BUSINESS_CODES.loginExpired) : failure(BUSINESS_CODES.tokenExpired, { mode: 'none' })
    )
    const error = await failed(createHarness().client.request({ path: '/buyer/v1/a' }))
    expect(error.statusCode).toBe(BUSINESS_CODES.tokenExpired)
    expect(sent.filter((r) => pathOf(r.url) === '/buyer/v1/a')).toHaveLength(1)
  })
})

describe('business codes', () => {
  test.each([
    ['login expired', BUSINESS_CODES.loginExpired],
    ['token exception', BUSINESS_CODES.tokenException],
    ['logged out', BUSINESS_CODES.loggedOut],
    ['not logged in', BUSINESS_CODES.notLoggedIn]
  ])('%s logs the user out', async (_name, code) => {
    login()
    answer(() => failure(code, { mode: 'none' }))
    await createHarness()
      .client.request({ path: '/buyer/v1/a' })
      .catch(() => undefined)
    expect(store.get(userIdAtom)).toBeUndefined()
    expect(storage.has(STORAGE_KEYS.accessToken)).toBe(false)
    expect(storage.has(STORAGE_KEYS.refreshToken)).toBe(false)
  })

  test('without an access token, a logout code only clears local data', async () => {
    store.set(userIdAtom, 'U1')
    storage.set(STORAGE_KEYS.userId, 'U1')
    storage.set(STORAGE_KEYS.email, 'a@b.c')
    answer(() => failure(BUSINESS_CODES.loginExpired, { mode: 'none' }))
    await createHarness()
      .client.request({ path: '/user/pub/v1/x' })
      .catch(() => undefined)
    expect(store.get(userIdAtom)).toBeUndefined()
    expect(storage.has(STORAGE_KEYS.email)).toBe(false)
  })

  test('logged in on another device: "login invalid, please log in again", one alert at a time', async () => {
    login()
    answer(() => failure(BUSINESS_CODES.loggedInElsewhere))
    const { client, record } = createHarness({ locale: 'en-US' })
    record.holdAlerts = true
    await Promise.all([
      client.request({ path: '/user/pub/v1/a' }).catch(() => undefined),
      client.request({ path: '/user/pub/v1/b' }).catch(() => undefined)
    ])
    await flush()
    expect(record.events).toEqual(['alert:Login invalid, please log in again|OK'])
    record.closeAlerts()
    await flush()
    expect(record.events).toEqual(['alert:Login invalid, please log in again|OK', 'nav:login'])
    // once closed, a later occurrence alerts again
    await client.request({ path: '/user/pub/v1/c' }).catch(() => undefined)
    expect(record.events.filter((e) => e.startsWith('alert:'))).toHaveLength(2)
    expect(store.get(userIdAtom)).toBeUndefined()
  })

  test('session state lives in the one jotai store, not module globals: a fresh store starts afresh', async () => {
    login()
    answer(() => failure(BUSINESS_CODES.loggedInElsewhere))
    const { client, record } = createHarness({ locale: 'en-US' })
    record.holdAlerts = true
    await client.request({ path: '/user/pub/v1/a' }).catch(() => undefined)
    expect(store.get(loginInvalidAlertOpenAtom)).toBe(true)
    const firstClient = api()
    const { id } = openDialog<Extract<DialogSpec, { kind: 'alert' }>>((resolve) => ({
      kind: 'alert',
      content: 'x',
      confirmText: 'OK',
      resolve: () => resolve(undefined)
    }))
    expect(store.get(lastDialogIdAtom)).toBe(id)
    freshStore()
    expect(store.get(loginInvalidAlertOpenAtom)).toBe(false)
    expect(store.get(dialogQueueAtom)).toEqual([])
    expect(store.get(lastDialogIdAtom)).toBe(0)
    expect(api()).not.toBe(firstClient)
    expect(api()).toBe(api())
  })

  test('account needs binding: an alert, then the bind page', async () => {
    answer(() => failure(BUSINESS_CODES.accountNeedsBinding))
    const { client, record } = createHarness()
    await client.request({ path: '/user/pub/v1/a' }).catch(() => undefined)
    await flush()
    expect(record.events).toEqual(['alert:请绑定账号信息|确定', 'nav:bind'])
  })

  test("account needs binding after a third-party login: the bind page gets the reply's bind token", async () => {
    answer(() => failure(BUSINESS_CODES.accountNeedsBinding, { data: { bindToken: 'tok-1', email: 'a@b.co', bindTypes: ['EMAIL'] } }))
    const { client, record } = createHarness()
    await client.request({ path: '/user/pub/v1/oauth/google_login', method: 'POST' }).catch(() => undefined)
    await flush()
    expect(record.events).toEqual(['alert:请绑定账号信息|确定', 'nav:bind:tok-1'])
  })

  test.each([BUSINESS_CODES.loginStatusLanguage, BUSINESS_CODES.loginStatusMethod])('%s opens the login-status popup', async (code) => {
    answer(() => failure(code))
    const { client, record } = createHarness()
    await client.request({ path: '/user/pub/v1/a' }).catch(() => undefined)
    expect(record.events).toEqual([`login-status:${code}`])
  })

  test('RE030326003101 opens the shop-state page when the shop is not OPEN, and not when it is', async () => {
    answer(() => failure(50000, { errorCode: 'RE030326003101', mode: 'none' }))
    const open = createHarness()
    await open.client.request({ path: '/home/pub/a' }).catch(() => undefined)
    expect(open.record.events).toEqual([])
    store.set(shopConfigAtom, { ...DEFAULT_SHOP_CONFIG, shopStatus: 'CLOSED' })
    const closed = createHarness()
    await closed.client.request({ path: '/home/pub/a' }).catch(() => undefined)
    expect(closed.record.events).toEqual(['nav:shop-state'])
  })

  test.each(['RE110028217778', 'RE110028217763'])('booking code %s saves back mode 11', async (errorCode) => {
    answer(() => failure(50000, { errorCode, mode: 'booking' }))
    await createHarness()
      .client.request({ path: '/home/pub/a' })
      .catch(() => undefined)
    expect(storage.get(STORAGE_KEYS.backMode)).toBe(11)
  })
})

describe('reply modes', () => {
  const run = async (mode: string | undefined, extra: Record<string, unknown> = {}, locale: 'zh-CN' | 'en-US' | 'zh-MO' = 'zh-CN') => {
    answer(() => failure(40000, { mode, comments: 'msg', ...extra }))
    const h = createHarness({ locale })
    const error = await failed(h.client.request({ path: '/home/pub/a' }))
    return { events: h.record.events, error }
  }

  test('none shows nothing', async () => expect((await run('none')).events).toEqual([]))
  test('toast shows a short message', async () => expect((await run('toast')).events).toEqual(['toast:msg']))
  test('alert shows a dialog with actText', async () =>
    expect((await run('alert', { subComments: 'Title', actText: 'Got it' })).events).toEqual(['alert:Title|msg|Got it']))
  test('login sends the user to login', async () => expect((await run('login')).events).toEqual(['nav:login']))
  test('back sends the user back', async () => expect((await run('back')).events).toEqual(['alert:msg|确定', 'nav:back']))
  test('backRefresh goes back and refreshes', async () =>
    expect((await run('backRefresh')).events).toEqual(['alert:msg|确定', 'nav:backRefresh']))
  test('waiting: a 5 second countdown dialog', async () => expect((await run('waiting')).events).toEqual(['waiting:5:msg']))
  test('booking uses the booking handling', async () => expect((await run('booking')).events).toEqual(['alert:msg|确定']))
  test('an unknown mode gives the generic dialog with a back button, in each language', async () => {
    expect((await run('explode')).events).toEqual(['alert:出错了，请稍后再试|返回', 'nav:back'])
    expect((await run('explode', {}, 'en-US')).events).toEqual(['alert:Something went wrong, please try again later|Back', 'nav:back'])
    expect((await run('explode', {}, 'zh-MO')).events).toEqual(['alert:出錯了，請稍後再試|返回', 'nav:back'])
  })
  test('a missing body gives the generic dialog', async () => {
    answer(() => ({ statusCode: 200, data: '' }))
    const h = createHarness()
    await h.client.request({ path: '/home/pub/a' }).catch(() => undefined)
    expect(h.record.events[0]).toBe('alert:出错了，请稍后再试|返回')
  })
  test('the error reaches the caller after the handling', async () => {
    const { error } = await run('toast')
    expect(error.statusCode).toBe(40000)
  })

  test('retry: the buyer retries once and gets the reply', async () => {
    let calls = 0
    answer(() => (++calls === 1 ? failure(40000, { mode: 'retry', comments: 'again?' }) : envelope({ ok: 1 })))
    const h = createHarness()
    h.record.retryAnswer = true
    await expect(h.client.request({ path: '/home/pub/a' })).resolves.toEqual({ ok: 1 })
    expect(h.record.events).toEqual(['retry:again?'])
    expect(calls).toBe(2)
  })

  test('retry declined: the error stands', async () => {
    answer(() => failure(40000, { mode: 'retry' }))
    const h = createHarness()
    await expect(h.client.request({ path: '/home/pub/a' })).rejects.toMatchObject({ statusCode: 40000 })
    expect(sent).toHaveLength(1)
  })
})

describe('limiting', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test('critical requests retry automatically every 3 s, 10 times, under the crowded dialog', async () => {
    answer(() => failure(42900, { mode: 'limiting' }))
    const h = createHarness({ locale: 'en-US' })
    const outcome = failed(h.client.request({ path: '/buyer/pub/v5/create_order', method: 'POST', importance: IMPORTANCE.critical }))
    await jest.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    expect(h.record.events).toEqual(['crowded:Ticket channel crowded, trying automatically|Cancel|Back'])
    await jest.advanceTimersByTimeAsync(2999)
    expect(sent).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(sent).toHaveLength(2)
    await jest.advanceTimersByTimeAsync(3000 * 9)
    expect(sent).toHaveLength(11)
    await jest.advanceTimersByTimeAsync(30000)
    expect(sent).toHaveLength(11)
    expect((await outcome).statusCode).toBe(42900)
    expect(h.record.crowdedClosed).toBe(1)
  })

  test('the same body is replayed, so an idempotency key is reused', async () => {
    answer(() => failure(42900, { mode: 'limiting' }))
    const h = createHarness()
    const outcome = failed(
      h.client.request({
        path: '/buyer/pub/v5/create_order',
        method: 'POST',
        data: { idempotencyKey: 'K1' },
        importance: IMPORTANCE.critical
      })
    )
    await jest.advanceTimersByTimeAsync(3000 * 10)
    await outcome
    expect(new Set(sent.map((r) => r.data?.idempotencyKey))).toEqual(new Set(['K1']))
  })

  test('a retry that succeeds ends the loop with its reply', async () => {
    let n = 0
    answer(() => (++n < 4 ? failure(42900, { mode: 'limiting' }) : envelope({ orderId: 'O9' })))
    const h = createHarness()
    const outcome = h.client.request({ path: '/buyer/pub/v5/create_order', method: 'POST', importance: IMPORTANCE.critical })
    await jest.advanceTimersByTimeAsync(3000 * 3)
    await expect(outcome).resolves.toEqual({ orderId: 'O9' })
    expect(sent).toHaveLength(4)
    expect(h.record.crowdedClosed).toBe(1)
  })

  test('cancel stops the retries; back also goes back', async () => {
    answer(() => failure(42900, { mode: 'limiting' }))
    const h = createHarness()
    const outcome = failed(h.client.request({ path: '/buyer/pub/v5/create_order', method: 'POST', importance: IMPORTANCE.critical }))
    await jest.advanceTimersByTimeAsync(3000 * 2)
    expect(sent).toHaveLength(3)
    h.record.chooseCrowded?.('cancel')
    await jest.advanceTimersByTimeAsync(3000 * 10)
    expect(sent).toHaveLength(3)
    expect((await outcome).statusCode).toBe(42900)
    expect(h.record.events).not.toContain('nav:back')

    const h2 = createHarness()
    const second = failed(h2.client.request({ path: '/buyer/pub/v5/create_order', method: 'POST', importance: IMPORTANCE.critical }))
    await jest.advanceTimersByTimeAsync(0)
    h2.record.chooseCrowded?.('back')
    await jest.advanceTimersByTimeAsync(3000)
    await second
    expect(h2.record.events).toContain('nav:back')
  })

  test('non-critical requests get a manual retry prompt instead', async () => {
    answer(() => failure(42900, { mode: 'limiting', comments: '' }))
    const h = createHarness()
    const outcome = failed(h.client.request({ path: '/home/pub/a', importance: IMPORTANCE.high }))
    await jest.advanceTimersByTimeAsync(0)
    await outcome
    expect(h.record.events).toEqual(['retry:当前访问人数过多|当前访问人数过多，马上就好了'])
    expect(sent).toHaveLength(1)
  })
})

describe('network dialogs on important requests', () => {
  test.each([461, 465, 469, 999, 418, 403, 405])('HTTP %i: "too many network visits" retry dialog', async (status) => {
    answer(() => ({ statusCode: status, data: '' }))
    const h = createHarness({ locale: 'en-US' })
    await h.client.request({ path: '/home/pub/a', importance: IMPORTANCE.high }).catch(() => undefined)
    expect(h.record.events).toEqual(['retry:Too many network visits|Please switch to another network or try again later'])
  })

  test('the same statuses on a low-importance request show nothing', async () => {
    answer(() => ({ statusCode: 461, data: '' }))
    const h = createHarness()
    await h.client.request({ path: '/home/pub/a', importance: IMPORTANCE.low }).catch(() => undefined)
    expect(h.record.events).toEqual([])
  })

  test('504 or a timeout: "cannot connect to network"; the error text becomes "please check your network"', async () => {
    for (const reply of [{ statusCode: 504, data: '' }, { fail: 'request:fail timeout' }]) {
      answer(() => reply)
      const h = createHarness({ locale: 'en-US' })
      const error = await failed(h.client.request({ path: '/home/pub/a', importance: IMPORTANCE.critical }))
      expect(h.record.events).toEqual(['retry:Cannot connect to network, please check network or retry later'])
      expect(error.message).toBe('Please check your network or try again later')
    }
  })

  test('a retried important request that then succeeds returns its data', async () => {
    let n = 0
    answer(() => (++n === 1 ? { statusCode: 466, data: '' } : envelope({ fine: true })))
    const h = createHarness()
    h.record.retryAnswer = true
    await expect(h.client.request({ path: '/home/pub/a', importance: IMPORTANCE.high })).resolves.toEqual({ fine: true })
  })
})

describe('limiting from a hot show\'s waiting room (issue #8: "the limiting reply carries the buyer\'s place and an estimated wait, which the crowded dialog shows instead of a spinner")', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test('the crowded dialog shows the wait until the draw, then the place and wait as each retry answers them, keeping the key', async () => {
    const turns = [
      { place: null, waitSeconds: 4 },
      { place: 1532, waitSeconds: 16 },
      { place: 1532, waitSeconds: 130 }
    ]
    let n = 0
    answer(() => (n < turns.length ? failure(42900, { mode: 'limiting', data: turns[n++] }) : envelope({ orderId: 'O1' })))
    const h = createHarness({ locale: 'en-US' })
    const outcome = h.client.request({
      path: '/buyer/pub/v5/create_order',
      method: 'POST',
      data: { idempotencyKey: 'K7' },
      importance: IMPORTANCE.critical
    })
    await jest.advanceTimersByTimeAsync(3000 * 3)
    await expect(outcome).resolves.toEqual({ orderId: 'O1' })
    expect(h.record.events).toEqual([
      'crowded:Places in line are drawn at random in 4 s. Please stay on this page|Cancel|Back',
      'crowded-update:You are number 1532 in line, about 16 s to go. Please stay on this page',
      'crowded-update:You are number 1532 in line, about 3 min to go. Please stay on this page'
    ])
    expect(new Set(sent.map((r) => r.data?.idempotencyKey))).toEqual(new Set(['K7']))
  })

  test('crowdedText: in Chinese, and the plain crowded text for a limiting reply without a turn', () => {
    const zh = (key: MessageKey, params?: MessageParams) => translate('zh-CN', key, params)
    expect(crowdedText({ place: 12, waitSeconds: 5 }, zh)).toBe('排队购票中，你排在第 12 位，预计还需 5 秒，请勿离开')
    expect(crowdedText(null, zh)).toBe('购票通道拥挤，正在自动为你重试')
  })
})
