-- Benefit (privilege) cards (issue #18 "Benefit (privilege) cards: card list, detail, range, confirm and
-- purchase (cash, points, or both), redemption times per card, annual cards, ... refund of a card";
-- product.md entity "Privilege card item"). types/rules/benefit-card-rules.ts holds the rules.
--
-- A card (benefit_cards, the spec's cardId / privilegeCardTemplateId) is sold from its stock like a coupon
-- is received: `remaining` taken down by a conditional UPDATE ... WHERE remaining > 0, so a crowd never
-- buys past the last one. A buyer's card (card_instances, the spec's userCardInstanceId) is issued once per
-- paid card order (UNIQUE card_order_id) or once per exchanged coupon (UNIQUE coupon_id), and copies the
-- card's booking terms at issue: a merchant's later edit never changes what a buyer already paid for.
CREATE TABLE benefit_cards (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  image_url text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  price_mode text NOT NULL CHECK (price_mode IN ('CASH', 'POINT', 'CASH_POINT')),
  card_price_fen int NOT NULL CHECK (card_price_fen >= 0),
  point_price int NOT NULL CHECK (point_price >= 0),
  convertible_times int NOT NULL CHECK (convertible_times BETWEEN 1 AND 100),
  -- What a redeemed ticket costs: 0 a free ticket, else a fixed price (never above the tier's own).
  redeem_price_fen int NOT NULL DEFAULT 0 CHECK (redeem_price_fen >= 0),
  -- Most tickets one card books for one session; 0: only convertible_times bounds it.
  per_session_limit int NOT NULL DEFAULT 0 CHECK (per_session_limit >= 0),
  validity_type text NOT NULL CHECK (validity_type IN ('ANNUAL', 'DAYS', 'UNTIL')),
  valid_days int CHECK (valid_days BETWEEN 1 AND 3650),
  valid_until timestamptz,
  -- The range: the coupon scope shape (useCouponRule + couponUseLimitVO), shows only.
  use_rule text NOT NULL CHECK (use_rule IN ('ALL_SHOW', 'LIMIATION_SHOW_SESSION_SEATPLAN')),
  use_limit jsonb NOT NULL DEFAULT '{}',
  stock int NOT NULL CHECK (stock >= 0),
  remaining int NOT NULL,
  per_buyer_limit int NOT NULL DEFAULT 0 CHECK (per_buyer_limit >= 0),
  enabled boolean NOT NULL DEFAULT true,
  need_real_name boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT benefit_cards_remaining_in_range CHECK (remaining >= 0 AND remaining <= stock),
  CONSTRAINT benefit_cards_validity CHECK (
    (validity_type = 'ANNUAL' AND valid_until IS NULL)
    OR (validity_type = 'DAYS' AND valid_days IS NOT NULL AND valid_until IS NULL)
    OR (validity_type = 'UNTIL' AND valid_until IS NOT NULL))
);
CREATE INDEX benefit_cards_merchant ON benefit_cards (merchant_id, created_at DESC);

-- A card order (the spec's itemOrderId): the points part taken at creation, the cash part paid through
-- the same cashiers as orders (payments.purpose CARD, subject the card order). UNPAID until its money
-- arrives or its deadline passes (the sweeper closes it and the points go back, once: the state write is
-- the guard). A POINT-only order is PAID at creation.
CREATE TABLE card_orders (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  card_id text NOT NULL REFERENCES benefit_cards (id),
  state text NOT NULL CHECK (state IN ('UNPAID', 'PAID', 'CLOSED')),
  pay_fen int NOT NULL CHECK (pay_fen >= 0),
  points int NOT NULL CHECK (points >= 0),
  transaction_id text UNIQUE,
  pay_deadline timestamptz,
  -- The app's retry replays the first reply; the same key with another card is refused.
  idempotency_key text NOT NULL,
  -- The identity a real-name card is bound to, read from the buyer's verified certificate at creation.
  identity_name text NOT NULL DEFAULT '',
  identity_type text NOT NULL DEFAULT '',
  identity_no text NOT NULL DEFAULT '',
  -- The merchant's time zone when ordered: the card's days end at its midnights, and the payment's
  -- settling transaction computes the expiry without reading the shop settings outside it.
  time_zone text NOT NULL,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  closed_at timestamptz,
  UNIQUE (user_id, idempotency_key),
  CONSTRAINT card_orders_unpaid_payable CHECK (state <> 'UNPAID' OR (pay_fen > 0 AND transaction_id IS NOT NULL AND pay_deadline IS NOT NULL))
);
CREATE INDEX card_orders_unpaid_due ON card_orders (pay_deadline) WHERE state = 'UNPAID';
CREATE INDEX card_orders_user ON card_orders (user_id, created_at DESC);

CREATE TABLE card_instances (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  card_id text NOT NULL REFERENCES benefit_cards (id),
  card_order_id text UNIQUE REFERENCES card_orders (id),
  coupon_id text UNIQUE REFERENCES coupons (id),
  -- ACTIVE (USED / EXPIRE are read from the times and the expiry); REFUNDING while its money goes back.
  state text NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'REFUNDING', 'REFUNDED')),
  convertible_times int NOT NULL CHECK (convertible_times >= 1),
  -- Redeemed tickets not refunded: moved only by conditional updates that keep it in range.
  redeemed_times int NOT NULL DEFAULT 0,
  redeem_price_fen int NOT NULL,
  per_session_limit int NOT NULL,
  use_rule text NOT NULL,
  use_limit jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  identity_name text NOT NULL DEFAULT '',
  identity_type text NOT NULL DEFAULT '',
  identity_no text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT card_instances_times_in_range CHECK (redeemed_times >= 0 AND redeemed_times <= convertible_times),
  CONSTRAINT card_instances_one_source CHECK ((card_order_id IS NULL) <> (coupon_id IS NULL))
);
CREATE INDEX card_instances_user ON card_instances (user_id, created_at DESC);
CREATE INDEX card_instances_card ON card_instances (card_id, created_at DESC);

-- An EXCHANGE coupon of biz type PRIVILEGE_CARD names the card it is exchanged for.
ALTER TABLE coupon_templates ADD COLUMN privilege_card_id text REFERENCES benefit_cards (id);
-- A coupon exchanged for a card is USED without an order: 049's "locked to an order" check allows that one case.
ALTER TABLE coupons ADD COLUMN card_instance_id text;
ALTER TABLE coupons DROP CONSTRAINT coupons_locked_to_order;
ALTER TABLE coupons ADD CONSTRAINT coupons_locked_to_order CHECK (
  (status = 'AVAILABLE' AND order_id IS NULL AND card_instance_id IS NULL)
  OR (status <> 'AVAILABLE' AND order_id IS NOT NULL AND card_instance_id IS NULL)
  OR (status = 'USED' AND order_id IS NULL AND card_instance_id IS NOT NULL));

-- Payments of a card order have no ticket order: order_id may be empty, and the payment names its
-- merchant itself (the provider and the refunds find it there). Every value on main plus the ones the
-- loyalty work adds (MEMBER, PACKAGE by the other helpers; the lead reconciles).
ALTER TABLE payments ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE payments ADD COLUMN merchant_id text REFERENCES merchants (id);
ALTER TABLE payments ADD CONSTRAINT payments_has_owner CHECK (order_id IS NOT NULL OR merchant_id IS NOT NULL);
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('ORDER', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE'));
-- A card's refund (an unused card, by the buyer or the owner): purpose CARD, subject the card instance.
ALTER TABLE refunds DROP CONSTRAINT refunds_purpose_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('CLOSED_ORDER', 'AFTER_SALE', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE'));

-- Points paid for a card: a SPEND row at creation, a RETURN row (positive) when the card order closes
-- unpaid or the card is refunded, each once (the partial unique indexes).
ALTER TABLE points_ledger ADD COLUMN card_order_id text REFERENCES card_orders (id);
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_kind_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_kind_check CHECK (kind IN ('EARN', 'SPEND', 'EXPIRE', 'REVERSE', 'RETURN'));
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_check CHECK ((kind IN ('EARN', 'RETURN') AND points > 0) OR (kind NOT IN ('EARN', 'RETURN') AND points < 0));
CREATE UNIQUE INDEX points_ledger_card_spend_once ON points_ledger (card_order_id) WHERE kind = 'SPEND' AND card_order_id IS NOT NULL;
CREATE UNIQUE INDEX points_ledger_card_return_once ON points_ledger (card_order_id) WHERE kind = 'RETURN' AND card_order_id IS NOT NULL;
