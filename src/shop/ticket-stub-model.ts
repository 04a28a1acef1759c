/**
 * The ticket stub pages' rules (ticket-stub-list, ticket-stub-print; docs/shop-app.md "Ticket stubs"): what a
 * ticket's card offers, which design is picked first, the colours each design is drawn in, and the goods
 * line goods-confirm receives (the design's SKU, one unit, the ticket it prints).
 */
import { encodeGoodsLines } from '../../types/rules/goods-lines-param'
import type { StubDesign, StubTicket } from '../../types/api/ticket-stub'

/** A ticket card's action: open its order (a stub was ordered), print one, or nothing when the merchant sells none. */
export type StubCardAction = 'ORDERED' | 'PRINT' | 'NONE'

export function stubCardAction(ticket: Pick<StubTicket, 'stubOrderId'>, onSale: boolean): StubCardAction {
  if (ticket.stubOrderId) return 'ORDERED'
  return onSale ? 'PRINT' : 'NONE'
}

/** The design shown first: the one chosen if it is still offered, else the first with stock, else the first. */
export function pickDesign(designs: readonly StubDesign[], chosen?: string): StubDesign | undefined {
  return designs.find((d) => d.skuId === chosen) ?? designs.find((d) => d.stock > 0) ?? designs[0]
}

/** How a design is drawn on the preview: its paper (a CSS background), its ink and accent, and a frame around it. */
export interface StubTheme {
  key: 'classic' | 'holographic' | 'framed'
  paper: string
  ink: string
  accent: string
  /** The frame's colour (a framed design), or none. */
  frame?: string
}

/**
 * The designs in the merchant's order take these looks in turn (the demo's classic paper, holographic and
 * framed designs, docs/shop.md); a merchant's fourth design starts again with the first.
 */
export const STUB_THEMES: readonly StubTheme[] = [
  { key: 'classic', paper: '#F3E9D2', ink: '#3B2F1E', accent: '#B8572A' },
  {
    key: 'holographic',
    paper: 'linear-gradient(120deg, #C9D4FF 0%, #F5C6E8 35%, #C6F5EC 65%, #FFF0B8 100%)',
    ink: '#1F2350',
    accent: '#6A4CFF'
  },
  { key: 'framed', paper: '#FBF8F1', ink: '#22222A', accent: '#9C7A3C', frame: '#2B2B33' }
]

export function stubTheme(designs: readonly StubDesign[], design: StubDesign | undefined): StubTheme {
  const i = design ? designs.findIndex((d) => d.skuId === design.skuId) : 0
  return STUB_THEMES[Math.max(0, i) % STUB_THEMES.length]
}

/** goods-confirm's `lines` parameter for a stub of the ticket in the design: one unit naming the ticket. */
export function stubConfirmLines(design: Pick<StubDesign, 'skuId'>, ticketId: string): string {
  return encodeGoodsLines([{ skuId: design.skuId, qty: 1, ticketId }])
}
