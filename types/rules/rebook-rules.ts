/**
 * Rebooking: which tier of the target session each ticket goes to, what it costs
 * or gives back (difference = new − old, per ticket and in total), and whether a rebook is still allowed.
 * Shared by the gateway (the check and the apply) and the app's rebook-ticket page, so the page shows
 * exactly the amounts the gateway will use.
 */

/**
 * The money of a move (issue #18 review: "the discounts a ticket carried stay with it; a move costs the
 * list-price difference"): a ticket stands for what the buyer paid for it (`priceFen`: its list price less
 * the member discount, the promotion's, coupon's and points' shares, or a benefit card's price) and
 * was bought at a list price (`listFen`: its order line's unit price at purchase, or for a ticket a rebook
 * issued that rebook's target tier price). Moving it to a tier of list price L costs L − listFen, so
 *   toFen = max(0, priceFen + (L − listFen))
 * a dearer move pays the list difference only, an equal-price move of a discounted ticket costs 0 (the
 * discount is not taken back), and a cheaper one gives back the list difference but never more than the
 * ticket paid (toFen ≥ 0). The new ticket then stands for toFen, at list price L.
 */

/** A ticket that may move: its tier now, the price it stood for (what the buyer paid for it) and the list price it was bought at. */
export interface RebookTicket {
  ticketId: string
  tierId: string
  priceFen: number
  listFen: number
}

/** A tier of the target session on offer. */
export interface RebookTier {
  id: string
  priceFen: number
  available: number
}

export interface RebookPick {
  ticketId: string
  tierId: string
}

export interface RebookLine {
  ticketId: string
  fromTierId: string
  toTierId: string
  fromFen: number
  /** What the new ticket stands for: fromFen plus the list-price difference, floored at 0. */
  toFen: number
  /** The target tier's list price: the list price the new ticket is bought at. */
  toListFen: number
  /** new − old: positive costs the buyer, negative is given back. */
  differenceFen: number
}

/** EQUAL: done at once; REFUND: the buyer gets money back; PAY: the buyer owes the difference. */
export type DifferenceKind = 'EQUAL' | 'REFUND' | 'PAY'

export type RebookQuote =
  | { ok: true; lines: RebookLine[]; differenceFen: number; kind: DifferenceKind }
  | { ok: false; problem: 'NO_TICKETS' | 'TICKET_UNKNOWN' | 'DUPLICATE_TICKET' | 'TIER_UNKNOWN' | 'SOLD_OUT' }

export function differenceKind(differenceFen: number): DifferenceKind {
  return differenceFen === 0 ? 'EQUAL' : differenceFen < 0 ? 'REFUND' : 'PAY'
}

/** What a ticket stands for once moved to a tier of list price `toListFen` (the rule above). */
export function movedPriceFen(ticket: Pick<RebookTicket, 'priceFen' | 'listFen'>, toListFen: number): number {
  return Math.max(0, ticket.priceFen + (toListFen - ticket.listFen))
}

/**
 * The amounts of moving the picked tickets to the picked tiers: every picked ticket must be one of the
 * movable ones, once; every tier one on offer, with enough available for the tickets sent to it.
 */
export function rebookQuote(tickets: readonly RebookTicket[], picks: readonly RebookPick[], tiers: readonly RebookTier[]): RebookQuote {
  if (!picks.length) return { ok: false, problem: 'NO_TICKETS' }
  if (new Set(picks.map((p) => p.ticketId)).size !== picks.length) return { ok: false, problem: 'DUPLICATE_TICKET' }
  const wanted = new Map<string, number>()
  const lines: RebookLine[] = []
  for (const pick of picks) {
    const ticket = tickets.find((t) => t.ticketId === pick.ticketId)
    if (!ticket) return { ok: false, problem: 'TICKET_UNKNOWN' }
    const tier = tiers.find((t) => t.id === pick.tierId)
    if (!tier) return { ok: false, problem: 'TIER_UNKNOWN' }
    wanted.set(tier.id, (wanted.get(tier.id) ?? 0) + 1)
    const toFen = movedPriceFen(ticket, tier.priceFen)
    lines.push({
      ticketId: ticket.ticketId,
      fromTierId: ticket.tierId,
      toTierId: tier.id,
      fromFen: ticket.priceFen,
      toFen,
      toListFen: tier.priceFen,
      differenceFen: toFen - ticket.priceFen
    })
  }
  for (const [tierId, n] of wanted) if ((tiers.find((t) => t.id === tierId)?.available ?? 0) < n) return { ok: false, problem: 'SOLD_OUT' }
  const differenceFen = lines.reduce((sum, l) => sum + l.differenceFen, 0)
  return { ok: true, lines, differenceFen, kind: differenceKind(differenceFen) }
}

/**
 * The tier a ticket goes to unless the buyer picks another: the target tier of the same list price (the
 * ticket's listFen: a discounted ticket moves at no cost) with stock, else the one nearest in price (the
 * cheaper of two equally near), else none. Tiers in the session's order.
 */
export function suggestedTier(ticket: Pick<RebookTicket, 'listFen'>, tiers: readonly RebookTier[]): string | undefined {
  let best: RebookTier | undefined
  for (const tier of tiers) {
    if (tier.available <= 0) continue
    const distance = Math.abs(tier.priceFen - ticket.listFen)
    const bestDistance = best ? Math.abs(best.priceFen - ticket.listFen) : Infinity
    if (distance < bestDistance || (distance === bestDistance && best && tier.priceFen < best.priceFen)) best = tier
  }
  return best?.id
}

export type RebookRefusal = 'NOT_SUPPORTED' | 'PAST_DEADLINE'

/** When rebooking closes: `hoursBefore` hours before the session the tickets are for. */
export function rebookDeadline(sessionStartsAt: Date, hoursBefore: number): Date {
  return new Date(sessionStartsAt.getTime() - hoursBefore * 3600_000)
}

/** Whether the show lets its tickets move now (the show's setting and its deadline); undefined when it does. */
export function rebookRefusal(
  show: { supportRebook: boolean; hoursBefore: number; sessionStartsAt: Date },
  now: Date
): RebookRefusal | undefined {
  if (!show.supportRebook) return 'NOT_SUPPORTED'
  if (now.getTime() >= rebookDeadline(show.sessionStartsAt, show.hoursBefore).getTime()) return 'PAST_DEADLINE'
  return undefined
}
