-- Invoices for goods orders (issue "Shop": "invoices for goods orders"; docs/shop.md "Invoices"). An invoice
-- is for one order: a ticket order (order_id) or a goods order paid on its own (goods_order_id), never both.
-- The order's one live invoice (APPLYING or SUCCESS) holds for goods orders by their own partial index.
ALTER TABLE invoices ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE invoices ADD COLUMN goods_order_id text REFERENCES goods_orders (id);
ALTER TABLE invoices ADD CONSTRAINT invoices_for_one_order CHECK ((order_id IS NULL) <> (goods_order_id IS NULL));
CREATE UNIQUE INDEX invoices_one_live_goods ON invoices (goods_order_id) WHERE state IN ('APPLYING', 'SUCCESS');
CREATE INDEX invoices_goods_order ON invoices (goods_order_id) WHERE goods_order_id IS NOT NULL;
