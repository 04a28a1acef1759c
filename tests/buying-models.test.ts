/** The buying pages' rules (product.md sections 4 and 5), called directly. */
import { clampQty, maxQty, totalFen } from '../src/subpackages/show/booking/booking-model'
import { attendeesReady, idempotencyKeys, toggleAttendee } from '../src/subpackages/order/confirm-order/confirm-order-model'
import { PAY_POLL_INTERVAL_MS, PAY_POLL_TIMES, pollPayResult } from '../src/subpackages/order/pay-success/pay-result'
import { minutesSeconds } from '../src/components/countdown/countdown-format'
import { qrDataUrl } from '../src/components/qr-code/qr-code'
import { canConfirm, cleanCode, codeButton, codeViewState } from '../src/components/payment-chooser/verification-code-model'
import { startsInParts } from '../src/subpackages/ticket/hot-ticket/starts-in'
import { cashierContext, paysDirectly } from '../src/components/payment-chooser/payment-choice'

describe('booking quantity', () => {
  test('"It cannot exceed the purchase limit": the tier\'s stock and the per-order limit cap it', () => {
    expect(maxQty({ canBuyCount: 100, limitPerOrder: 4 })).toBe(4)
    expect(maxQty({ canBuyCount: 2, limitPerOrder: 4 })).toBe(2)
    expect(maxQty({ canBuyCount: 0, limitPerOrder: 4 })).toBe(0)
    expect(maxQty({})).toBe(6)
    expect(clampQty(9, { canBuyCount: 3 })).toBe(3)
    expect(clampQty(0, { canBuyCount: 3 })).toBe(1)
    expect(totalFen(38000, 3)).toBe(114000)
  })
})

describe('confirm order', () => {
  test('"Attendee count must not exceed the ticket count and must match purchases"', () => {
    let chosen: string[] = []
    chosen = toggleAttendee(chosen, { id: 'a' }, 2)
    chosen = toggleAttendee(chosen, { id: 'b' }, 2)
    expect(toggleAttendee(chosen, { id: 'c' }, 2)).toEqual(['a', 'b'])
    expect(attendeesReady(true, chosen, 2)).toBe(true)
    chosen = toggleAttendee(chosen, { id: 'a' }, 2)
    expect(chosen).toEqual(['b'])
    expect(attendeesReady(true, chosen, 2)).toBe(false)
    expect(attendeesReady(false, [], 2)).toBe(true)
  })
  test('"Some identities are not selectable": an attendee under the age limit is not chosen', () => {
    expect(toggleAttendee([], { id: 'kid', selectable: false }, 2)).toEqual([])
  })
  test('the same order body keeps its idempotency key; another body gets a new one', () => {
    let n = 0
    const keyFor = idempotencyKeys(() => `k${++n}`)
    const body = { items: [{ seatPlanId: 'p', qty: 2 }] }
    expect(keyFor(body)).toBe('k1')
    expect(keyFor({ items: [{ seatPlanId: 'p', qty: 2 }] })).toBe('k1')
    expect(keyFor({ items: [{ seatPlanId: 'p', qty: 3 }] })).toBe('k2')
  })
})

describe('after paying', () => {
  test('"polls order detail every 3 s, up to 5 times" and stops once the order is not UNPAID', async () => {
    const waits: number[] = []
    const states = ['UNPAID', 'UNPAID', 'SUCCEEDED']
    const result = await pollPayResult(
      async () => states.shift() ?? 'UNPAID',
      async (ms) => void waits.push(ms)
    )
    expect(result).toBe('paid')
    expect(waits).toEqual([PAY_POLL_INTERVAL_MS, PAY_POLL_INTERVAL_MS])
    let reads = 0
    expect(
      await pollPayResult(
        async () => (reads++, 'UNPAID'),
        async () => undefined
      )
    ).toBe('pending')
    expect(reads).toBe(PAY_POLL_TIMES)
    expect(
      await pollPayResult(
        async () => 'CLOSED',
        async () => undefined
      )
    ).toBe('closed')
  })
  test('the payment countdown reads mm:ss', () => {
    expect(minutesSeconds(15 * 60000)).toBe('15:00')
    expect(minutesSeconds(61500)).toBe('01:02')
    expect(minutesSeconds(-5)).toBe('00:00')
  })
  test('a ticket code becomes a QR image', () => {
    const a = qrDataUrl('tkt_abc.sig')
    expect(a.startsWith('data:image/gif;base64,')).toBe(true)
    expect(qrDataUrl('tkt_abd.sig')).not.toBe(a)
  })
})

describe('DOOOLY verification-code view', () => {
  test('"initial (get code), countdown (seconds left), reacquire, and error (error text and resend)"', () => {
    expect(codeViewState(false, 0, false)).toEqual({ kind: 'initial' })
    expect(codeButton(codeViewState(false, 0, false))).toEqual({ key: 'payment.get_code', enabled: true })
    expect(codeViewState(true, 42, false)).toEqual({ kind: 'countdown', left: 42 })
    expect(codeButton(codeViewState(true, 42, false))).toEqual({ key: 'payment.resend_in', values: { seconds: 42 }, enabled: false })
    expect(codeViewState(true, 0, false)).toEqual({ kind: 'reacquire' })
    expect(codeButton(codeViewState(true, 0, false))).toEqual({ key: 'payment.resend', enabled: true })
    // A wrong code shows the error; resending waits for the countdown like any other.
    expect(codeViewState(true, 10, true)).toEqual({ kind: 'error', left: 10 })
    expect(codeButton(codeViewState(true, 10, true)).enabled).toBe(false)
    expect(codeButton(codeViewState(true, 0, true))).toEqual({ key: 'payment.resend', enabled: true })
  })

  test('"Confirm is enabled only with exactly 6 digits and while not already paying"', () => {
    expect(cleanCode('12a34 5678')).toBe('123456')
    expect(canConfirm('123456', false)).toBe(true)
    expect(canConfirm('12345', false)).toBe(false)
    expect(canConfirm('123456', true)).toBe(false)
  })
})

describe('hot ticket', () => {
  test('the time to go in hours and minutes, rounded up; nothing once started', () => {
    expect(startsInParts(2 * 3600000 + 4 * 60000 + 1)).toEqual({ hours: 2, minutes: '05' })
    expect(startsInParts(59 * 1000)).toEqual({ hours: 0, minutes: '01' })
    expect(startsInParts(0)).toBeUndefined()
  })
})

describe('payment flow: chooser or pay directly', () => {
  const sandbox = { paymentProduct: 'SANDBOX', displayName: 'Sandbox' }
  const doooly = { paymentProduct: 'DOOOLY', displayName: 'DOOOLY' }

  test('"If there are several types, or the type differs from the current product, a selector is shown ... Otherwise payment is made directly"', () => {
    expect(paysDirectly([sandbox, doooly], 'SANDBOX')).toBeUndefined()
    expect(paysDirectly([sandbox], 'DOOOLY')).toBeUndefined()
    expect(paysDirectly([sandbox], undefined)).toBeUndefined()
    expect(paysDirectly([sandbox], 'SANDBOX')).toBe('SANDBOX')
  })

  test('the cashiers call says where the buyer is (platform WEAPP, ALIPAY or H5; browserType WEIXIN, ALIPAY or OTHER)', () => {
    expect(cashierContext('weapp', '')).toEqual({ platform: 'WEAPP', browserType: 'WEIXIN' })
    expect(cashierContext('alipay', '')).toEqual({ platform: 'ALIPAY', browserType: 'ALIPAY' })
    expect(cashierContext('h5', 'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.47')).toEqual({ platform: 'H5', browserType: 'WEIXIN' })
    expect(cashierContext('h5', 'Mozilla/5.0 (Linux; Android 13) Mobile AlipayClient/10.5.36')).toEqual({
      platform: 'H5',
      browserType: 'ALIPAY'
    })
    expect(cashierContext('h5', 'Mozilla/5.0 (iPhone) Mobile Safari/604.1')).toEqual({ platform: 'H5', browserType: 'OTHER' })
  })
})
