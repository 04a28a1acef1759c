-- Payment and tickets (issue #6): one payment attempt per pay call, settled once by its provider's
-- callback; tickets issued when an order is paid, each checked in once at the door.

CREATE TABLE payments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  product text NOT NULL,
  amount_fen int NOT NULL CHECK (amount_fen >= 0),
  -- REFUND_PENDING: the money arrived for an order that had already closed; it must go back.
  state text NOT NULL CHECK (state IN ('CREATED', 'SUCCEEDED', 'CANCELLED', 'REFUND_PENDING')),
  provider_txn text UNIQUE,
  return_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);

CREATE INDEX payments_order ON payments (order_id);

CREATE TABLE tickets (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  user_id text NOT NULL REFERENCES users (id),
  show_id text NOT NULL REFERENCES shows (id),
  session_id text NOT NULL REFERENCES sessions (id),
  tier_id text NOT NULL REFERENCES price_tiers (id),
  seq int NOT NULL,
  attendee_name text,
  attendee_id_no text,
  state text NOT NULL CHECK (state IN ('VALID', 'USED')),
  used_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (order_id, seq)
);

CREATE INDEX tickets_user ON tickets (user_id, created_at DESC);
