/**
 * What one ticket stood for, as one SQL expression shared by rebooking and refund requests (and to be
 * used by the invoice amounts): the price of the rebook that issued it (rebook_tickets.to_fen; a ticket is
 * issued by at most one rebook, new_ticket_id is UNIQUE), else its order line's unit price, else the
 * tier's price. Not order_items.unit_fen alone: two rebooks into one tier at different prices share one
 * order line that keeps the first move's price (RebookRepository.moveLine), so a line cannot price them.
 *
 * `k` is the tickets row's alias, `tier` the price_tiers alias joined on k.tier_id.
 */
export function ticketPriceSql(k: string, tier: string): string {
  return `COALESCE((SELECT rt.to_fen FROM rebook_tickets rt WHERE rt.new_ticket_id = ${k}.id),
                   (SELECT i.unit_fen FROM order_items i WHERE i.order_id = ${k}.order_id AND i.tier_id = ${k}.tier_id), ${tier}.price_fen)`
}
