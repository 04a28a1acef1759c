/** The console's words for a goods order line: a ticket stub names the ticket it prints (docs/shop.md "Ticket stubs"). */
import { goodsLineName, stubPrintText } from '../src/pages/goods-orders/goods-line-text'

describe('goods order line text', () => {
  test('goods with and without options', () => {
    expect(goodsLineName({ name: 'Tour T-shirt', attributeText: 'Black / M' })).toBe('Tour T-shirt · Black / M')
    expect(goodsLineName({ name: 'Programme', attributeText: '' })).toBe('Programme')
  })

  test('a stub prints the ticket number, show, session, venue, seat and holder; empty parts are left out', () => {
    const stub = {
      ticketId: 'tkt_1',
      ticketNumber: 'D2611220001-01',
      show: 'Tour 2026',
      session: '2026-12-01 19:30',
      showTime: 0,
      venue: 'Arena',
      seat: 'VIP · Row 3 · Seat 12',
      holder: ''
    }
    expect(stubPrintText(stub)).toBe('D2611220001-01 · Tour 2026 · 2026-12-01 19:30 · Arena · VIP · Row 3 · Seat 12')
  })
})
