-- Paper tickets by post (issue #17 "express"; product.md "Order status codes": Delivering 6,
-- Delivering_Express 7, "Shipping awaits express"). A paid EXPRESS order awaits shipment (7) until the
-- merchant enters the carrier and the tracking number in the console; from then it is in delivery (6).
-- The shipment lives on the order row itself: every reader of an order (SELECT * FROM orders) sees it
-- without a join, and the order's own row lock guards shipping against anything else changing the order.
ALTER TABLE orders ADD COLUMN express_carrier text;
ALTER TABLE orders ADD COLUMN express_no text;
ALTER TABLE orders ADD COLUMN shipped_at timestamptz;
-- Shipped means all three, and only an order of paper tickets is ever shipped.
ALTER TABLE orders ADD CONSTRAINT orders_shipment_whole
  CHECK ((express_carrier IS NULL) = (express_no IS NULL) AND (express_no IS NULL) = (shipped_at IS NULL));
ALTER TABLE orders ADD CONSTRAINT orders_shipment_by_express CHECK (shipped_at IS NULL OR delivery_method = 'EXPRESS');

-- Tracking steps the merchant enters by hand (no carrier API is reachable from here): when and what.
-- A carrier API, once one is plugged in behind the tracking provider, supplies its own steps instead.
CREATE TABLE shipment_steps (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  at timestamptz NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 200),
  staff_id text REFERENCES staff (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX shipment_steps_order ON shipment_steps (order_id, at DESC, id DESC);
