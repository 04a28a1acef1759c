/**
 * "Order expiry happens four ways today" (issue #12): the app at zero no longer cancels. It reads the
 * order again and shows what the gateway says (Closed, 13), reading a few times while the gateway still
 * says unpaid.
 */
import { RESERVE_END_INTERVAL_MS, RESERVE_END_READS, orderAtReserveEnd } from '../src/components/payment-chooser/reserve-end'
import { pollPayResult } from '../src/subpackages/order/pay-success/pay-result'

const closed = { orderState: 'CLOSED', orderStatusTitle: '已关闭', orderBrief: { orderState: { name: 'CLOSED', code: 13 } } }
const unpaid = { orderState: 'UNPAID', orderStatusTitle: '待支付', orderBrief: { orderState: { name: 'UNPAID', code: 1 } } }

describe("at the reserve countdown's zero", () => {
  test('"the app at zero reloads the order and shows what the gateway says: Closed (13)" — it reads, never cancels', async () => {
    const read = jest.fn(async () => closed)
    const wait = jest.fn(async () => undefined)
    await expect(orderAtReserveEnd(read, wait)).resolves.toBe(closed)
    expect(read).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })

  test('the gateway still says unpaid a moment before its deadline: read again, a second apart, until it says closed', async () => {
    const replies = [unpaid, unpaid, closed]
    const read = jest.fn(async () => replies.shift() ?? closed)
    const waits: number[] = []
    const order = await orderAtReserveEnd(read, async (ms) => void waits.push(ms))
    expect(order.orderBrief.orderState).toEqual({ name: 'CLOSED', code: 13 })
    expect(read).toHaveBeenCalledTimes(3)
    expect(waits).toEqual([RESERVE_END_INTERVAL_MS, RESERVE_END_INTERVAL_MS])
  })

  test('reading stops after a few tries and shows the last reading as it is', async () => {
    const read = jest.fn(async () => unpaid)
    await expect(orderAtReserveEnd(read, async () => undefined)).resolves.toBe(unpaid)
    expect(read).toHaveBeenCalledTimes(RESERVE_END_READS)
  })
})

describe('paid states', () => {
  test('"a paid order going by post is state 7 (Delivering_Express)": after paying it counts as paid', async () => {
    await expect(
      pollPayResult(
        async () => 'DELIVERING_EXPRESS',
        async () => undefined
      )
    ).resolves.toBe('paid')
    await expect(
      pollPayResult(
        async () => 'SUCCEEDED',
        async () => undefined
      )
    ).resolves.toBe('paid')
    await expect(
      pollPayResult(
        async () => 'CLOSED',
        async () => undefined
      )
    ).resolves.toBe('closed')
  })
})
