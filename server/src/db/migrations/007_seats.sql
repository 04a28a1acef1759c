-- Reserved seating (issue #6): one row per seat of a seat-picked tier. A seat is free, held by an unpaid
-- order or sold; it changes only by conditional writes (status = 'FREE'), in the same transaction that
-- moves its tier's counters, so a seated tier's available/held/sold always count its seats.

ALTER TABLE price_tiers ADD COLUMN seated boolean NOT NULL DEFAULT false;

CREATE TABLE seats (
  session_id text NOT NULL REFERENCES sessions (id),
  -- Rows are numbered from the stage, seats from the left.
  row_no int NOT NULL CHECK (row_no > 0),
  col_no int NOT NULL CHECK (col_no > 0),
  tier_id text NOT NULL REFERENCES price_tiers (id),
  status text NOT NULL CHECK (status IN ('FREE', 'HELD', 'SOLD')),
  order_id text REFERENCES orders (id),
  CHECK (status <> 'HELD' OR order_id IS NOT NULL),
  CHECK (status <> 'FREE' OR order_id IS NULL),
  PRIMARY KEY (session_id, row_no, col_no)
);

CREATE INDEX seats_tier_status ON seats (tier_id, status);
CREATE INDEX seats_order ON seats (order_id) WHERE order_id IS NOT NULL;

-- The seats an order asked for, kept after it closes (the seat itself is freed for others).
CREATE TABLE order_seats (
  order_id text NOT NULL REFERENCES orders (id),
  tier_id text NOT NULL REFERENCES price_tiers (id),
  row_no int NOT NULL,
  col_no int NOT NULL,
  PRIMARY KEY (order_id, row_no, col_no)
);

ALTER TABLE tickets ADD COLUMN seat_row int;
ALTER TABLE tickets ADD COLUMN seat_col int;
