-- Booking with a benefit card (product.md "booking ... userCardInstanceId with cardId"): an order that
-- used a card, how many of its tickets the card priced, and how many of those times went back (closed
-- unpaid: all; a refunded ticket: one each). The card's redeemed_times moves in the same transaction as
-- these rows, by conditional updates, so a time is taken and given back once.
CREATE TABLE card_bookings (
  order_id text PRIMARY KEY REFERENCES orders (id) DEFERRABLE INITIALLY DEFERRED,
  instance_id text NOT NULL REFERENCES card_instances (id),
  session_id text NOT NULL REFERENCES sessions (id),
  qty int NOT NULL CHECK (qty > 0),
  returned int NOT NULL DEFAULT 0,
  card_fen int NOT NULL DEFAULT 0 CHECK (card_fen >= 0),
  created_at timestamptz NOT NULL,
  CONSTRAINT card_bookings_returned_in_range CHECK (returned >= 0 AND returned <= qty)
);
CREATE INDEX card_bookings_instance ON card_bookings (instance_id, session_id);
