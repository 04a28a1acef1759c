-- Buying (issue #6): stock held by unpaid orders and sold by paid ones, purchase limits and real-name
-- shows, orders with their items and attendees, and the idempotency of order creation.

-- Every ticket of a tier is available, held by an unpaid order, or sold: the constraint keeps the sum.
ALTER TABLE price_tiers ADD COLUMN held int NOT NULL DEFAULT 0 CHECK (held >= 0);
ALTER TABLE price_tiers ADD COLUMN sold int NOT NULL DEFAULT 0 CHECK (sold >= 0);
UPDATE price_tiers SET sold = capacity - available;
ALTER TABLE price_tiers ADD CONSTRAINT price_tiers_stock_balance CHECK (available + held + sold = capacity);

-- Purchase limits (0: no account limit) and real-name admission (one attendee ID per ticket per show).
ALTER TABLE shows ADD COLUMN limit_per_order int NOT NULL DEFAULT 6 CHECK (limit_per_order > 0);
ALTER TABLE shows ADD COLUMN limit_per_account int NOT NULL DEFAULT 0 CHECK (limit_per_account >= 0);
ALTER TABLE shows ADD COLUMN real_name boolean NOT NULL DEFAULT false;

CREATE TABLE orders (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  show_id text NOT NULL REFERENCES shows (id),
  session_id text NOT NULL REFERENCES sessions (id),
  -- The unpaid order's payment transaction (unPaidTransactionIds).
  transaction_id text NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('UNPAID', 'PAID', 'CLOSED')),
  close_reason text CHECK (close_reason IN ('EXPIRED', 'CANCELLED')),
  ticket_fen int NOT NULL CHECK (ticket_fen >= 0),
  delivery_fen int NOT NULL DEFAULT 0 CHECK (delivery_fen >= 0),
  service_fee_fen int NOT NULL DEFAULT 0 CHECK (service_fee_fen >= 0),
  total_fen int NOT NULL CHECK (total_fen >= 0),
  paid_fen int NOT NULL DEFAULT 0 CHECK (paid_fen >= 0),
  ticket_count int NOT NULL CHECK (ticket_count > 0),
  reserve_deadline timestamptz NOT NULL,
  idempotency_key text NOT NULL,
  -- Hash of the creating request's body: the same key with another body is refused.
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  closed_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);

CREATE INDEX orders_user ON orders (user_id, created_at DESC);
CREATE INDEX orders_unpaid_deadline ON orders (reserve_deadline) WHERE state = 'UNPAID';
CREATE INDEX orders_user_show_live ON orders (user_id, show_id) WHERE state IN ('UNPAID', 'PAID');

CREATE TABLE order_items (
  order_id text NOT NULL REFERENCES orders (id),
  tier_id text NOT NULL REFERENCES price_tiers (id),
  qty int NOT NULL CHECK (qty > 0),
  unit_fen int NOT NULL CHECK (unit_fen >= 0),
  PRIMARY KEY (order_id, tier_id)
);

-- The attendees of a real-name show's live orders: one ID per show while the order lives.
CREATE TABLE order_attendees (
  order_id text NOT NULL REFERENCES orders (id),
  show_id text NOT NULL REFERENCES shows (id),
  audience_id text NOT NULL,
  name text NOT NULL,
  id_type text NOT NULL,
  id_no text NOT NULL,
  live boolean NOT NULL DEFAULT true,
  PRIMARY KEY (order_id, audience_id)
);

CREATE UNIQUE INDEX order_attendees_one_id_per_show ON order_attendees (show_id, id_type, id_no) WHERE live;
