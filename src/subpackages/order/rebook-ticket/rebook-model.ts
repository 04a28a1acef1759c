/**
 * The rebook-ticket page's choices: which tickets move and to which tier, and
 * their difference by the shared rule (types/rules/rebook-rules.ts), the one the gateway applies.
 */
import type { RebookCheckReply } from '../../../../types/api/rebook'
import { rebookQuote, type RebookQuote } from '../../../../types/rules/rebook-rules'

/** ticketId → the tier it goes to; a ticket absent is not moving. */
export type RebookChoice = Record<string, string>

/** Every movable ticket to its suggested tier (those without one stay unchosen). */
export function initialChoice(check: Pick<RebookCheckReply, 'suggested'>): RebookChoice {
  return Object.fromEntries(check.suggested.flatMap((s) => (s.seatPlanId ? [[s.ticketId, s.seatPlanId]] : [])))
}

export function toggleTicket(choice: RebookChoice, ticketId: string, fallbackTier: string | undefined): RebookChoice {
  const next = { ...choice }
  if (next[ticketId]) delete next[ticketId]
  else if (fallbackTier) next[ticketId] = fallbackTier
  return next
}

export function quoteOf(check: Pick<RebookCheckReply, 'tickets' | 'tiers'>, choice: RebookChoice): RebookQuote {
  return rebookQuote(
    check.tickets.map((k) => ({ ticketId: k.ticketId, tierId: k.seatPlanId, priceFen: k.priceFen, listFen: k.listPriceFen })),
    Object.entries(choice).map(([ticketId, tierId]) => ({ ticketId, tierId })),
    check.tiers.map((t) => ({ id: t.seatPlanId, priceFen: t.priceFen, available: t.available }))
  )
}

/**
 * A session as one line: its start, and its name when the name says more than the start (a demo name is
 * often the date and time itself, "2027-01-14 19:30", which would read twice).
 */
export function sessionLine(name: string, startText: string): string {
  const digits = (text: string) => text.replace(/\D/g, '')
  return !name || digits(name) === digits(startText) ? startText : `${startText} ${name}`
}
