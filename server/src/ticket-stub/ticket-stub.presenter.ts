/** Ticket stub replies (types/api/ticket-stub.ts) in the request's language. */
import { textIn, type Locale } from '../http/texts'
import { showPosterUrl } from '../browse/show.presenter'
import { ticketSeatLabel } from '../ticket/ticket-seat'
import type { StubDesign, StubPreview, StubTexts, StubTicket } from '../../../types/api/ticket-stub'
import type { GoodsLineStub } from '../../../types/api/goods-order'
import type { StubDesignRow, StubTicketRow } from './ticket-stub.repository'

export function presentStubTicket(t: StubTicketRow, locale: Locale): StubTicket {
  return {
    ticketId: t.id,
    ticketNumber: t.ticket_number,
    showId: t.show_id,
    showName: textIn(t.show_name, locale),
    posterUrl: showPosterUrl({ id: t.show_id, poster_url: t.poster_url }),
    sessionName: textIn(t.session_name, locale),
    showTime: t.starts_at.getTime(),
    venueName: textIn(t.venue_name, locale),
    seatPlanName: textIn(t.tier_name, locale),
    seatInfo: ticketSeatLabel(t, locale),
    state: t.state === 'USED' ? 'USED' : 'VALID',
    ...(t.stub_order_id ? { stubOrderId: t.stub_order_id } : {})
  }
}

/** What the stub prints: the ticket's show, session, venue, tier and seat, and its holder. */
export function stubTexts(t: StubTicketRow, locale: Locale): StubTexts {
  const seat = ticketSeatLabel(t, locale)
  const tier = textIn(t.tier_name, locale)
  return {
    show: textIn(t.show_name, locale),
    session: textIn(t.session_name, locale),
    showTime: t.starts_at.getTime(),
    venue: textIn(t.venue_name, locale),
    seat: seat ? `${tier} · ${seat}` : tier,
    holder: t.attendee_name || t.nick_name,
    ticketNumber: t.ticket_number
  }
}

export function presentStubDesign(d: StubDesignRow, locale: Locale): StubDesign {
  const options = d.attribute_names.map((n) => textIn(n, locale)).filter(Boolean)
  return {
    skuId: d.sku_id,
    spuId: d.spu_id,
    name: options.length ? options.join(' / ') : textIn(d.spu_name, locale),
    pictureUrl: d.picture_url,
    priceFen: d.price_fen,
    ...(d.market_price_fen !== null && d.market_price_fen > d.price_fen ? { marketPriceFen: d.market_price_fen } : {}),
    stock: Math.max(0, d.available)
  }
}

export function presentStubPreview(t: StubTicketRow, designs: StubDesignRow[], locale: Locale): StubPreview {
  return {
    ticket: presentStubTicket(t, locale),
    texts: stubTexts(t, locale),
    goodsName: designs[0] ? textIn(designs[0].spu_name, locale) : '',
    designs: designs.map((d) => presentStubDesign(d, locale))
  }
}

/** A goods order line's stub (the buyer's order page, the console's drawer, list and pick list), when the line prints a ticket. */
export function lineStubOf(ticketId: string | null, tickets: readonly StubTicketRow[], locale: Locale): { stub?: GoodsLineStub } {
  const t = ticketId ? tickets.find((k) => k.id === ticketId) : undefined
  return t ? { stub: { ticketId: t.id, ...stubTexts(t, locale) } } : {}
}
