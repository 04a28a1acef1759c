-- Promotions (issue #18 "Promotions: list and detail, channel and outer discounts, ticket packages / combo
-- activities (cross-show sessions at a fixed amount)"; product.md entity "Ticket package": grantorMerchantId,
-- promotionId, activityType (CROSS_SHOW_SESSION), promotionMethod (FIXED_AMOUNT)).
--
-- Two kinds, one table:
-- * CHANNEL: percent or amount off per ticket for buyers who arrive with the channel code (the launch
--   query's channelId, sent as the channel-id header), on the shows/sessions/tiers in promotion_scopes
--   (slot 0). quota counts discounted tickets.
-- * PACKAGE (activityType CROSS_SHOW_SESSION, promotionMethod FIXED_AMOUNT): slot_count slots, each a set
--   of shows with their allowed sessions/tiers (promotion_scopes by slot); the buyer picks one session and
--   tier per slot and pays fixed_fen per set. quota counts sets; per_buyer_limit sets per buyer.
--
-- Quota: used never passes quota (promotions_used_in_range): taking is one conditional UPDATE ... WHERE
-- used + n <= quota RETURNING, so a crowd past the last unit takes nothing (as coupon receiving does).
CREATE TABLE promotions (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('CHANNEL', 'PACKAGE')),
  -- Texts per language, as shows' names are stored ({"zh-CN": ..., "en-US": ..., "zh-MO": ...}).
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  channel_code text,
  discount_kind text CHECK (discount_kind IN ('PERCENT', 'AMOUNT')),
  -- PERCENT: the percent of the price still paid (85 = 8.5折, discount-percent.ts); AMOUNT: fen off each ticket.
  discount_value int CHECK (discount_value > 0),
  fixed_fen int CHECK (fixed_fen > 0),
  slot_count int CHECK (slot_count BETWEEN 2 AND 6),
  quota int CHECK (quota > 0),
  used int NOT NULL DEFAULT 0,
  per_buyer_limit int CHECK (per_buyer_limit > 0),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'STOPPED')),
  created_at timestamptz NOT NULL,
  CONSTRAINT promotions_used_in_range CHECK (used >= 0 AND (quota IS NULL OR used <= quota)),
  CONSTRAINT promotions_window CHECK (end_at > start_at),
  CONSTRAINT promotions_kind_fields CHECK (
    (kind = 'CHANNEL' AND channel_code IS NOT NULL AND discount_kind IS NOT NULL AND discount_value IS NOT NULL AND (discount_kind <> 'PERCENT' OR discount_value < 100))
    OR (kind = 'PACKAGE' AND fixed_fen IS NOT NULL AND slot_count IS NOT NULL))
);
CREATE INDEX promotions_merchant ON promotions (merchant_id, created_at DESC);

-- What a promotion applies to: a show, narrowed to a session and a tier when named. A package's slots
-- are numbered 0..slot_count-1; a channel discount has slot 0 only.
CREATE TABLE promotion_scopes (
  promotion_id text NOT NULL REFERENCES promotions (id),
  slot int NOT NULL CHECK (slot >= 0),
  show_id text NOT NULL REFERENCES shows (id),
  session_id text REFERENCES sessions (id),
  tier_id text REFERENCES price_tiers (id)
);
CREATE INDEX promotion_scopes_promotion ON promotion_scopes (promotion_id, slot);
CREATE INDEX promotion_scopes_show ON promotion_scopes (show_id);

-- A package purchase: one row, and one ordinary order per chosen session (orders.package_order_id), made
-- in one transaction. Paid at once by one payment of purpose PACKAGE (subject the package order); closed
-- (cancelled or expired) with its children, which release the sets (state UNPAID → CLOSED is the guard).
CREATE TABLE package_orders (
  id text PRIMARY KEY,
  promotion_id text NOT NULL REFERENCES promotions (id),
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  sets int NOT NULL CHECK (sets > 0),
  amount_fen int NOT NULL CHECK (amount_fen >= 0),
  original_fen int NOT NULL CHECK (original_fen >= amount_fen),
  transaction_id text NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('UNPAID', 'PAID', 'CLOSED')),
  reserve_deadline timestamptz NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  closed_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX package_orders_buyer ON package_orders (promotion_id, user_id) WHERE state <> 'CLOSED';

-- The promotion on an order and what it took off (order-discounts.ts step 2), on the order and per line
-- (split over the line's tickets as coupon_fen is: ticket-price.ts), so a refund returns what a ticket cost.
ALTER TABLE orders ADD COLUMN promotion_id text REFERENCES promotions (id);
ALTER TABLE orders ADD COLUMN promotion_fen int NOT NULL DEFAULT 0 CHECK (promotion_fen >= 0);
-- The quota units the order took (a channel discount's tickets), given back once when it closes unpaid.
ALTER TABLE orders ADD COLUMN promotion_units int NOT NULL DEFAULT 0 CHECK (promotion_units >= 0);
ALTER TABLE orders ADD COLUMN package_order_id text REFERENCES package_orders (id);
CREATE INDEX orders_package ON orders (package_order_id) WHERE package_order_id IS NOT NULL;
ALTER TABLE order_items ADD COLUMN promotion_fen int NOT NULL DEFAULT 0 CHECK (promotion_fen >= 0);
ALTER TABLE order_items ADD COLUMN promotion_units int NOT NULL DEFAULT 1 CHECK (promotion_units > 0);

-- A package's payment (purpose PACKAGE, subject the package order; order_id its first child order, for
-- the merchant and the provider). Every purpose on main is listed again, the lead reconciles the others'.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('ORDER', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE'));
