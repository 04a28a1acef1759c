/**
 * When the reserve countdown reaches zero (product.md section 4: unpaid, "pay within a time or it is
 * auto-closed"). The app does not cancel: closing is the gateway's (Closed, code 13). The app reads the
 * order again and shows what the gateway says. Its zero can come a moment before the gateway's deadline
 * (the countdown started when the reply arrived), so an order still unpaid is read again, a second apart,
 * a few times; after that the last reading is shown as it is.
 */
export const RESERVE_END_READS = 5
export const RESERVE_END_INTERVAL_MS = 1000

export async function orderAtReserveEnd<T extends { orderState: string }>(
  read: () => Promise<T>,
  wait: (ms: number) => Promise<void>
): Promise<T> {
  for (let i = 1; ; i++) {
    const order = await read()
    if (order.orderState !== 'UNPAID' || i >= RESERVE_END_READS) return order
    await wait(RESERVE_END_INTERVAL_MS)
  }
}

export const waitMs = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
