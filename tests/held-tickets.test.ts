/**
 * Issue #14 item 15: "the buyer's current tickets and their codes must show offline … with the ticket's
 * state (未使用 / 已检票)", "shown with an 'offline, last updated at …' notice". What the ticket holder
 * shows from kept tickets, and the order detail's facts ("Order detail lacks order time and payment method").
 */
import { AT_THE_DOOR_MS, currentTickets, hotFromKept, ticketStateKey, updatedAtText } from '../src/pages/ticket-holder/held-tickets'
import { ORDER_TIME_PATTERN, orderFacts } from '../src/subpackages/order/order-detail/order-facts'
import { translate } from '../src/locales/i18n'
import { formatLocal } from '../types/rules/merchant-time'
import type { Ticket } from '../types/api/order'

const at = (iso: string) => new Date(iso).getTime()
const ticket = (id: string, showTime: number, state: Ticket['state'] = 'VALID') => ({ ticketId: id, showTime, state }) as Ticket

describe('"with the ticket\'s state (未使用 / 已检票)"', () => {
  test('a ticket not yet checked in reads 未使用, a checked-in one 已检票, in all three languages', () => {
    expect(translate('zh-CN', ticketStateKey('VALID'))).toBe('未使用')
    expect(translate('zh-CN', ticketStateKey('USED'))).toBe('已检票')
    expect(translate('zh-MO', ticketStateKey('USED'))).toBe('已檢票')
    expect(translate('en-US', ticketStateKey('VALID'))).toBe('Not used')
  })

  test('a ticket frozen by a refund, refunded, offered in a transfer or rebooked says so, never 未使用 (issue #17)', () => {
    expect(translate('zh-CN', ticketStateKey('REFUNDING'))).toBe('退票中')
    expect(translate('zh-CN', ticketStateKey('REFUNDED'))).toBe('已退票')
    expect(translate('zh-MO', ticketStateKey('TRANSFERRING'))).toBe('轉贈中')
    expect(translate('en-US', ticketStateKey('REBOOKED'))).toBe('Rebooked')
  })
})

describe('what a kept list shows', () => {
  const now = at('2026-11-25T12:00:00Z')
  const list = [
    ticket('soon', now + 3600_000),
    ticket('at-the-door', now - AT_THE_DOOR_MS + 60_000, 'USED'),
    ticket('over', now - AT_THE_DOOR_MS - 1)
  ]

  test('a live list is shown as it is', () => {
    expect(currentTickets(list, undefined, now).map((k) => k.ticketId)).toEqual(['soon', 'at-the-door', 'over'])
  })

  test('a kept list drops tickets of sessions over since it was kept, and keeps those still at the door', () => {
    expect(currentTickets(list, now - 86_400_000, now).map((k) => k.ticketId)).toEqual(['soon', 'at-the-door'])
  })
})

describe('"their codes must show offline": the entry codes of the next session from a kept list', () => {
  const now = at('2026-11-25T12:00:00Z')
  const k = (id: string, session: string, showTime: number, state: Ticket['state'] = 'VALID') =>
    ({ ...ticket(id, showTime, state), bizShowSessionId: session, showName: session }) as Ticket
  test('the earliest session still at the door, its valid tickets only', () => {
    const hot = hotFromKept(
      [
        k('later', 'S2', now + 86_400_000),
        k('a', 'S1', now + 600_000),
        k('used', 'S1', now + 600_000, 'USED'),
        k('b', 'S1', now + 600_000),
        k('over', 'S0', now - AT_THE_DOOR_MS - 1)
      ],
      now
    )
    expect(hot?.bizShowSessionId).toBe('S1')
    expect(hot?.tickets.map((x) => x.ticketId)).toEqual(['a', 'b'])
    expect(hot?.startsIn).toBe(600)
  })

  test('none when every kept ticket is used or over', () => {
    expect(hotFromKept([k('used', 'S1', now + 600_000, 'USED')], now)).toBeNull()
  })
})

describe('"offline, last updated at …"', () => {
  // jest pins TZ to Asia/Shanghai.
  const now = at('2026-11-25T12:00:00+08:00')
  test('today: the time; another day: the date too; another year: the year too', () => {
    expect(updatedAtText(at('2026-11-25T09:05:00+08:00'), now)).toBe('09:05')
    expect(updatedAtText(at('2026-11-24T21:30:00+08:00'), now)).toBe('11-24 21:30')
    expect(updatedAtText(at('2025-12-31T23:59:00+08:00'), now)).toBe('2025-12-31 23:59')
  })

  test('the notice in all three languages', () => {
    expect(translate('zh-CN', 'ticket_holder.offline_notice', { time: '09:05' })).toBe('离线显示，最后更新于 09:05')
    expect(translate('zh-MO', 'ticket_holder.offline_notice', { time: '09:05' })).toBe('離線顯示，最後更新於 09:05')
    expect(translate('en-US', 'ticket_holder.offline_notice', { time: '09:05' })).toBe('Offline, last updated at 09:05')
  })
})

describe('"Order detail lacks order time and payment method"', () => {
  // The page passes its buyer-time formatter; here the merchant's clock without a label (the phone in the same zone).
  const timeText = (ms: number) => formatLocal(ms, 'Asia/Shanghai', ORDER_TIME_PATTERN)
  const created = at('2026-11-25T10:00:01+08:00')
  test('an unpaid order shows when it was placed, nothing about paying', () => {
    expect(orderFacts({ createdAt: created, paidAt: 0, paymentProduct: '', payAmount: 100 }, timeText)).toEqual([
      { label: 'order.order_time', value: '2026.11.25 10:00:01' }
    ])
  })

  test("a paid order adds when and with what it was paid, the product named in the buyer's language", () => {
    const facts = orderFacts({ createdAt: created, paidAt: created + 65_000, paymentProduct: 'SANDBOX', payAmount: 100 }, timeText)
    expect(facts).toEqual([
      { label: 'order.order_time', value: '2026.11.25 10:00:01' },
      { label: 'order.pay_time', value: '2026.11.25 10:01:06' },
      { label: 'order.pay_method', valueKey: 'order.pay_method_sandbox' }
    ])
    expect(translate('zh-MO', 'order.pay_method_doooly')).toBe('兜禮支付')
  })

  test('a free order needed no payment; a product the app does not know is named as the gateway names it', () => {
    expect(orderFacts({ createdAt: created, paidAt: created, paymentProduct: '', payAmount: 0 }, timeText)[2]).toEqual({
      label: 'order.pay_method',
      valueKey: 'order.pay_method_free'
    })
    expect(orderFacts({ createdAt: created, paidAt: created, paymentProduct: 'WECHAT', payAmount: 100 }, timeText)[2]).toEqual({
      label: 'order.pay_method',
      value: 'WECHAT'
    })
  })
})

describe('a ticket after the sale (issue #17, refunds)', () => {
  test.each([
    ['zh-CN', 'REFUNDING', '退票中'],
    ['zh-MO', 'REFUNDED', '已退票'],
    ['en-US', 'REFUNDING', 'Refund in progress'],
    ['en-US', 'REFUNDED', 'Refunded']
  ] as const)('%s %s reads %s', (locale, state, text) => {
    expect(translate(locale, ticketStateKey(state))).toBe(text)
  })
})
