/** How the console names a goods order line: the goods, its options and, for a ticket stub, the ticket it prints (the pick list's words). */
import type { GoodsLineStub } from '../../../../types/api/goods-order'

export function goodsLineName(l: { name: string; attributeText: string }): string {
  return `${l.name}${l.attributeText ? ` · ${l.attributeText}` : ''}`
}

/** "T-… · show · session · venue · seat · holder": what the merchant prints on the stub. */
export function stubPrintText(s: GoodsLineStub): string {
  return [s.ticketNumber, s.show, s.session, s.venue, s.seat, s.holder].filter(Boolean).join(' · ')
}
