/**
 * "Loading overlay: appears after 500 ms of pending high or critical requests on a page, clears when all
 * finish, and auto-clears after 5 s." Driven through the real client with fake timers.
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import { answer, releaseHeld, resetFakeTaro } from './helpers/fake-taro'
import { createHarness, envelope } from './helpers/request-harness'
import { LoadingOverlay } from '../src/services/request/loading-overlay'
import { IMPORTANCE } from '../src/services/request/request-constants'

let visible: boolean[]
let overlay: LoadingOverlay

beforeEach(() => {
  jest.useFakeTimers()
  resetFakeTaro()
  visible = []
  overlay = new LoadingOverlay((v) => visible.push(v))
  answer(() => ({ hold: true, ...envelope({}) }))
})
afterEach(() => jest.useRealTimers())

const shown = () => visible[visible.length - 1] === true

test('appears after 500 ms of a pending high request, clears when it finishes', async () => {
  const { client } = createHarness({ overlay })
  const call = client.request({ path: '/home/pub/a', importance: IMPORTANCE.high })
  await jest.advanceTimersByTimeAsync(499)
  expect(shown()).toBe(false)
  await jest.advanceTimersByTimeAsync(1)
  expect(shown()).toBe(true)
  releaseHeld()
  await call
  expect(shown()).toBe(false)
})

test('a request that finishes within 500 ms never shows it', async () => {
  const { client } = createHarness({ overlay })
  const call = client.request({ path: '/home/pub/a', importance: IMPORTANCE.critical })
  await jest.advanceTimersByTimeAsync(300)
  releaseHeld()
  await call
  await jest.advanceTimersByTimeAsync(1000)
  expect(visible.includes(true)).toBe(false)
})

test('stays while any of several requests is pending', async () => {
  const { client } = createHarness({ overlay })
  const a = client.request({ path: '/home/pub/a', importance: IMPORTANCE.high })
  await jest.advanceTimersByTimeAsync(600)
  const b = client.request({ path: '/home/pub/b', importance: IMPORTANCE.high })
  expect(shown()).toBe(true)
  releaseHeld()
  await Promise.all([a, b])
  expect(shown()).toBe(false)
})

test('auto-clears after 5 s even if the request is still pending', async () => {
  const { client } = createHarness({ overlay })
  const call = client.request({ path: '/home/pub/a', importance: IMPORTANCE.high })
  await jest.advanceTimersByTimeAsync(500)
  expect(shown()).toBe(true)
  await jest.advanceTimersByTimeAsync(4999)
  expect(shown()).toBe(true)
  await jest.advanceTimersByTimeAsync(1)
  expect(shown()).toBe(false)
  releaseHeld()
  await call
})

test('medium and low requests do not count', async () => {
  const { client } = createHarness({ overlay })
  const call = client.request({ path: '/home/pub/a', importance: IMPORTANCE.medium })
  await jest.advanceTimersByTimeAsync(2000)
  expect(visible).toEqual([])
  releaseHeld()
  await call
})

test('a failed request clears it too', async () => {
  answer(() => ({ hold: true, fail: 'request:fail' }))
  const { client } = createHarness({ overlay })
  const call = client.request({ path: '/home/pub/a', importance: IMPORTANCE.high, handleErrors: false }).catch(() => undefined)
  await jest.advanceTimersByTimeAsync(600)
  expect(shown()).toBe(true)
  releaseHeld()
  await call
  expect(shown()).toBe(false)
})
