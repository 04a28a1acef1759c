/**
 * A show's refund rule and the quote it gives for a refund (issue #17: "The merchant sets refund rules per
 * show (none / before a deadline / with a fee by time before the show, per ticket or whole order) ... the
 * amount and fee are computed by one rule module shared with the gateway"). Pure: the gateway, the console
 * and the app all read the rule through this file, so the page a buyer reads and the money the gateway
 * returns cannot disagree.
 *
 * Money is integer fen. Rounding: the fee is computed per ticket and rounded DOWN to the fen, i.e. in the
 * buyer's favour (a 10% fee on 9.99 yuan is 0.99, not 1.00), so the buyer never pays more than the
 * percentage the rule page shows.
 */

export type RefundRuleKind = 'NONE' | 'BEFORE_DEADLINE' | 'FEE_BY_TIME'
export type RefundScope = 'PER_TICKET' | 'WHOLE_ORDER'

/** From `hoursBefore` hours before the session start (inclusive) the fee is `feePercent` of the ticket price. */
export interface RefundFeeStep {
  hoursBefore: number
  feePercent: number
}

export type RefundRule =
  | { kind: 'NONE' }
  /** Free refunds until `deadlineHours` hours before the session start, none after. */
  | { kind: 'BEFORE_DEADLINE'; deadlineHours: number; scope: RefundScope }
  /** Steps sorted by hoursBefore, furthest from the show first; after the last step, no refunds. */
  | { kind: 'FEE_BY_TIME'; steps: RefundFeeStep[]; scope: RefundScope }

/** Not refundable: the default for a show whose merchant has not said otherwise. */
export const NO_REFUNDS: RefundRule = { kind: 'NONE' }

/** A deadline or step further than a year before the show is a typo, not a rule. */
export const REFUND_HOURS_MAX = 24 * 366
export const REFUND_STEPS_MAX = 10

export type RefundRuleProblem = 'kind' | 'scope' | 'hours' | 'percent' | 'no_steps' | 'too_many_steps' | 'steps_order' | 'fee_order'

function validHours(h: unknown): h is number {
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 && h <= REFUND_HOURS_MAX
}

/**
 * The first problem with a rule the merchant sent (unknown input: the console's body), or undefined when it
 * is a rule. Steps must be strictly further-first, and the fee may not fall as the show gets nearer (a
 * later refund costing less than an earlier one would reward waiting).
 */
export function refundRuleProblem(input: unknown): RefundRuleProblem | undefined {
  if (typeof input !== 'object' || input === null) return 'kind'
  const rule = input as Record<string, unknown>
  if (rule.kind === 'NONE') return undefined
  if (rule.kind !== 'BEFORE_DEADLINE' && rule.kind !== 'FEE_BY_TIME') return 'kind'
  if (rule.scope !== 'PER_TICKET' && rule.scope !== 'WHOLE_ORDER') return 'scope'
  if (rule.kind === 'BEFORE_DEADLINE') return validHours(rule.deadlineHours) ? undefined : 'hours'
  if (!Array.isArray(rule.steps) || rule.steps.length === 0) return 'no_steps'
  if (rule.steps.length > REFUND_STEPS_MAX) return 'too_many_steps'
  let previous: RefundFeeStep | undefined
  for (const raw of rule.steps as unknown[]) {
    const step = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    if (!validHours(step.hoursBefore)) return 'hours'
    const p = step.feePercent
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p > 100) return 'percent'
    if (previous && step.hoursBefore >= previous.hoursBefore) return 'steps_order'
    if (previous && p < previous.feePercent) return 'fee_order'
    previous = { hoursBefore: step.hoursBefore, feePercent: p }
  }
  return undefined
}

/** A validated copy holding only the rule's own fields (what the gateway stores). */
export function normaliseRefundRule(input: unknown): RefundRule | undefined {
  if (refundRuleProblem(input) !== undefined) return undefined
  const rule = input as RefundRule
  switch (rule.kind) {
    case 'NONE':
      return { kind: 'NONE' }
    case 'BEFORE_DEADLINE':
      return { kind: 'BEFORE_DEADLINE', deadlineHours: rule.deadlineHours, scope: rule.scope }
    case 'FEE_BY_TIME':
      return {
        kind: 'FEE_BY_TIME',
        steps: rule.steps.map((s) => ({ hoursBefore: s.hoursBefore, feePercent: s.feePercent })),
        scope: rule.scope
      }
  }
}

/** A stored rule read back; anything unreadable counts as no refunds rather than as a free refund. */
export function readRefundRule(stored: unknown): RefundRule {
  return normaliseRefundRule(stored) ?? NO_REFUNDS
}

/** The rule as rows of a table: from this many hours before the show, this fee. Empty: not refundable. */
export function refundFeeTable(rule: RefundRule): RefundFeeStep[] {
  switch (rule.kind) {
    case 'NONE':
      return []
    case 'BEFORE_DEADLINE':
      return [{ hoursBefore: rule.deadlineHours, feePercent: 0 }]
    case 'FEE_BY_TIME':
      return rule.steps.map((s) => ({ ...s }))
  }
}

export type RefundRefusal =
  /** Refusal of the caller's, not of the rule: the order is not paid. */
  | 'NOT_PAID'
  | 'NOT_REFUNDABLE'
  | 'PAST_DEADLINE'
  | 'NO_TICKETS'
  | 'TICKET_USED'
  | 'WHOLE_ORDER_ONLY'
  /** A chosen ticket is no longer VALID: being refunded, refunded, being transferred or rebooked. */
  | 'TICKET_UNAVAILABLE'

/**
 * A ticket's state after the sale (types/api/order.ts TicketState, migration 036). Only VALID is
 * refundable; USED is a checked-in ticket; the others are already on their way out of the order (being
 * refunded, refunded, offered to someone else, rebooked) and cannot be asked for again.
 */
export type RefundTicketState = 'VALID' | 'USED' | 'REFUNDING' | 'REFUNDED' | 'TRANSFERRING' | 'REBOOKED'

export interface RefundQuoteTicket {
  priceFen: number
  state: RefundTicketState
  /** Whether the buyer asks to refund this ticket; every ticket when left out. */
  chosen?: boolean
}

export interface RefundQuoteInput {
  sessionStartsAt: Date | number
  now: Date | number
  /** Every ticket of the order, the chosen ones marked. */
  tickets: readonly RefundQuoteTicket[]
  /** The order's delivery fee: returned in full, with no fee, only when every ticket of the order is refunded. */
  shippingFen?: number
}

/** Tickets already leaving the order through a refund: with them, the chosen ones may complete the order. */
const leaving = (t: RefundQuoteTicket) => t.state === 'REFUNDING' || t.state === 'REFUNDED'

export interface RefundQuote {
  allowed: boolean
  reason?: RefundRefusal
  /** What the buyer gets back: the chosen tickets' prices less the fee, plus the delivery fee when due. */
  amountFen: number
  feeFen: number
  /** The fee percent applied (undefined when refused). */
  feePercent?: number
}

const HOUR_MS = 3600_000

/** The fee percent at `hoursLeft` hours before the start, or undefined when the rule no longer refunds. */
export function refundFeePercentAt(rule: RefundRule, hoursLeft: number): number | undefined {
  for (const step of refundFeeTable(rule)) if (hoursLeft >= step.hoursBefore) return step.feePercent
  return undefined
}

function refused(reason: RefundRefusal): RefundQuote {
  return { allowed: false, reason, amountFen: 0, feeFen: 0 }
}

/**
 * What refunding the chosen tickets would return now. "A checked-in ticket cannot be refunded": any used
 * ticket among the chosen refuses the quote, and under WHOLE_ORDER so does any used ticket at all (the
 * whole order can no longer come back) or a choice of only some tickets.
 */
export function refundQuote(rule: RefundRule, input: RefundQuoteInput): RefundQuote {
  if (rule.kind === 'NONE') return refused('NOT_REFUNDABLE')
  const chosen = input.tickets.filter((t) => t.chosen !== false)
  const anyUsed = input.tickets.some((t) => t.state === 'USED')
  if (chosen.length === 0) return refused(anyUsed ? 'TICKET_USED' : 'NO_TICKETS')
  if (chosen.some((t) => t.state === 'USED')) return refused('TICKET_USED')
  if (chosen.some((t) => t.state !== 'VALID')) return refused('TICKET_UNAVAILABLE')
  if (rule.scope === 'WHOLE_ORDER' && anyUsed) return refused('TICKET_USED')
  if (rule.scope === 'WHOLE_ORDER' && chosen.length < input.tickets.length) return refused('WHOLE_ORDER_ONLY')
  const hoursLeft = (Number(input.sessionStartsAt) - Number(input.now)) / HOUR_MS
  const percent = refundFeePercentAt(rule, hoursLeft)
  if (percent === undefined) return refused('PAST_DEADLINE')
  let feeFen = 0
  let pricesFen = 0
  for (const t of chosen) {
    pricesFen += t.priceFen
    feeFen += Math.floor((t.priceFen * percent) / 100)
  }
  // The delivery fee goes back with the request that, with those already being refunded, empties the order.
  const shipping =
    chosen.length + input.tickets.filter((t) => t.chosen === false && leaving(t)).length === input.tickets.length
      ? (input.shippingFen ?? 0)
      : 0
  return { allowed: true, amountFen: pricesFen - feeFen + shipping, feeFen, feePercent: percent }
}

/**
 * The policy of a show whose merchant has not set a rule yet (migration 018's columns: refunds up to
 * `hoursBefore` hours before the session for `feePercent` of the price, NULL: none), as a rule.
 */
export function legacyRefundRule(hoursBefore: number | null, feePercent: number): RefundRule {
  if (hoursBefore === null) return NO_REFUNDS
  if (feePercent === 0) return { kind: 'BEFORE_DEADLINE', deadlineHours: hoursBefore, scope: 'PER_TICKET' }
  return { kind: 'FEE_BY_TIME', steps: [{ hoursBefore, feePercent }], scope: 'PER_TICKET' }
}

/** The show's rule in force: the merchant's stored rule, or else the legacy policy. */
export function effectiveRefundRule(stored: unknown, hoursBefore: number | null, feePercent: number): RefundRule {
  return stored === null || stored === undefined ? legacyRefundRule(hoursBefore, feePercent) : readRefundRule(stored)
}

/**
 * One ticket of an order as every refund quote reads it (issue #17 leftovers): its own price (a rebooked
 * ticket's is its rebook's, not its order line's), state, whether the order's buyer still holds it, and
 * its own session's start (a rebook may have moved it). The order page and the refund pages both quote
 * from these facts through orderRefundQuote, so they cannot disagree.
 */
export interface OrderTicketFacts {
  id: string
  priceFen: number
  state: RefundTicketState
  heldByBuyer: boolean
  sessionStartsAt: Date | number
}

export interface OrderRefundQuoteInput {
  tickets: readonly OrderTicketFacts[]
  /** The tickets asked for; absent: every refundable one. */
  chosenIds?: readonly string[]
  /** The order's session: the deadline when no ticket is chosen. */
  orderSessionStartsAt: Date | number
  now: Date | number
  shippingFen: number
}

/** A ticket the buyer may refund: VALID and still theirs (a transferred ticket is its new holder's). */
export function isRefundableTicket(t: Pick<OrderTicketFacts, 'state' | 'heldByBuyer'>): boolean {
  return t.state === 'VALID' && t.heldByBuyer
}

/**
 * The quote of an order's tickets: the named ones (every one must be the order's) or every refundable
 * one. A ticket someone else holds counts as gone from the order; the deadline is the earliest session
 * among the chosen tickets. The caller refuses an order that is not paid before asking.
 */
export function orderRefundQuote(rule: RefundRule, input: OrderRefundQuoteInput): { quote: RefundQuote; chosen: string[] } {
  const named = input.chosenIds ? new Set(input.chosenIds) : undefined
  const chosen = input.tickets.filter((t) => (named ? named.has(t.id) : isRefundableTicket(t))).map((t) => t.id)
  if (named && chosen.length !== named.size) return { chosen, quote: refused('TICKET_UNAVAILABLE') }
  const picked = new Set(chosen)
  const starts = input.tickets.filter((t) => picked.has(t.id)).map((t) => Number(t.sessionStartsAt))
  const quote = refundQuote(rule, {
    sessionStartsAt: starts.length ? Math.min(...starts) : input.orderSessionStartsAt,
    now: input.now,
    tickets: input.tickets.map((t) => ({
      priceFen: t.priceFen,
      state: t.heldByBuyer ? t.state : 'TRANSFERRING',
      chosen: picked.has(t.id)
    })),
    shippingFen: input.shippingFen
  })
  return { chosen, quote }
}
