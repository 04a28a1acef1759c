-- Every provider notification is kept (issue #12, finding 11): what came, whether its signature held and
-- what the gateway did with it. Money that does not fit its payment (another amount, after a cancel, a
-- second charge) puts the payment in REVIEW for the merchant instead of being dropped or settled as paid.

ALTER TABLE payments DROP CONSTRAINT payments_state_check;
ALTER TABLE payments ADD CONSTRAINT payments_state_check
  CHECK (state IN ('CREATED', 'SUCCEEDED', 'CANCELLED', 'REFUND_PENDING', 'REVIEW'));

CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  -- As the notification gave them; an unknown payment id is kept as sent (no foreign key).
  provider_txn text,
  payment_id text,
  -- The notified status: SUCCEEDED or CANCELLED.
  kind text,
  amount_fen bigint,
  raw_body text NOT NULL,
  signature_verified boolean NOT NULL,
  -- RECEIVED until handled; then PAID, CANCELLED, IGNORED (a repeat), REFUND_PENDING, REVIEW or REJECTED.
  outcome text NOT NULL DEFAULT 'RECEIVED',
  reason text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL
);

CREATE INDEX payment_events_payment ON payment_events (payment_id, received_at);
CREATE INDEX payment_events_review ON payment_events (received_at) WHERE outcome = 'REVIEW';
