/**
 * Issue #17, Refunds: "The merchant sets refund rules per show (none / before a deadline / with a fee by
 * time before the show, per ticket or whole order) ... the amount and fee are computed by one rule module
 * shared with the gateway ... a checked-in ticket cannot be refunded."
 */
import {
  orderRefundQuote,
  refundQuote,
  refundRuleProblem,
  readRefundRule,
  refundFeeTable,
  type OrderTicketFacts,
  type RefundRule,
  type RefundQuoteInput
} from '../types/rules/refund-rule'

const START = Date.UTC(2026, 11, 20, 12)
const hoursBefore = (h: number) => START - h * 3600_000

const deadline48: RefundRule = { kind: 'BEFORE_DEADLINE', deadlineHours: 48, scope: 'PER_TICKET' }
const steps: RefundRule = {
  kind: 'FEE_BY_TIME',
  steps: [
    { hoursBefore: 168, feePercent: 0 },
    { hoursBefore: 48, feePercent: 10 },
    { hoursBefore: 2, feePercent: 50 }
  ],
  scope: 'PER_TICKET'
}
const wholeOrder: RefundRule = { ...deadline48, scope: 'WHOLE_ORDER' }

const two = (over: Partial<RefundQuoteInput> = {}): RefundQuoteInput => ({
  sessionStartsAt: START,
  now: hoursBefore(100),
  tickets: [
    { priceFen: 18000, state: 'VALID' },
    { priceFen: 999, state: 'VALID' }
  ],
  ...over
})

describe('refundQuote: "none / before a deadline / with a fee by time before the show, per ticket or whole order"', () => {
  test.each([
    [
      'none: never refundable',
      { kind: 'NONE' } as RefundRule,
      two(),
      { allowed: false, reason: 'NOT_REFUNDABLE', amountFen: 0, feeFen: 0 }
    ],
    [
      'before a deadline: 100 h before a 48 h deadline returns everything',
      deadline48,
      two(),
      { allowed: true, amountFen: 18999, feeFen: 0 }
    ],
    [
      'before a deadline: exactly at the deadline still refunds',
      deadline48,
      two({ now: hoursBefore(48) }),
      { allowed: true, amountFen: 18999, feeFen: 0 }
    ],
    [
      'before a deadline: one minute past the deadline refuses',
      deadline48,
      two({ now: hoursBefore(48) + 60_000 }),
      { allowed: false, reason: 'PAST_DEADLINE', amountFen: 0, feeFen: 0 }
    ],
    ['fee by time: a week before, the 0% step', steps, two({ now: hoursBefore(200) }), { allowed: true, amountFen: 18999, feeFen: 0 }],
    // 10% of 18000 = 1800; 10% of 999 = 99.9, rounded down to 99 in the buyer's favour.
    [
      "fee by time: 100 h before, the 10% step, each ticket's fee rounded down",
      steps,
      two(),
      { allowed: true, amountFen: 18999 - 1899, feeFen: 1899 }
    ],
    [
      'fee by time: 3 h before, the 50% step',
      steps,
      two({ now: hoursBefore(3) }),
      { allowed: true, amountFen: 9000 + 500, feeFen: 9000 + 499 }
    ],
    [
      'fee by time: after the last step, no refund',
      steps,
      two({ now: hoursBefore(1) }),
      { allowed: false, reason: 'PAST_DEADLINE', amountFen: 0, feeFen: 0 }
    ],
    [
      'after the show started, no refund',
      steps,
      two({ now: START + 1 }),
      { allowed: false, reason: 'PAST_DEADLINE', amountFen: 0, feeFen: 0 }
    ],
    [
      '"a checked-in ticket cannot be refunded"',
      deadline48,
      two({ tickets: [{ priceFen: 18000, state: 'USED' }] }),
      { allowed: false, reason: 'TICKET_USED', amountFen: 0, feeFen: 0 }
    ],
    [
      'per ticket: the unused ticket of an order with a used one can still come back',
      deadline48,
      two({
        tickets: [
          { priceFen: 18000, state: 'USED', chosen: false },
          { priceFen: 999, state: 'VALID' }
        ]
      }),
      { allowed: true, amountFen: 999, feeFen: 0 }
    ],
    [
      'whole order: choosing only some tickets is refused',
      wholeOrder,
      two({
        tickets: [
          { priceFen: 18000, state: 'VALID', chosen: false },
          { priceFen: 999, state: 'VALID' }
        ]
      }),
      { allowed: false, reason: 'WHOLE_ORDER_ONLY', amountFen: 0, feeFen: 0 }
    ],
    [
      'whole order: every ticket returns with the delivery fee',
      wholeOrder,
      two({ shippingFen: 1500 }),
      { allowed: true, amountFen: 18999 + 1500, feeFen: 0 }
    ],
    [
      'per ticket: the delivery fee stays while a ticket of the order stays',
      deadline48,
      two({
        shippingFen: 1500,
        tickets: [
          { priceFen: 18000, state: 'VALID', chosen: false },
          { priceFen: 999, state: 'VALID' }
        ]
      }),
      { allowed: true, amountFen: 999, feeFen: 0 }
    ],
    [
      'no ticket chosen',
      deadline48,
      two({ tickets: [{ priceFen: 18000, state: 'VALID', chosen: false }] }),
      { allowed: false, reason: 'NO_TICKETS', amountFen: 0, feeFen: 0 }
    ]
  ])('%s', (_name, rule, input, expected) => {
    expect(refundQuote(rule, input)).toMatchObject(expected)
  })
})

describe("refundRuleProblem: the merchant's rule is checked before it is saved", () => {
  test.each([
    [{ kind: 'NONE' }, undefined],
    [deadline48, undefined],
    [steps, undefined],
    [{ kind: 'SOMETIMES' }, 'kind'],
    [null, 'kind'],
    [{ kind: 'BEFORE_DEADLINE', deadlineHours: 48, scope: 'PER_SEAT' }, 'scope'],
    [{ kind: 'BEFORE_DEADLINE', deadlineHours: -1, scope: 'PER_TICKET' }, 'hours'],
    [{ kind: 'BEFORE_DEADLINE', deadlineHours: 1.5, scope: 'PER_TICKET' }, 'hours'],
    [{ kind: 'FEE_BY_TIME', steps: [], scope: 'PER_TICKET' }, 'no_steps'],
    [{ kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 48, feePercent: 101 }], scope: 'PER_TICKET' }, 'percent'],
    [{ kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 48, feePercent: -5 }], scope: 'PER_TICKET' }, 'percent'],
    // "fee steps sorted": furthest from the show first.
    [
      {
        kind: 'FEE_BY_TIME',
        steps: [
          { hoursBefore: 24, feePercent: 10 },
          { hoursBefore: 48, feePercent: 20 }
        ],
        scope: 'PER_TICKET'
      },
      'steps_order'
    ],
    [
      {
        kind: 'FEE_BY_TIME',
        steps: [
          { hoursBefore: 48, feePercent: 10 },
          { hoursBefore: 48, feePercent: 20 }
        ],
        scope: 'PER_TICKET'
      },
      'steps_order'
    ],
    [
      {
        kind: 'FEE_BY_TIME',
        steps: [
          { hoursBefore: 48, feePercent: 20 },
          { hoursBefore: 24, feePercent: 10 }
        ],
        scope: 'PER_TICKET'
      },
      'fee_order'
    ],
    [
      { kind: 'FEE_BY_TIME', steps: Array.from({ length: 11 }, (_, i) => ({ hoursBefore: 100 - i, feePercent: i })), scope: 'PER_TICKET' },
      'too_many_steps'
    ]
  ])('%j → %s', (rule, problem) => {
    expect(refundRuleProblem(rule)).toBe(problem)
  })

  test('an unreadable stored rule counts as no refunds, never as a free refund', () => {
    expect(readRefundRule({ kind: 'FEE_BY_TIME', steps: 'x' })).toEqual({ kind: 'NONE' })
    expect(readRefundRule(undefined)).toEqual({ kind: 'NONE' })
  })

  test('the table a buyer reads: a deadline is one free row; none is no rows', () => {
    expect(refundFeeTable(deadline48)).toEqual([{ hoursBefore: 48, feePercent: 0 }])
    expect(refundFeeTable({ kind: 'NONE' })).toEqual([])
    expect(refundFeeTable(steps)).toHaveLength(3)
  })
})

describe('refundQuote: checked-in tickets', () => {
  test('"a checked-in ticket cannot be refunded": under WHOLE_ORDER one used ticket refuses the whole order', () => {
    const input = two({
      tickets: [
        { priceFen: 18000, state: 'USED', chosen: false },
        { priceFen: 999, state: 'VALID' }
      ]
    })
    expect(refundQuote(wholeOrder, input)).toMatchObject({ allowed: false, reason: 'TICKET_USED' })
  })
  test('every ticket used and none chosen: refused as used, not as an empty choice', () => {
    const input = two({ tickets: [{ priceFen: 18000, state: 'USED', chosen: false }] })
    expect(refundQuote(deadline48, input)).toMatchObject({ allowed: false, reason: 'TICKET_USED' })
  })
})

describe('refundQuote: tickets after the sale (issue #17 refund requests: "only VALID refundable")', () => {
  const withShipping = (tickets: RefundQuoteInput['tickets']) => two({ tickets, shippingFen: 1500 })
  test.each([
    [
      'a chosen ticket being refunded is refused',
      deadline48,
      withShipping([
        { priceFen: 18000, state: 'REFUNDING' },
        { priceFen: 999, state: 'VALID', chosen: false }
      ]),
      { allowed: false, reason: 'TICKET_UNAVAILABLE' }
    ],
    [
      'a chosen ticket being transferred is refused',
      deadline48,
      withShipping([
        { priceFen: 18000, state: 'TRANSFERRING' },
        { priceFen: 999, state: 'VALID', chosen: false }
      ]),
      { allowed: false, reason: 'TICKET_UNAVAILABLE' }
    ],
    [
      'a chosen refunded ticket is refused',
      deadline48,
      withShipping([{ priceFen: 18000, state: 'REFUNDED' }]),
      { allowed: false, reason: 'TICKET_UNAVAILABLE' }
    ],
    [
      'the last ticket, the others already refunded: it brings the delivery fee back',
      deadline48,
      withShipping([
        { priceFen: 18000, state: 'REFUNDED', chosen: false },
        { priceFen: 999, state: 'VALID' }
      ]),
      { allowed: true, amountFen: 999 + 1500, feeFen: 0 }
    ],
    [
      'one of two while the other stays: no delivery fee',
      deadline48,
      withShipping([
        { priceFen: 18000, state: 'VALID', chosen: false },
        { priceFen: 999, state: 'VALID' }
      ]),
      { allowed: true, amountFen: 999, feeFen: 0 }
    ],
    [
      'the last one, another given away: no delivery fee (the order is not emptied)',
      deadline48,
      withShipping([
        { priceFen: 18000, state: 'TRANSFERRING', chosen: false },
        { priceFen: 999, state: 'VALID' }
      ]),
      { allowed: true, amountFen: 999, feeFen: 0 }
    ],
    [
      'whole order with a ticket being refunded: only the whole order, so refused',
      wholeOrder,
      withShipping([
        { priceFen: 18000, state: 'REFUNDING', chosen: false },
        { priceFen: 999, state: 'VALID' }
      ]),
      { allowed: false, reason: 'WHOLE_ORDER_ONLY' }
    ]
  ] as const)('%s', (_name, rule, input, expected) => {
    expect(refundQuote(rule, input)).toMatchObject(expected)
  })
})

describe('orderRefundQuote: the order page and the refund pages quote one order from the same per-ticket facts (issue #17 leftovers: "after a partial rebook")', () => {
  const tenPercent: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 10 }], scope: 'PER_TICKET' }
  const LATER = START + 7 * 24 * 3600_000
  const k = (id: string, priceFen: number, over: Partial<OrderTicketFacts> = {}): OrderTicketFacts => ({
    id,
    priceFen,
    state: 'VALID',
    heldByBuyer: true,
    sessionStartsAt: START,
    ...over
  })
  // A partial rebook: ticket a moved to a cheaper tier of a later session (REBOOKED, its replacement r at 3000).
  const rebooked = [k('a', 5000, { state: 'REBOOKED' }), k('b', 5000), k('c', 5000), k('r', 3000, { sessionStartsAt: LATER })]
  const input = (tickets: OrderTicketFacts[], over: { chosenIds?: readonly string[]; now?: number } = {}) => ({
    tickets,
    orderSessionStartsAt: START,
    now: over.now ?? hoursBefore(100),
    shippingFen: 0,
    ...(over.chosenIds ? { chosenIds: over.chosenIds } : {})
  })
  test.each([
    [
      "every refundable ticket at its own price (the rebooked one at its rebook's)",
      rebooked,
      {},
      ['b', 'c', 'r'],
      { allowed: true, amountFen: 4500 * 2 + 2700, feeFen: 1300 }
    ],
    [
      "a ticket given away is not chosen and not the buyer's to refund",
      [k('b', 5000, { heldByBuyer: false }), k('c', 5000)],
      {},
      ['c'],
      { allowed: true, amountFen: 4500, feeFen: 500 }
    ],
    [
      'naming a ticket given away refuses',
      [k('b', 5000, { heldByBuyer: false }), k('c', 5000)],
      { chosenIds: ['b'] },
      ['b'],
      { allowed: false, reason: 'TICKET_UNAVAILABLE' }
    ],
    [
      'naming a ticket not of the order refuses',
      rebooked,
      { chosenIds: ['b', 'zz'] },
      ['b'],
      { allowed: false, reason: 'TICKET_UNAVAILABLE' }
    ],
    [
      "the deadline is the chosen tickets' earliest session: only the rebooked one, its later session still refunds",
      rebooked,
      { chosenIds: ['r'], now: hoursBefore(10) },
      ['r'],
      { allowed: true, amountFen: 2700, feeFen: 300 }
    ],
    [
      'with an earlier-session ticket chosen, past its deadline',
      rebooked,
      { chosenIds: ['b', 'r'], now: hoursBefore(10) },
      ['b', 'r'],
      { allowed: false, reason: 'PAST_DEADLINE' }
    ],
    ['nothing left to refund', [k('a', 5000, { state: 'REBOOKED' })], {}, [], { allowed: false, reason: 'NO_TICKETS' }]
  ] as const)('%s', (_name, tickets, over, chosen, expected) => {
    const result = orderRefundQuote(tenPercent, input([...tickets], over))
    expect(result.chosen).toEqual(chosen)
    expect(result.quote).toMatchObject(expected)
  })
})
