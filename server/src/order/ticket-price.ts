/**
 * What one ticket stood for, as one SQL expression shared by rebooking and refund requests (and to be
 * used by the invoice amounts): the price of the rebook that issued it (rebook_tickets.to_fen; a ticket is
 * issued by at most one rebook, new_ticket_id is UNIQUE), else its order line's unit price, else the
 * tier's price. Not order_items.unit_fen alone: two rebooks into one tier at different prices share one
 * order line that keeps the first move's price (RebookRepository.moveLine), so a line cannot price them.
 *
 * An order line a coupon discounted (issue #18, migration 049 order_items.coupon_fen) stands for its unit
 * price less the ticket's share of the line's coupon: allocate-fen.ts over equal units, i.e. coupon_fen /
 * coupon_units each (the line's tickets when the coupon was split; a rebook moving some away later does
 * not change the others' shares), and the fen left over one each to the line's first tickets by id (the
 * tickets the order issued, rebooked ones among them, not those a rebook issued). So the tickets of a line add up to what the buyer paid for it, and
 * refunding some returns exactly their share.
 *
 * `k` is the tickets row's alias, `tier` the price_tiers alias joined on k.tier_id.
 */
export function ticketPriceSql(k: string, tier: string): string {
  const rank = `(SELECT count(*) FROM tickets k2 WHERE k2.order_id = ${k}.order_id AND k2.tier_id = ${k}.tier_id AND k2.id < ${k}.id
                   AND NOT EXISTS (SELECT 1 FROM rebook_tickets rt2 WHERE rt2.new_ticket_id = k2.id))`
  const couponShare = `CASE WHEN i.coupon_fen = 0 THEN 0 ELSE i.coupon_fen / i.coupon_units + CASE WHEN ${rank} < i.coupon_fen % i.coupon_units THEN 1 ELSE 0 END END`
  // A promotion's share (issue #18, migration 062 order_items.promotion_fen) is split the same way.
  const promotionShare = `CASE WHEN i.promotion_fen = 0 THEN 0 ELSE i.promotion_fen / i.promotion_units + CASE WHEN ${rank} < i.promotion_fen % i.promotion_units THEN 1 ELSE 0 END END`
  return `COALESCE((SELECT rt.to_fen FROM rebook_tickets rt WHERE rt.new_ticket_id = ${k}.id),
                   (SELECT i.unit_fen - ${couponShare} - ${promotionShare} FROM order_items i WHERE i.order_id = ${k}.order_id AND i.tier_id = ${k}.tier_id), ${tier}.price_fen)`
}
