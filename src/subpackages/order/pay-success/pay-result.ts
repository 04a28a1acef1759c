/**
 * "On H5 after paying, the order page polls order detail every 3 s, up to 5 times. It redirects ... once
 * the order is no longer UNPAID, otherwise to the order detail page."
 */
export const PAY_POLL_INTERVAL_MS = 3000
export const PAY_POLL_TIMES = 5

export type PayResult = 'paid' | 'closed' | 'pending'

/**
 * What an order's state says of its payment: paid — e-tickets (Succeeded, 9), paper tickets awaiting
 * shipment (Delivering_Express, 7) or shipped (Delivering, 6); pending while unpaid; otherwise closed.
 */
export function readPayState(state: string): PayResult {
  if (state === 'SUCCEEDED' || state === 'DELIVERING_EXPRESS' || state === 'DELIVERING') return 'paid'
  return state === 'UNPAID' ? 'pending' : 'closed'
}

/** What a goods order's state says of its payment: paid once PAID (to ship or collect) or SHIPPED, pending while UNPAID. */
export function readGoodsPayState(state: string): PayResult {
  if (state === 'PAID' || state === 'SHIPPED') return 'paid'
  return state === 'UNPAID' ? 'pending' : 'closed'
}

/** Asks for the state up to PAY_POLL_TIMES times, PAY_POLL_INTERVAL_MS apart, until it is not UNPAID. */
export async function pollPayResult(
  readState: () => Promise<string>,
  wait: (ms: number) => Promise<void>,
  read: (state: string) => PayResult = readPayState
): Promise<PayResult> {
  for (let i = 0; i < PAY_POLL_TIMES; i++) {
    if (i > 0) await wait(PAY_POLL_INTERVAL_MS)
    const state = await readState().catch(() => 'UNPAID')
    const seen = read(state)
    if (seen !== 'pending') return seen
  }
  return 'pending'
}
