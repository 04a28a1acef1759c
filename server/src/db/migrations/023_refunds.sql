-- Refunds of money recorded for a closed order (issue #15: "money that arrives for a closed order is
-- recorded and refunded through the same adapter ... a job refunds it and records the outcome; failures
-- stay visible"). One refund per payment; the job asks the provider again with backoff until it
-- succeeds or the attempts run out (FAILED, next_attempt_at empty: for the merchant).

ALTER TABLE payments DROP CONSTRAINT payments_state_check;
ALTER TABLE payments ADD CONSTRAINT payments_state_check
  CHECK (state IN ('CREATED', 'SUCCEEDED', 'CANCELLED', 'REFUND_PENDING', 'REVIEW', 'REFUNDED', 'REFUND_FAILED'));

CREATE TABLE refunds (
  -- Also the provider's out_refund_no / out_request_no: asking again with it never refunds twice.
  id text PRIMARY KEY,
  payment_id text NOT NULL UNIQUE REFERENCES payments (id),
  amount_fen int NOT NULL CHECK (amount_fen > 0),
  reason text NOT NULL,
  state text NOT NULL CHECK (state IN ('REQUESTED', 'PROCESSING', 'SUCCEEDED', 'FAILED')),
  provider_refund_id text,
  attempts int NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  -- When the job asks the provider next; empty once SUCCEEDED or finally FAILED.
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz
);

CREATE INDEX refunds_due ON refunds (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX refunds_failed ON refunds (updated_at) WHERE state = 'FAILED' AND next_attempt_at IS NULL;
