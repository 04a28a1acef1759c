/**
 * The rebook-ticket page's choices (issue #17 "Rebooking"): every ticket starts on its suggested tier,
 * a tap takes a ticket out or puts it back, and the difference shown is the shared rule's.
 */
import { initialChoice, quoteOf, sessionLine, toggleTicket } from '../src/subpackages/order/rebook-ticket/rebook-model'
import type { RebookCheckReply } from '../types/api/rebook'

const check: Pick<RebookCheckReply, 'tickets' | 'tiers' | 'suggested'> = {
  tickets: [
    {
      ticketId: 'k1',
      ticketNumber: '1',
      seatPlanId: 'a',
      seatPlanName: 'A',
      priceFen: 38000,
      listPriceFen: 38000,
      seatInfo: '',
      attendeeName: ''
    },
    {
      ticketId: 'k2',
      ticketNumber: '2',
      seatPlanId: 'a',
      seatPlanName: 'A',
      priceFen: 34200,
      listPriceFen: 38000,
      seatInfo: '',
      attendeeName: ''
    }
  ],
  tiers: [
    { seatPlanId: 'x', seatPlanName: 'X', priceFen: 38000, available: 1, seated: false },
    { seatPlanId: 'y', seatPlanName: 'Y', priceFen: 28050, available: 10, seated: true }
  ],
  suggested: [{ ticketId: 'k1', seatPlanId: 'x' }, { ticketId: 'k2' }]
}

test('starts with each ticket on its suggested tier; one without a suggestion stays out', () => {
  expect(initialChoice(check)).toEqual({ k1: 'x' })
})

test.each([
  ['a chosen ticket taken out', { k1: 'x' }, 'k1', {}],
  ['an unchosen one put back on the first tier with stock', { k1: 'x' }, 'k2', { k1: 'x', k2: 'y' }]
])('toggleTicket: %s', (_, choice, ticketId, next) => {
  expect(toggleTicket(choice, ticketId, 'y')).toEqual(next)
})

test.each([
  ['equal', { k1: 'x' }, true, 0],
  // k2 was bought at 9折 (342.00 of a 380.00 list): its move costs the list difference, its discount stays.
  ['cheaper, both tickets: the list difference each', { k1: 'y', k2: 'y' }, true, -19900],
  ['the discounted ticket to an equal list price: 0', { k2: 'x' }, true, 0],
  ['the last ticket of X twice: sold out', { k1: 'x', k2: 'x' }, false, undefined],
  ['nothing chosen', {}, false, undefined]
])('quoteOf: %s', (_, choice, ok, difference) => {
  const quote = quoteOf(check, choice)
  expect(quote.ok).toBe(ok)
  if (quote.ok) expect(quote.differenceFen).toBe(difference)
})

test.each([
  ['a name that is the start itself reads once', '2027-01-14 19:30', '2027.01.14 19:30', '2027.01.14 19:30'],
  ['a name of its own follows the start', '加场', '2027.01.14 19:30', '2027.01.14 19:30 加场'],
  ['no name', '', '2027.01.14 19:30', '2027.01.14 19:30']
])('sessionLine: %s', (_, name, start, line) => expect(sessionLine(name, start)).toBe(line))
