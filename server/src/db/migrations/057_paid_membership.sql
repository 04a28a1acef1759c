-- Paid membership (issue #18: "paid membership (member-confirm → pay through the same cashier →
-- member-pay-success)"; product.md "User area": member-confirm (login), member-pay-success with orderId and
-- channelId). The merchant offers plans on a level; a buyer's member order is paid through the same
-- cashiers as a ticket order (payments.purpose MEMBER, subject the member order), and its platform
-- notification activates it once: the buyer holds the plan's level until the order's ends_at. Renewals
-- start at the later of the payment and the current end of that level (types/rules/paid-member-rules.ts).
-- The level a buyer has is computed by readers (max of the growth level and an active paid level); nothing
-- is written when a term ends.

-- A plan: a price for a term of a level. The level is named, not referenced: the console replaces the
-- ladder as a whole (member_levels rows are rewritten), and a plan whose level is gone is not sold.
CREATE TABLE member_plans (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  level_id text NOT NULL,
  price_fen int NOT NULL CHECK (price_fen > 0),
  duration_unit text NOT NULL CHECK (duration_unit IN ('DAY', 'MONTH')),
  duration_count int NOT NULL CHECK (duration_count > 0),
  on_sale boolean NOT NULL DEFAULT true,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX member_plans_merchant ON member_plans (merchant_id, created_at);

-- A buyer's purchase of a plan. The plan's terms are copied: the merchant may change or stop the plan
-- while an order waits for its money. PENDING until paid or past pay_deadline (EXPIRED by the sweeper);
-- PAID carries its term; REFUNDED ends it (the merchant's refund).
CREATE TABLE member_orders (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  plan_id text NOT NULL REFERENCES member_plans (id),
  level_id text NOT NULL,
  price_fen int NOT NULL CHECK (price_fen > 0),
  duration_unit text NOT NULL CHECK (duration_unit IN ('DAY', 'MONTH')),
  duration_count int NOT NULL CHECK (duration_count > 0),
  state text NOT NULL CHECK (state IN ('PENDING', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUNDED')),
  -- What the app pays with (the pay calls' transactionIds), as an unpaid ticket order's transaction_id.
  transaction_id text NOT NULL UNIQUE,
  pay_deadline timestamptz NOT NULL,
  idempotency_key text NOT NULL,
  payment_id text REFERENCES payments (id),
  starts_at timestamptz,
  ends_at timestamptz,
  -- The refund of a REFUNDED order (refunds purpose MEMBER, subject this order), as the refund job reports it.
  refund_state text CHECK (refund_state IN ('IN_PROGRESS', 'SUCCEEDED', 'FAILED')),
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  ended_at timestamptz,
  UNIQUE (user_id, idempotency_key),
  CHECK ((state IN ('PAID', 'REFUNDED')) = (starts_at IS NOT NULL AND ends_at IS NOT NULL AND payment_id IS NOT NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX member_orders_pending_due ON member_orders (pay_deadline) WHERE state = 'PENDING';
CREATE INDEX member_orders_user_terms ON member_orders (user_id, merchant_id, ends_at) WHERE state = 'PAID';
CREATE INDEX member_orders_merchant ON member_orders (merchant_id, created_at DESC);

-- A payment without a ticket order: a member order's (and, from other areas of issue #18, a card's). Its
-- merchant is named on the payment then, where an order's payment finds it through the order.
ALTER TABLE payments ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE payments ADD COLUMN merchant_id text REFERENCES merchants (id);
ALTER TABLE payments ADD CONSTRAINT payments_owner_named CHECK (order_id IS NOT NULL OR merchant_id IS NOT NULL);
ALTER TABLE payments ADD CONSTRAINT payments_order_paid_with_order CHECK (purpose <> 'ORDER' OR order_id IS NOT NULL);
-- Every purpose of issue #18 at once (ORDER, REBOOK on main; MEMBER here; CARD and PACKAGE from the card
-- and package areas), so the areas' migrations agree whichever lands first.
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('ORDER', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE'));

-- A member order's money back (the merchant's refund, or money that arrived after it ended).
ALTER TABLE refunds DROP CONSTRAINT refunds_purpose_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('CLOSED_ORDER', 'AFTER_SALE', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE'));
