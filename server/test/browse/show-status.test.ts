/** The computed show status (product.md section 4, "Show detail status"), at its boundaries. */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { showStatus, LACK_OF_TICKET_RATIO, type StatusInput } from '../../src/browse/show-status'

const NOW = new Date('2027-01-01T12:00:00Z')
const later = new Date('2027-02-01T12:00:00Z')
const earlier = new Date('2026-12-01T12:00:00Z')
const base: StatusInput = { state: 'SCHEDULED', saleTime: earlier, sessions: [{ startsAt: later, available: 50, capacity: 100 }] }

test('on sale once the sale time has passed, with tickets left', () => {
  assert.deepEqual(showStatus(base, NOW), { status: 'ON_SALE', soldOut: false, buyable: true })
})

test('pre-sale until the sale time, with the countdown in ms; on sale at the exact sale time', () => {
  const saleTime = new Date(NOW.getTime() + 90_000)
  const before = showStatus({ ...base, saleTime }, new Date(saleTime.getTime() - 1))
  assert.equal(before.status, 'PRE_SALE')
  assert.equal(before.saleTimeCountdown, 1)
  assert.equal(before.buyable, true)
  assert.equal(showStatus({ ...base, saleTime }, saleTime).status, 'ON_SALE')
  assert.equal(showStatus({ ...base, saleTime }, NOW).saleTimeCountdown, 90_000)
})

test('sold out when no upcoming session has a ticket left; not buyable', () => {
  const r = showStatus({ ...base, sessions: [{ startsAt: later, available: 0, capacity: 100 }] }, NOW)
  assert.equal(r.status, 'SOLD_OUT')
  assert.equal(r.soldOut, true)
  assert.equal(r.buyable, false)
})

test(`lack of ticket below ${LACK_OF_TICKET_RATIO * 100}% left`, () => {
  assert.equal(showStatus({ ...base, sessions: [{ startsAt: later, available: 4, capacity: 100 }] }, NOW).status, 'LACK_OF_TICKET')
  assert.equal(showStatus({ ...base, sessions: [{ startsAt: later, available: 5, capacity: 100 }] }, NOW).status, 'ON_SALE')
})

test('pending without a sale time; cancelled whatever else holds', () => {
  assert.equal(showStatus({ ...base, state: 'PENDING', saleTime: null }, NOW).status, 'PENDING')
  assert.equal(showStatus({ ...base, saleTime: null }, NOW).status, 'PENDING')
  assert.equal(showStatus({ ...base, state: 'CANCELED' }, NOW).status, 'CANCELED')
})

test('completed once the last session has started; past sessions do not count as stock', () => {
  assert.equal(showStatus({ ...base, sessions: [{ startsAt: earlier, available: 10, capacity: 10 }] }, NOW).status, 'COMPLETED')
  assert.equal(showStatus({ ...base, sessions: [{ startsAt: NOW, available: 10, capacity: 10 }] }, NOW).status, 'COMPLETED')
  const mixed = showStatus(
    {
      ...base,
      sessions: [
        { startsAt: earlier, available: 10, capacity: 10 },
        { startsAt: later, available: 0, capacity: 10 }
      ]
    },
    NOW
  )
  assert.equal(mixed.status, 'SOLD_OUT')
})

test('issue #14: "the show status rule must never say pre-sale when all sessions are past", nor when none starts after the sale opens', () => {
  const saleTime = new Date(NOW.getTime() + 86_400_000)
  const pastOnly = showStatus({ ...base, saleTime, sessions: [{ startsAt: earlier, available: 10, capacity: 10 }] }, NOW)
  assert.equal(pastOnly.status, 'COMPLETED')
  // Upcoming, but before the sale opens: that sale could sell nothing.
  const beforeSale = showStatus(
    { ...base, saleTime, sessions: [{ startsAt: new Date(saleTime.getTime() - 1), available: 10, capacity: 10 }] },
    NOW
  )
  assert.equal(beforeSale.status, 'PENDING')
  assert.equal(beforeSale.buyable, false)
  assert.equal(beforeSale.saleTimeCountdown, undefined)
  const oneAfter = showStatus(
    {
      ...base,
      saleTime,
      sessions: [
        { startsAt: earlier, available: 10, capacity: 10 },
        { startsAt: later, available: 10, capacity: 10 }
      ]
    },
    NOW
  )
  assert.equal(oneAfter.status, 'PRE_SALE')
})
