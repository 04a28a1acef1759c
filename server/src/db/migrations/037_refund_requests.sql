-- Refund requests (issue #17, Refunds): a buyer asks for a whole order or chosen tickets back; the
-- tickets freeze at once (VALID → REFUNDING, the door answers VOID); the merchant approves (tickets
-- REFUNDED, stock and seats back on sale once, money queued on the order's payment: refunds.purpose
-- AFTER_SALE, subject_id = the request) or rejects (tickets VALID again). The money's final word settles
-- the request (RefundRequestService.settler): REFUNDED, or REFUND_FAILED with the provider's reason,
-- shown to buyer and merchant with a retry.
--   APPLYING      asked; waiting for the merchant
--   REJECTED      the merchant said no (reject_reason); the tickets are VALID again
--   REFUNDING     approved; the money is on its way back
--   REFUNDED      the provider says the money went back (or nothing was due: amount 0)
--   REFUND_FAILED the provider refused or gave up (failure_reason); the merchant may retry
CREATE TABLE refund_requests (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  order_id text NOT NULL REFERENCES orders (id),
  user_id text NOT NULL REFERENCES users (id),
  state text NOT NULL CHECK (state IN ('APPLYING', 'REJECTED', 'REFUNDING', 'REFUNDED', 'REFUND_FAILED')),
  -- The quote of the shared rule module at the moment of asking (types/rules/refund-rule.ts), never the app's.
  amount_fen int NOT NULL CHECK (amount_fen >= 0),
  fee_fen int NOT NULL CHECK (fee_fen >= 0),
  fee_percent int NOT NULL CHECK (fee_percent BETWEEN 0 AND 100),
  -- The buyer's reason (types/api/refund.ts RefundReasonCode).
  reason text NOT NULL,
  reject_reason text NOT NULL DEFAULT '',
  failure_reason text NOT NULL DEFAULT '',
  auto_approved boolean NOT NULL DEFAULT false,
  decided_by text REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK (state <> 'REJECTED' OR reject_reason <> '')
);

CREATE INDEX refund_requests_order ON refund_requests (order_id, created_at DESC);
CREATE INDEX refund_requests_merchant ON refund_requests (merchant_id, state, created_at DESC);

-- The tickets a request asks for, each at its price. "One live request per ticket": a rejected request
-- lets its tickets go (live false) so they may be asked for again.
CREATE TABLE refund_request_tickets (
  request_id text NOT NULL REFERENCES refund_requests (id),
  ticket_id text NOT NULL REFERENCES tickets (id),
  price_fen int NOT NULL CHECK (price_fen >= 0),
  live boolean NOT NULL DEFAULT true,
  PRIMARY KEY (request_id, ticket_id)
);

CREATE UNIQUE INDEX refund_request_tickets_one_live ON refund_request_tickets (ticket_id) WHERE live;

-- Auto-approval by rule: a merchant who turns it on has every request approved the moment it is made
-- (the request's rule already decided amount and fee; the merchant only waives looking at it).
CREATE TABLE merchant_refund_settings (
  merchant_id text PRIMARY KEY REFERENCES merchants (id),
  auto_approve boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);

-- When every ticket of the order was refunded and its money went back: the order reads Refunded_Ticket (11).
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
