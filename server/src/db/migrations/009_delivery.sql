-- Delivery by post (issue #6): a show may also send paper tickets by express for a fee (NULL: e-tickets
-- only). An order keeps its delivery method and a snapshot of the address it goes to.
ALTER TABLE shows ADD COLUMN express_fee_fen int CHECK (express_fee_fen >= 0);
UPDATE shows SET express_fee_fen = 1500 WHERE category_code IN ('CONCERT', 'DRAMA_OPERA');

ALTER TABLE orders ADD COLUMN delivery_method text NOT NULL DEFAULT 'E_TICKET' CHECK (delivery_method IN ('E_TICKET', 'EXPRESS'));
ALTER TABLE orders ADD COLUMN delivery_address jsonb;
ALTER TABLE orders ADD CONSTRAINT orders_express_has_address CHECK (delivery_method <> 'EXPRESS' OR delivery_address IS NOT NULL);
