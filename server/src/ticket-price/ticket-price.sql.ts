/**
 * What one ticket stood for, as one SQL expression: the one per-ticket split rule. The placed order's
 * quote reads it (placed-quote.repository.ts; order detail and the refund quote read that quote), and so do
 * rebooking, the ticket list, the points a refund gives back and the money to date (and, to come, the
 * invoice amounts): the price of the rebook that issued it (rebook_tickets.to_fen; a ticket is
 * issued by at most one rebook, new_ticket_id is UNIQUE), else its order line's unit price, else the
 * tier's price. Not order_items.unit_fen alone: two rebooks into one tier at different prices share one
 * order line that keeps the first move's price (RebookRepository.moveLine), so a line cannot price them.
 *
 * An order line a coupon discounted (migration 049 order_items.coupon_fen) stands for its unit
 * price less the ticket's share of the line's coupon: allocate-fen.ts over equal units, i.e. coupon_fen /
 * coupon_units each (the line's tickets when the coupon was split; a rebook moving some away later does
 * not change the others' shares), and the fen left over one each to the line's first tickets by id (the
 * tickets the order issued, rebooked ones among them, not those a rebook issued). So the tickets of a line add up to what the buyer paid for it, and
 * refunding some returns exactly their share.
 *
 * The member discount (055 order_items.member_fen, per unit) and the points' line share (points_fen, split
 * like the coupon's) come off the same way: a ticket stands for the cash the buyer paid for it.
 *
 * `k` is the tickets row's alias, `tier` the price_tiers alias joined on k.tier_id.
 */
/** The tickets of the same line the order issued before this one (their rank decides who gets a leftover fen). */
function rankSql(k: string): string {
  return `(SELECT count(*) FROM tickets k2 WHERE k2.order_id = ${k}.order_id AND k2.tier_id = ${k}.tier_id AND k2.id < ${k}.id
                   AND NOT EXISTS (SELECT 1 FROM rebook_tickets rt2 WHERE rt2.new_ticket_id = k2.id))`
}

/**
 * One ticket's share of a line amount split over the line's `units` tickets (allocate-fen.ts over equal
 * units): coupon_units for the coupon and points shares, promotion_units for a promotion's (062).
 */
function unitShareSql(column: string, k: string, units = 'coupon_units'): string {
  return `CASE WHEN i.${column} = 0 THEN 0 ELSE i.${column} / i.${units} + CASE WHEN ${rankSql(k)} < i.${column} % i.${units} THEN 1 ELSE 0 END END`
}

export function ticketPriceSql(k: string, tier: string): string {
  // The member discount is per unit (order_items.member_fen, 055); the points' line share (points_fen) is
  // split over the line's tickets like the coupon's, and a promotion's (062 promotion_fen) likewise, so a
  // ticket stands for the cash paid for it alone.
  return `COALESCE((SELECT rt.to_fen FROM rebook_tickets rt WHERE rt.new_ticket_id = ${k}.id),
                   (SELECT i.unit_fen - i.member_fen - ${unitShareSql('coupon_fen', k)} - ${unitShareSql('points_fen', k)} - ${unitShareSql('promotion_fen', k, 'promotion_units')} FROM order_items i WHERE i.order_id = ${k}.order_id AND i.tier_id = ${k}.tier_id), ${tier}.price_fen)`
}

/**
 * The list price one ticket was bought at (rebook-rules.ts: a move costs the list-price difference): for a
 * ticket a rebook issued, that rebook's target tier price (rebook_tickets.to_list_fen, or to_fen for a
 * move priced before migration 070, when to_fen was that price); else its order line's list price
 * (order_items.list_fen, set where the unit price is a benefit card's) or unit price; else the tier's price.
 */
export function ticketListSql(k: string, tier: string): string {
  return `COALESCE((SELECT COALESCE(rt.to_list_fen, rt.to_fen) FROM rebook_tickets rt WHERE rt.new_ticket_id = ${k}.id),
                   (SELECT COALESCE(i.list_fen, i.unit_fen) FROM order_items i WHERE i.order_id = ${k}.order_id AND i.tier_id = ${k}.tier_id), ${tier}.price_fen)`
}

/**
 * One ticket's share of the points that paid for its order line, in fen (0 for a ticket a rebook issued):
 * a refund of some tickets returns the points in the proportion of these shares (MemberRepository
 * .refundedPointsShare).
 */
export function ticketPointsSql(k: string): string {
  return `CASE WHEN EXISTS (SELECT 1 FROM rebook_tickets rt WHERE rt.new_ticket_id = ${k}.id) THEN 0
               ELSE COALESCE((SELECT ${unitShareSql('points_fen', k)} FROM order_items i WHERE i.order_id = ${k}.order_id AND i.tier_id = ${k}.tier_id), 0) END`
}
