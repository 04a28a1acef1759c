-- Binding tickets to accounts (issue #17 "The rest of the ticket and order pages": bind-invitation-ticket,
-- bindTicket, real-name).
--
-- Invitation tickets. A merchant issues a batch of single-use codes for one general-admission tier; each
-- code redeemed becomes a free (zero-amount, paid) order with one ticket. The batch's stock is taken from
-- the tier when the batch is made, as HELD (available -> held), not as sold:
--   * price_tiers_stock_balance (available + held + sold = capacity) holds at every step: making the batch
--     moves n from available to held, redeeming a code moves 1 from held to sold (as paying an order
--     does), voiding unredeemed codes moves them from held back to available (as closing an unpaid order
--     does; a tier the console closed takes them out of its capacity instead, as releaseHeldStock does).
--   * the stock is the batch's from the start, so a sell-out cannot leave issued codes without a ticket,
--     and the figures never count an unredeemed invitation as sold.
-- A code row is redeemed or voided at most once: every write is UPDATE ... WHERE redeemed_at IS NULL AND
-- voided_at IS NULL, under the row's lock, so two redemptions of one code (or a redemption racing a void)
-- have one winner.
CREATE TABLE invitation_batches (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  show_id text NOT NULL REFERENCES shows (id),
  session_id text NOT NULL REFERENCES sessions (id),
  tier_id text NOT NULL REFERENCES price_tiers (id),
  label text NOT NULL DEFAULT '',
  size int NOT NULL CHECK (size > 0),
  created_by text REFERENCES staff (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX invitation_batches_merchant ON invitation_batches (merchant_id, created_at DESC);

CREATE TABLE invitation_codes (
  -- The code as typed without its group dashes: 20 base32 characters, 100 random bits.
  code text PRIMARY KEY,
  batch_id text NOT NULL REFERENCES invitation_batches (id),
  seq int NOT NULL,
  redeemed_at timestamptz,
  redeemed_by text REFERENCES users (id),
  order_id text REFERENCES orders (id) DEFERRABLE INITIALLY DEFERRED,  -- set before the order row is written, in the same transaction
  voided_at timestamptz,
  UNIQUE (batch_id, seq),
  CONSTRAINT invitation_codes_one_end CHECK (redeemed_at IS NULL OR voided_at IS NULL),
  CONSTRAINT invitation_codes_redeemed_whole CHECK ((redeemed_at IS NULL) = (order_id IS NULL) AND (redeemed_at IS NULL) = (redeemed_by IS NULL))
);

-- Real-name binding after purchase: a show may let buyers name each ticket's attendee after buying, until
-- a registration deadline ("Real-name registration stops at a deadline"), hours before the session starts.
ALTER TABLE shows ADD COLUMN attendees_after_purchase boolean NOT NULL DEFAULT false;
ALTER TABLE shows ADD COLUMN real_name_deadline_hours int NOT NULL DEFAULT 24 CHECK (real_name_deadline_hours >= 0 AND real_name_deadline_hours <= 720);
