/**
 * pay-loading's wait for a payment result (product.md "Orders": pay-loading; calls-errors-limits.md
 * section 4 "Payment flow" step 6 reads the order until it is no longer UNPAID): a bounded backoff, paid
 * and closed end the wait, failed reads count as not known yet, and the round ends in a timeout that the
 * page turns into "I have paid" / "back to order". Driven by jest's fake timers through the real module.
 */
import { payLoadingDelays, waitForPayResult, PAY_LOADING_BUDGET_MS } from '../src/subpackages/order/pay-loading/pay-loading-poll'
import { readPayState } from '../src/subpackages/order/pay-success/pay-result'
import { rebookPayState } from '../src/subpackages/order/pay-loading/rebook-pay-state'
import { bindPayState } from '../src/subpackages/order/pay-loading/bind-pay-state'
import { rebookPayLoadingPath } from '../types/rules/pay-return'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs the round with fake timers, answering each read from `states` (the last one repeats); answers the result, the reads and the ms waited. */
async function run(states: Array<string | Error>, stopAfterReads = Infinity) {
  let reads = 0
  const started = Date.now()
  const readAt: number[] = []
  const result = waitForPayResult(
    async () => {
      readAt.push(Date.now() - started)
      const s = states[Math.min(reads++, states.length - 1)]
      if (s instanceof Error) throw s
      return s
    },
    sleep,
    () => reads >= stopAfterReads
  )
  let settled = false
  void result.finally(() => (settled = true))
  for (let i = 0; i < 200 && !settled; i++) await jest.advanceTimersByTimeAsync(500)
  return { result: await result, reads, readAt, waited: Date.now() - started }
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') }))
afterEach(() => jest.useRealTimers())

describe('pay-loading backoff', () => {
  test('the waits double from 1 s, are capped at 5 s and add up to no more than the 30 s budget', () => {
    expect(payLoadingDelays()).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000])
    expect(payLoadingDelays().reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(PAY_LOADING_BUDGET_MS)
    expect(payLoadingDelays(1000, 1000, 3000)).toEqual([1000, 1000, 1000])
    expect(payLoadingDelays(5000, 5000, 1000)).toEqual([])
  })

  test.each([
    ['SUCCEEDED', 'paid'],
    ['DELIVERING_EXPRESS', 'paid'],
    ['DELIVERING', 'paid'],
    ['UNPAID', 'pending'],
    ['CLOSED', 'closed'],
    ['CANCELED', 'closed']
  ])('state %s reads as %s', (state, expected) => {
    expect(readPayState(state)).toBe(expected)
  })
})

describe('pay-loading round', () => {
  test('"once the order is no longer UNPAID": paid on the third read, after waits of 1 s and 2 s', async () => {
    const r = await run(['UNPAID', 'UNPAID', 'SUCCEEDED'])
    expect(r.result).toBe('paid')
    expect(r.reads).toBe(3)
    expect(r.readAt).toEqual([0, 1000, 3000])
  })

  test('a paper-ticket order reading Delivering_Express (7) is paid at once', async () => {
    expect((await run(['DELIVERING_EXPRESS'])).result).toBe('paid')
  })

  test('a closed order ends the wait (the page goes to the order)', async () => {
    const r = await run(['UNPAID', 'CLOSED'])
    expect([r.result, r.reads]).toEqual(['closed', 2])
  })

  test('failed reads count as not known yet, and the wait goes on', async () => {
    const r = await run([new Error('offline'), new Error('offline'), 'SUCCEEDED'])
    expect([r.result, r.reads]).toEqual(['paid', 3])
  })

  test('still unpaid after the whole budget: a timeout after 8 reads and 27 s, never an endless loop', async () => {
    const r = await run(['UNPAID'])
    expect(r.result).toBe('timeout')
    expect(r.reads).toBe(8)
    expect(r.readAt[r.readAt.length - 1]).toBe(27000)
    expect(r.waited).toBeLessThanOrEqual(PAY_LOADING_BUDGET_MS + 500)
  })

  test('a page that was left stops the round: no read after it', async () => {
    const r = await run(['UNPAID'], 2)
    expect([r.result, r.reads]).toEqual(['stopped', 2])
  })
})

// Issue #17 "Rebooking": a dearer rebook's difference is paid through the same cashier; its order is paid
// already, so pay-loading reads the rebook (GET rebook/{rebookId}) through the same bounded wait.
describe('pay-loading for a rebook', () => {
  test.each([
    ['DONE', 'paid'],
    ['PENDING', 'pending'],
    ['CANCELLED', 'closed'],
    ['EXPIRED', 'closed']
  ] as const)('rebook %s reads as %s', (state, expected) => {
    expect(readPayState(rebookPayState(state))).toBe(expected)
  })

  test('the tickets move on the third read: paid, after waits of 1 s and 2 s; an expired hold ends the wait at once', async () => {
    const moved = await run(['PENDING', 'PENDING', 'DONE'].map((x) => rebookPayState(x as 'PENDING' | 'DONE')))
    expect([moved.result, moved.reads, moved.waited]).toEqual(['paid', 3, 3000])
    const expired = await run([rebookPayState('EXPIRED')])
    expect([expired.result, expired.reads]).toEqual(['closed', 1])
  })

  test('the cashier comes back to pay-loading with the order and the rebook', () => {
    expect(rebookPayLoadingPath('ord_1', 'rbk_2')).toBe('/pay-loading?orderId=ord_1&rebookId=rbk_2')
  })
})

describe("a ticket order's payments by its bindId (GET payments/query_by_bind_id)", () => {
  test.each([
    ['PAID', 'paid'],
    ['PAYING', 'pending'],
    ['UNPAID', 'pending'],
    ['CLOSED', 'closed']
  ] as const)('bindId state %s reads as %s', (state, expected) => {
    expect(readPayState(bindPayState(state))).toBe(expected)
  })

  test('a started payment settles on the third read: paid after waits of 1 s and 2 s', async () => {
    const settled = await run((['PAYING', 'PAYING', 'PAID'] as const).map((x) => bindPayState(x)))
    expect([settled.result, settled.reads, settled.waited]).toEqual(['paid', 3, 3000])
  })
})
