-- Paying the difference of a dearer rebook (issue #17 "Rebooking": "same or different price with the
-- difference paid or refunded"). Applying for a dearer target makes a PENDING rebook that holds the new
-- stock and seats as an unpaid order holds them, until its pay deadline (the orders' reserve minutes).
-- The buyer pays the difference through the same cashiers; the payment's notification makes it DONE
-- (the tickets move then). Cancelled by the buyer or past its deadline (the sweeper), the holds go back.
ALTER TABLE rebooks ADD COLUMN state text NOT NULL DEFAULT 'DONE' CHECK (state IN ('PENDING', 'DONE', 'CANCELLED', 'EXPIRED'));
ALTER TABLE rebooks ADD COLUMN pay_deadline timestamptz;
-- What the app pays with (the pay calls' transactionIds), as an unpaid order's transaction_id.
ALTER TABLE rebooks ADD COLUMN transaction_id text UNIQUE;
ALTER TABLE rebooks ADD CONSTRAINT rebooks_pending_payable CHECK (state <> 'PENDING' OR (pay_deadline IS NOT NULL AND transaction_id IS NOT NULL AND difference_fen > 0));
-- 040's "only a cheaper rebook has money to give back" no longer holds: money for a dearer rebook that
-- arrives after it expired or was cancelled goes back too (refund_state follows that refund). A cheaper
-- one still always has its refund.
ALTER TABLE rebooks DROP CONSTRAINT rebooks_check1;
ALTER TABLE rebooks ADD CONSTRAINT rebooks_cheaper_refunds CHECK (difference_fen >= 0 OR refund_state IS NOT NULL);
CREATE INDEX rebooks_pending_due ON rebooks (pay_deadline) WHERE state = 'PENDING';

-- What a pending rebook holds, per ticket: the move it will make once paid (then rebook_tickets gets
-- the row with the new ticket), and the seat it holds for it (HELD for the order, like an unpaid order's).
CREATE TABLE rebook_holds (
  rebook_id text NOT NULL REFERENCES rebooks (id),
  old_ticket_id text NOT NULL REFERENCES tickets (id),
  from_tier_id text NOT NULL REFERENCES price_tiers (id),
  to_tier_id text NOT NULL REFERENCES price_tiers (id),
  from_fen int NOT NULL CHECK (from_fen >= 0),
  to_fen int NOT NULL CHECK (to_fen >= 0),
  seat_row int,
  seat_col int,
  PRIMARY KEY (rebook_id, old_ticket_id)
);

-- The pending rebook a ticket is in: it still admits at the door (VALID), but it may not be refunded,
-- transferred or rebooked again until the rebook is paid, cancelled or expired. Set and cleared under
-- the ticket's row lock, which every after-sale path takes.
ALTER TABLE tickets ADD COLUMN rebook_pending_id text;

-- A payment's subject (as refunds got one in 036): an order's total (ORDER, subject_id NULL) or a
-- rebook's difference (REBOOK, subject the rebook). order_id stays the order either way: the merchant,
-- the provider and the refunds of a payment are found through it.
ALTER TABLE payments ADD COLUMN purpose text NOT NULL DEFAULT 'ORDER' CHECK (purpose IN ('ORDER', 'REBOOK'));
ALTER TABLE payments ADD COLUMN subject_id text;
ALTER TABLE payments ADD CONSTRAINT payments_subject_named CHECK ((purpose = 'ORDER') = (subject_id IS NULL));
CREATE INDEX payments_subject ON payments (subject_id) WHERE subject_id IS NOT NULL;
