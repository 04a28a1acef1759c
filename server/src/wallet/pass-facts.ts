/** What a wallet pass says about a ticket, read once from the ticket row in the buyer's language and the merchant's zone. */
import { textIn, type Locale } from '../http/texts'
import type { TicketRow } from '../ticket/ticket.repository'
import { ticketSeatLabel } from '../ticket/ticket-seat'
import { formatLocal } from '../../../types/rules/merchant-time'
import { generalAdmission } from './wallet-words'

export interface PassFacts {
  ticketId: string
  ticketNumber: string
  showId: string
  showName: string
  sessionName: string
  startsAt: Date
  /** The session's start on the merchant's wall clock, "2026-12-01 19:30". */
  localStart: string
  venueName: string
  venueAddress: string
  seat: string
  tier: string
  holder: string
  locale: Locale
  /** The merchant's theme colour, #RRGGBB. */
  colour: string
  merchantName: string
}

const DEFAULT_COLOUR = '#FB5200'

export function passFacts(
  t: TicketRow,
  holder: string,
  shop: { shopName: string; themeColor?: string; timeZone: string },
  locale: Locale
): PassFacts {
  return {
    ticketId: t.id,
    ticketNumber: t.ticket_number,
    showId: t.show_id,
    showName: textIn(t.show_name, locale),
    sessionName: textIn(t.session_name, locale),
    startsAt: t.starts_at,
    localStart: formatLocal(t.starts_at, shop.timeZone, 'YYYY-MM-DD HH:mm'),
    venueName: textIn(t.venue_name, locale),
    venueAddress: textIn(t.venue_address, locale),
    seat: ticketSeatLabel(t, locale) || generalAdmission(locale),
    tier: textIn(t.tier_name, locale),
    holder,
    locale,
    merchantName: shop.shopName,
    colour: /^#[0-9A-Fa-f]{6}$/.test(shop.themeColor ?? '') ? (shop.themeColor as string) : DEFAULT_COLOUR
  }
}

/** "rgb(251, 82, 0)": the only colour spelling pass.json takes. */
export function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}
