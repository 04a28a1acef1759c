/**
 * Polish item 8, English: "1 tickets". One message syntax for the app, the console and the gateway
 * (types/rules/message-format.ts): `{count, plural, one {# ticket} other {# tickets}}` reads "1 ticket" and
 * "2 tickets"; the texts that count things in en-US use it.
 */
import { formatMessage } from '../types/rules/message-format'
import { translate } from '../src/locales/i18n'
import { enUS } from '../admin/src/i18n/en-US'
import { message } from '../server/src/http/messages'
import enSections from '../src/locales/sections/order-pages/en-US'

describe('plural-aware messages', () => {
  const tickets = '{count, plural, one {# ticket} other {# tickets}}'

  test('"1 ticket", "2 tickets", "0 tickets": one is 1, other the rest', () => {
    expect(formatMessage(tickets, { count: 1 })).toBe('1 ticket')
    expect(formatMessage(tickets, { count: 2 })).toBe('2 tickets')
    expect(formatMessage(tickets, { count: 0 })).toBe('0 tickets')
    expect(formatMessage(tickets, { count: '1' })).toBe('1 ticket')
  })

  test('=N wins over one/other; other placeholders inside a branch are filled', () => {
    const t = '{n, plural, =0 {none for {who}} one {one for {who}} other {# for {who}}}'
    expect(formatMessage(t, { n: 0, who: 'Ann' })).toBe('none for Ann')
    expect(formatMessage(t, { n: 1, who: 'Ann' })).toBe('one for Ann')
    expect(formatMessage(t, { n: 5, who: 'Ann' })).toBe('5 for Ann')
  })

  test('a missing count or a plain placeholder without a value stays visible', () => {
    expect(formatMessage(`${tickets} and {b}`, {})).toBe(`${tickets} and {b}`)
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}')
    expect(formatMessage('{not a placeholder}', { a: 1 })).toBe('{not a placeholder}')
  })

  test('the app: the ticket count on the order pages and checkout in en-US reads "1 ticket"', () => {
    expect(translate('en-US', 'order.qty', { count: 1 })).toBe('1 ticket')
    expect(translate('en-US', 'order.qty', { count: 3 })).toBe('3 tickets')
    expect(formatMessage(enSections.share.tickets, { count: 1 })).toBe('1 ticket')
    // Chinese has no plural: the zh-CN text keeps its plain placeholder.
    expect(translate('zh-CN', 'order.qty', { count: 1 })).toContain('1')
  })

  // admin/src/i18n/i18n.tsx's format is formatMessage (a .tsx this node project cannot load).
  test('the console: "1 seat selected", "1 ticket · ¥80 each"', () => {
    expect(formatMessage(enUS['seats.selected'], { n: 1 })).toBe('1 seat selected')
    expect(formatMessage(enUS['seats.selected'], { n: 2 })).toBe('2 seats selected')
    expect(formatMessage(enUS['cards.redeemValue'], { times: 1, price: '¥80' })).toBe('1 ticket · ¥80 each')
  })

  test('the gateway: "fewer than 1 ticket", "try again in 1 minute"', () => {
    expect(message('en-US', 'invitation_stock_short', { n: 1 })).toBe('This tier has fewer than 1 ticket on sale')
    expect(message('en-US', 'privilege_checks_limited', { minutes: 1 })).toBe('Too many wrong codes. Try again in 1 minute')
    expect(message('en-US', 'privilege_checks_limited', { minutes: 15 })).toBe('Too many wrong codes. Try again in 15 minutes')
  })
})
