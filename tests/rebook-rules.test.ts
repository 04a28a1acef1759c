/**
 * Rebooking's shared rule (issue #17 "Rebooking": "same or different price with the difference paid or
 * refunded"): tickets mapped to target tiers, difference = new − old per ticket and in total, the
 * suggested tier, and the show's setting and deadline. Table-driven.
 */
import {
  differenceKind,
  movedPriceFen,
  rebookDeadline,
  rebookQuote,
  rebookRefusal,
  suggestedTier,
  type RebookTier
} from '../types/rules/rebook-rules'

const tickets = [
  { ticketId: 'k1', tierId: 'old-a', priceFen: 18000, listFen: 18000 },
  { ticketId: 'k2', tierId: 'old-a', priceFen: 18000, listFen: 18000 },
  { ticketId: 'k3', tierId: 'old-b', priceFen: 28000, listFen: 28000 }
]
const tiers: RebookTier[] = [
  { id: 'new-cheap', priceFen: 12000, available: 5 },
  { id: 'new-same', priceFen: 18000, available: 1 },
  { id: 'new-dear', priceFen: 38000, available: 9 },
  { id: 'new-empty', priceFen: 28000, available: 0 }
]

describe('rebookQuote', () => {
  test.each([
    ['equal price: difference 0, done at once', [{ ticketId: 'k1', tierId: 'new-same' }], [0], 0, 'EQUAL'],
    [
      'cheaper: negative, money back',
      [
        { ticketId: 'k1', tierId: 'new-cheap' },
        { ticketId: 'k2', tierId: 'new-cheap' }
      ],
      [-6000, -6000],
      -12000,
      'REFUND'
    ],
    ['dearer: positive, the buyer pays', [{ ticketId: 'k3', tierId: 'new-dear' }], [10000], 10000, 'PAY'],
    [
      'mixed: the total decides',
      [
        { ticketId: 'k1', tierId: 'new-dear' },
        { ticketId: 'k3', tierId: 'new-cheap' }
      ],
      [20000, -16000],
      4000,
      'PAY'
    ],
    [
      'mixed to zero',
      [
        { ticketId: 'k1', tierId: 'new-cheap' },
        { ticketId: 'k2', tierId: 'new-same' },
        { ticketId: 'k3', tierId: 'new-dear' }
      ],
      [-6000, 0, 10000],
      4000,
      'PAY'
    ]
  ] as const)('%s', (_, picks, perTicket, total, kind) => {
    const quote = rebookQuote(tickets, picks, tiers)
    expect(quote.ok).toBe(true)
    if (!quote.ok) return
    expect(quote.lines.map((l) => l.differenceFen)).toEqual(perTicket)
    expect(quote.lines.map((l) => l.toFen - l.fromFen)).toEqual(perTicket)
    expect([quote.differenceFen, quote.kind]).toEqual([total, kind])
  })

  test.each([
    ['no tickets', [], 'NO_TICKETS'],
    [
      'a ticket twice',
      [
        { ticketId: 'k1', tierId: 'new-cheap' },
        { ticketId: 'k1', tierId: 'new-dear' }
      ],
      'DUPLICATE_TICKET'
    ],
    ['a ticket not movable', [{ ticketId: 'k9', tierId: 'new-cheap' }], 'TICKET_UNKNOWN'],
    ['a tier not on offer', [{ ticketId: 'k1', tierId: 'old-a' }], 'TIER_UNKNOWN'],
    ['a tier with nothing left', [{ ticketId: 'k3', tierId: 'new-empty' }], 'SOLD_OUT'],
    [
      'more tickets to a tier than it has left',
      [
        { ticketId: 'k1', tierId: 'new-same' },
        { ticketId: 'k2', tierId: 'new-same' }
      ],
      'SOLD_OUT'
    ]
  ] as const)('refused: %s', (_, picks, problem) => {
    expect(rebookQuote(tickets, picks, tiers)).toEqual({ ok: false, problem })
  })
})

test.each([
  ['the same price when it has stock', 18000, 'new-same'],
  ['else the nearest price', 35000, 'new-dear'],
  ['equally near: the cheaper (the empty tier of the very price is skipped)', 28000, 'new-same']
])('suggestedTier: %s', (_, listFen, tierId) => {
  expect(suggestedTier({ listFen }, tiers)).toBe(tierId)
})

test('suggestedTier: nothing when no tier has stock', () => {
  expect(suggestedTier({ listFen: 100 }, [{ id: 'x', priceFen: 100, available: 0 }])).toBeUndefined()
})

// rebook-rules.ts: "the discounts a ticket carried stay with it; a move costs the list-price difference
// ... toFen = max(0, priceFen + (L − listFen))": an equal-price move of a discounted ticket costs 0, a
// dearer one the list difference only, a cheaper one gives back at most what the ticket paid.
describe('rebookQuote: a discounted ticket keeps its discount', () => {
  test.each([
    // 会员9折: 180.00 list bought for 162.00.
    ['member discount, equal list price: 0', { priceFen: 16200, listFen: 18000 }, 'new-same', 16200, 0],
    ['member discount, dearer: the list difference 200.00, not 218.00', { priceFen: 16200, listFen: 18000 }, 'new-dear', 36200, 20000],
    ['member discount, cheaper: the list difference 60.00 back', { priceFen: 16200, listFen: 18000 }, 'new-cheap', 10200, -6000],
    // A coupon's share: 180.00 list, 50.00 of a coupon on this ticket.
    ['coupon share, equal list price: 0', { priceFen: 13000, listFen: 18000 }, 'new-same', 13000, 0],
    ['coupon share, cheaper: 60.00 back', { priceFen: 13000, listFen: 18000 }, 'new-cheap', 7000, -6000],
    // A benefit card's price: 180.00 list redeemed at 30.00.
    ['card price, equal list price: 0', { priceFen: 3000, listFen: 18000 }, 'new-same', 3000, 0],
    ['card price, dearer: the list difference 200.00', { priceFen: 3000, listFen: 18000 }, 'new-dear', 23000, 20000],
    [
      'card price, cheaper by more than it paid: at most the 30.00 it paid back (toFen ≥ 0)',
      { priceFen: 3000, listFen: 18000 },
      'new-cheap',
      0,
      -3000
    ]
  ] as const)('%s', (_, ticket, tierId, toFen, difference) => {
    const quote = rebookQuote([{ ticketId: 'd', tierId: 'old-a', ...ticket }], [{ ticketId: 'd', tierId }], tiers)
    if (!quote.ok) throw new Error(quote.problem)
    expect([quote.lines[0].toFen, quote.lines[0].differenceFen, quote.differenceFen]).toEqual([toFen, difference, difference])
    expect(quote.lines[0].toListFen).toBe(tiers.find((t) => t.id === tierId)?.priceFen)
    expect(movedPriceFen(ticket, quote.lines[0].toListFen)).toBe(toFen)
  })

  test("the suggested tier is the one of the ticket's list price, not of what it paid", () => {
    expect(suggestedTier({ listFen: 18000 }, tiers)).toBe('new-same')
  })
})

test.each([
  [0, 'EQUAL'],
  [-1, 'REFUND'],
  [1, 'PAY']
])('differenceKind(%p) = %s', (fen, kind) => expect(differenceKind(fen)).toBe(kind))

describe('rebookRefusal: the show supports rebooking, until hoursBefore the session', () => {
  const starts = new Date('2026-12-01T12:00:00Z')
  test.each([
    ['not supported', false, 24, '2026-11-20T00:00:00Z', 'NOT_SUPPORTED'],
    ['well before the deadline', true, 24, '2026-11-29T12:00:00Z', undefined],
    ['a moment before the deadline', true, 24, '2026-11-30T11:59:59Z', undefined],
    ['at the deadline', true, 24, '2026-11-30T12:00:00Z', 'PAST_DEADLINE'],
    ['after it', true, 24, '2026-12-01T00:00:00Z', 'PAST_DEADLINE'],
    ['a deadline of 0: until the session starts', true, 0, '2026-12-01T11:59:00Z', undefined]
  ] as const)('%s', (_, supportRebook, hoursBefore, now, refusal) => {
    expect(rebookRefusal({ supportRebook, hoursBefore, sessionStartsAt: starts }, new Date(now))).toBe(refusal)
  })
  test('the deadline', () => expect(rebookDeadline(starts, 24).toISOString()).toBe('2026-11-30T12:00:00.000Z'))
})
