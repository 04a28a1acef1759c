-- The console's sales and dashboard (issue #16 items 5 and 7): a merchant's orders newest first, by
-- session, by paid day; tickets by order and by session for check-in rates; the money needing attention
-- read without scanning every payment; and what staff did about each payment needing attention.

CREATE INDEX orders_merchant_created ON orders (merchant_id, created_at DESC, id DESC);
CREATE INDEX orders_merchant_paid ON orders (merchant_id, paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX orders_session ON orders (session_id);
CREATE INDEX tickets_order ON tickets (order_id);
CREATE INDEX tickets_session_state ON tickets (session_id, state);
CREATE INDEX payments_attention ON payments (created_at) WHERE state IN ('REVIEW', 'REFUND_PENDING', 'REFUND_FAILED');

-- One row per action a staff member took on a payment needing attention (e.g. REVIEWED with a note).
CREATE TABLE payment_attention_actions (
  id bigserial PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payments (id),
  staff_id text REFERENCES staff (id),
  action text NOT NULL CHECK (action IN ('REVIEWED')),
  note text NOT NULL DEFAULT '',
  at timestamptz NOT NULL
);

CREATE INDEX payment_attention_actions_payment ON payment_attention_actions (payment_id, at);
