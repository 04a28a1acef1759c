/**
 * Rebooking (issue #17 "Rebooking"): which tier of the target session each ticket goes to, what it costs
 * or gives back (difference = new − old, per ticket and in total), and whether a rebook is still allowed.
 * Shared by the gateway (the check and the apply) and the app's rebook-ticket page, so the page shows
 * exactly the amounts the gateway will use.
 */

/** A ticket that may move: its tier now and the price it stood for (what the buyer paid for it). */
export interface RebookTicket {
  ticketId: string
  tierId: string
  priceFen: number
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
  toFen: number
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
    lines.push({ ticketId: ticket.ticketId, fromTierId: ticket.tierId, toTierId: tier.id, fromFen: ticket.priceFen, toFen: tier.priceFen, differenceFen: tier.priceFen - ticket.priceFen })
  }
  for (const [tierId, n] of wanted) if ((tiers.find((t) => t.id === tierId)?.available ?? 0) < n) return { ok: false, problem: 'SOLD_OUT' }
  const differenceFen = lines.reduce((sum, l) => sum + l.differenceFen, 0)
  return { ok: true, lines, differenceFen, kind: differenceKind(differenceFen) }
}

/**
 * The tier a ticket goes to unless the buyer picks another: the target tier of the same price with
 * stock, else the one nearest in price (the cheaper of two equally near), else none. Tiers in the
 * session's order.
 */
export function suggestedTier(ticket: Pick<RebookTicket, 'priceFen'>, tiers: readonly RebookTier[]): string | undefined {
  let best: RebookTier | undefined
  for (const tier of tiers) {
    if (tier.available <= 0) continue
    const distance = Math.abs(tier.priceFen - ticket.priceFen)
    const bestDistance = best ? Math.abs(best.priceFen - ticket.priceFen) : Infinity
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
export function rebookRefusal(show: { supportRebook: boolean; hoursBefore: number; sessionStartsAt: Date }, now: Date): RebookRefusal | undefined {
  if (!show.supportRebook) return 'NOT_SUPPORTED'
  if (now.getTime() >= rebookDeadline(show.sessionStartsAt, show.hoursBefore).getTime()) return 'PAST_DEADLINE'
  return undefined
}
