/**
 * pay-loading's wait for a payment result the buyer came back without (product.md "Orders": pay-loading;
 * calls-errors-limits.md section 4 "Payment flow", step 6). The order is read at once, then after waits
 * that grow (1 s, 2 s, 4 s, then every 5 s) until about 30 s have been waited: a result usually lands in
 * the first seconds, and a slow platform notification should not cost the buyer dozens of reads. Then
 * the page stops and offers "I have paid" (another round) and "back to order". Pure: the page passes the
 * read and the wait, tests pass fake timers.
 */
import { readPayState } from '../pay-success/pay-result'

export const PAY_LOADING_FIRST_DELAY_MS = 1000
export const PAY_LOADING_MAX_DELAY_MS = 5000
/** The waits of one round add up to at most this. */
export const PAY_LOADING_BUDGET_MS = 30_000

/** The waits between reads: doubling from the first delay, capped, within the budget. */
export function payLoadingDelays(
  first = PAY_LOADING_FIRST_DELAY_MS,
  max = PAY_LOADING_MAX_DELAY_MS,
  budget = PAY_LOADING_BUDGET_MS
): number[] {
  const delays: number[] = []
  let total = 0
  for (let next = first; total + next <= budget; next = Math.min(next * 2, max)) {
    delays.push(next)
    total += next
  }
  return delays
}

export type PayLoadingResult = 'paid' | 'closed' | 'timeout' | 'stopped'

/**
 * Reads the order's state until it is paid or no longer payable, or the round's waits run out. A read that
 * fails counts as "not known yet" (the network of a buyer just back from a cashier is often flaky).
 * `stopped()` ends the round early (the page was left), answering 'stopped'.
 */
export async function waitForPayResult(
  readState: () => Promise<string>,
  wait: (ms: number) => Promise<void>,
  stopped: () => boolean = () => false
): Promise<PayLoadingResult> {
  const delays = payLoadingDelays()
  for (let i = 0; i <= delays.length; i++) {
    if (i > 0) await wait(delays[i - 1])
    if (stopped()) return 'stopped'
    const state = await readState().catch(() => 'UNPAID')
    if (stopped()) return 'stopped'
    const seen = readPayState(state)
    if (seen !== 'pending') return seen
  }
  return 'timeout'
}
