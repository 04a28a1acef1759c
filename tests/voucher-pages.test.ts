/** history-ticket's paging (brief: "history-ticket (past and used/refunded/rebooked tickets, paged, pull-to-refresh)"). */
import { appendVoucherPage, nextOffset } from '../src/subpackages/ticket/history-ticket/voucher-pages'
import { ticketStateWords } from '../src/subpackages/ticket/ticket-state-words'
import type { Voucher, VoucherPage } from '../types/api/voucher'

const v = (id: string): Voucher => ({
  voucherId: id,
  orderId: id,
  showId: 's',
  showName: 'S',
  venueName: 'V',
  venueAddress: 'A',
  bizShowSessionId: 'x',
  sessionName: '',
  showTime: 0,
  tickets: []
})
const page = (ids: string[], offset: number, total: number): VoucherPage => ({
  list: ids.map(v),
  offset,
  length: 2,
  total,
  hasMore: offset + ids.length < total
})

test('pages append in order; the next page starts after everything asked for so far', () => {
  const one = appendVoucherPage(undefined, page(['a', 'b'], 0, 5))
  expect(nextOffset(one)).toBe(2)
  const two = appendVoucherPage(one, page(['c', 'd'], 2, 5))
  expect(two.list.map((x) => x.voucherId)).toEqual(['a', 'b', 'c', 'd'])
  expect([two.hasMore, two.total, nextOffset(two)]).toEqual([true, 5, 4])
  const three = appendVoucherPage(two, page(['e'], 4, 5))
  expect([three.list.length, three.hasMore]).toEqual([5, false])
})

test('a voucher seen on an earlier page is not shown twice; a first page (pull to refresh) starts over', () => {
  const one = appendVoucherPage(undefined, page(['a', 'b'], 0, 4))
  const two = appendVoucherPage(one, page(['b', 'c'], 2, 4))
  expect(two.list.map((x) => x.voucherId)).toEqual(['a', 'b', 'c'])
  expect(nextOffset(two)).toBe(4)
  expect(appendVoucherPage(two, page(['z'], 0, 1)).list.map((x) => x.voucherId)).toEqual(['z'])
})

test.each([
  ['VALID', 'state.valid'],
  ['USED', 'state.used'],
  ['REFUNDING', 'state.refunding'],
  ['REFUNDED', 'state.refunded'],
  ['TRANSFERRING', 'state.transferring'],
  ['REBOOKED', 'state.rebooked']
] as const)('every ticket state has its own words: %s → %s', (state, key) => expect(ticketStateWords(state)).toBe(key))
