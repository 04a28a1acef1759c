-- Rebooking (issue #17 "Rebooking"): a buyer moves paid tickets to another session of the same show.
-- The merchant allows it per show (the order entity's supportRebook) until a number of hours before the
-- session the tickets are for.
ALTER TABLE shows ADD COLUMN support_rebook boolean NOT NULL DEFAULT false;
ALTER TABLE shows ADD COLUMN rebook_hours_before int NOT NULL DEFAULT 24 CHECK (rebook_hours_before BETWEEN 0 AND 720);

-- One rebook: tickets of one order moved from one session to another in one transaction. The old
-- tickets become REBOOKED, new ones are issued on the same order. difference_fen = new − old over the
-- moved tickets; when it is negative the money goes back through the refund queue (purpose REBOOK,
-- subject this rebook) and refund_state follows that refund (REFUNDING → REFUNDED, or FAILED with its
-- reason for the merchant's retry).
CREATE TABLE rebooks (
  id text PRIMARY KEY,
  merchant_id text NOT NULL,
  order_id text NOT NULL REFERENCES orders (id),
  user_id text NOT NULL REFERENCES users (id),
  from_session_id text NOT NULL REFERENCES sessions (id),
  to_session_id text NOT NULL REFERENCES sessions (id),
  difference_fen int NOT NULL,
  refund_state text CHECK (refund_state IN ('REFUNDING', 'REFUNDED', 'FAILED')),
  refund_error text NOT NULL DEFAULT '',
  idempotency_key text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (from_session_id <> to_session_id),
  -- Only a cheaper rebook has money to give back.
  CHECK ((refund_state IS NULL) = (difference_fen >= 0))
);
CREATE INDEX rebooks_order ON rebooks (order_id, created_at);
-- The app's automatic retry of an apply replays the rebook it made instead of failing on REBOOKED tickets.
CREATE UNIQUE INDEX rebooks_idempotency ON rebooks (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Each moved ticket: the old one, its replacement, and the price each stood for (the old one's is what
-- the buyer paid for it: the order line's unit price, or the price of the rebook that issued it).
CREATE TABLE rebook_tickets (
  rebook_id text NOT NULL REFERENCES rebooks (id),
  old_ticket_id text NOT NULL UNIQUE REFERENCES tickets (id),
  new_ticket_id text NOT NULL UNIQUE REFERENCES tickets (id),
  from_tier_id text NOT NULL REFERENCES price_tiers (id),
  to_tier_id text NOT NULL REFERENCES price_tiers (id),
  from_fen int NOT NULL CHECK (from_fen >= 0),
  to_fen int NOT NULL CHECK (to_fen >= 0),
  PRIMARY KEY (rebook_id, old_ticket_id)
);
