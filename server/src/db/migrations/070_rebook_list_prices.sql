-- Rebooking keeps a ticket's discounts (issue #18 review; types/rules/rebook-rules.ts): a move costs the
-- list-price difference (new tier's list price − the list price the ticket was bought at), added to what
-- the ticket stands for. So the list price a ticket was bought at is kept where the price it stands for
-- is not it:
-- - order_items.list_fen: the tier's list price when the order was priced. NULL: unit_fen is the list
--   price (every line but a benefit card's, whose unit_fen is the card's price).
-- - rebook_holds / rebook_tickets.to_list_fen: the target tier's list price a move was priced at (to_fen
--   is now what the new ticket stands for). NULL: a move priced before this rule, whose to_fen was the
--   target tier's list price.
ALTER TABLE order_items ADD COLUMN list_fen int CHECK (list_fen >= 0);
-- Card bookings written before this column: the tier's list price now is the best there is.
UPDATE order_items i SET list_fen = t.price_fen FROM price_tiers t, card_bookings c WHERE t.id = i.tier_id AND c.order_id = i.order_id;
ALTER TABLE rebook_holds ADD COLUMN to_list_fen int CHECK (to_list_fen >= 0);
ALTER TABLE rebook_tickets ADD COLUMN to_list_fen int CHECK (to_list_fen >= 0);
