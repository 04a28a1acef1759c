/**
 * The app's analytics queue (calls-errors-limits.md section 7: "Analytics events sent by the product:
 * click_component, click_customer_service, session_from, obtain_coupon_success and obtain_coupon_fail"):
 * batched to the sink a few seconds after the first event, at most 20 to a batch, a failing sink dropped.
 */
import type { AnalyticsHit } from '../types/api/analytics'

jest.mock('../src/services/analytics/analytics-api', () => ({ sendAnalytics: jest.fn(() => Promise.resolve()) }))

import { flushAnalytics, sessionSource, setAnalyticsSink, track } from '../src/services/analytics/track'

describe('analytics track', () => {
  let sent: AnalyticsHit[][]
  beforeEach(() => {
    jest.useFakeTimers()
    sent = []
    setAnalyticsSink(async (hits) => void sent.push(hits))
  })
  afterEach(() => {
    flushAnalytics()
    jest.useRealTimers()
  })

  test('events within a few seconds go as one batch, not one request per tap', () => {
    track('click_component', 'banner-1')
    track('click_component', 'banner-1')
    track('session_from')
    expect(sent).toEqual([])
    jest.advanceTimersByTime(3000)
    expect(sent).toEqual([
      [{ event: 'click_component', label: 'banner-1' }, { event: 'click_component', label: 'banner-1' }, { event: 'session_from' }]
    ])
  })

  test('a burst of more than 20 goes at once in batches of 20', () => {
    for (let i = 0; i < 25; i++) track('click_component', `c${i}`)
    expect(sent.map((b) => b.length)).toEqual([20])
    jest.advanceTimersByTime(3000)
    expect(sent.map((b) => b.length)).toEqual([20, 5])
  })

  test('a sink that fails is dropped quietly: the buyer never sees it', async () => {
    setAnalyticsSink(() => Promise.reject(new Error('offline')))
    track('obtain_coupon_fail', 'CT1')
    expect(() => jest.advanceTimersByTime(3000)).not.toThrow()
    await Promise.resolve()
  })

  test("session_from names the launch's src, else its channel, else direct", () => {
    expect(sessionSource({ src: 'poster', channelId: 'c1' })).toBe('poster')
    expect(sessionSource({ channelId: 'c1' })).toBe('c1')
    expect(sessionSource({ src: ' ' })).toBe('direct')
  })
})
