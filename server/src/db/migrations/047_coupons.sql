-- Coupons (issue #18 "Coupons and promotions"; product.md "Coupon"). Per merchant: the templates the
-- console makes, the coupons buyers receive from them, and exchange codes made in batches.
--
-- Quantity: remaining + issued + reserved = quantity, always (coupon_templates_count_balance). Receiving
-- moves one from remaining to issued; an exchange-code batch moves its size from remaining to reserved
-- when it is made (so a handed-out code always has its coupon), and redeeming a code moves one from
-- reserved to issued. remaining is never below 0 (coupon_templates_remaining_in_range): the decrement is
-- the receive transaction's last statement, and a crowd past the last coupon breaks the check and rolls
-- back, so the template cannot over-issue whatever the concurrency.
-- Per-buyer limit: coupon_holdings counts a buyer's coupons of a template, moved by one conditional upsert
-- (... DO UPDATE ... WHERE received < limit), under that row's lock, before the template row.
CREATE TABLE coupon_templates (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  -- The receive code (couponCode of POST obtain): public, on show and topic pages.
  code text NOT NULL UNIQUE,
  title text NOT NULL,
  rule_comments text NOT NULL DEFAULT '',
  coupon_type text NOT NULL CHECK (coupon_type IN ('ALL', 'REDUCTION', 'CASH', 'MULTI_USER_RANDOM_CASH', 'EXPIRY_COMPENSATION_CASH', 'MULTI_USER_FIXED_CASH', 'DISCOUNT', 'EXCHANGE', 'FULL_DISCOUNT')),
  biz_types text[] NOT NULL,
  amount_fen int NOT NULL DEFAULT 0 CHECK (amount_fen >= 0),
  -- Percent of the price paid (85 = 8.5折) for the discount kinds, 0 otherwise.
  discount int NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount < 100),
  limitation_type text NOT NULL CHECK (limitation_type IN ('AMOUNT', 'QUANTITY', 'NONE_THRESHOLD_DEDUCT_DISCOUNT', 'NONE_THRESHOLD_DEDUCT_AMOUNT')),
  limitation int NOT NULL DEFAULT 0 CHECK (limitation >= 0),
  use_rule text NOT NULL CHECK (use_rule IN ('LIMIATION_ITEM', 'LIMIATION_ITEM_CATEGORY', 'LIMIATION_VENUE_USE', 'LIMIATION_SHOW_SESSION_SEATPLAN', 'LIMIATION_SHOW_TYPE_OR_TAG', 'ALL_PRODUCT', 'ALL_SHOW')),
  -- couponUseLimitVO as the console sent it (ids checked against the merchant's catalogue).
  use_limit jsonb NOT NULL,
  expiration_type text NOT NULL CHECK (expiration_type IN ('FIXED', 'DYNAMIC')),
  start_at timestamptz,
  expire_at timestamptz,
  expiration_unit text CHECK (expiration_unit IN ('DAY', 'WEEK', 'MONTH')),
  length int CHECK (length > 0),
  quantity int NOT NULL CHECK (quantity > 0),
  remaining int NOT NULL,
  issued int NOT NULL DEFAULT 0 CHECK (issued >= 0),
  reserved int NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  per_buyer_limit int NOT NULL CHECK (per_buyer_limit > 0),
  use_way text NOT NULL CHECK (use_way IN ('ONLINE', 'OFFLINE')),
  need_real_name boolean NOT NULL DEFAULT false,
  need_face_auth boolean NOT NULL DEFAULT false,
  show_receivable boolean NOT NULL DEFAULT true,
  state text NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'STOPPED')),
  created_by text REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT coupon_templates_remaining_in_range CHECK (remaining >= 0),
  CONSTRAINT coupon_templates_count_balance CHECK (remaining + issued + reserved = quantity),
  CONSTRAINT coupon_templates_window CHECK (
    (expiration_type = 'FIXED' AND start_at IS NOT NULL AND expire_at IS NOT NULL AND expire_at > start_at)
    OR (expiration_type = 'DYNAMIC' AND expiration_unit IS NOT NULL AND length IS NOT NULL))
);
CREATE INDEX coupon_templates_merchant ON coupon_templates (merchant_id, created_at DESC);

CREATE TABLE coupons (
  id text PRIMARY KEY,
  template_id text NOT NULL REFERENCES coupon_templates (id),
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  -- EXPIRED is not stored: an AVAILABLE coupon past expire_at is expired when read.
  status text NOT NULL DEFAULT 'AVAILABLE' CHECK (status IN ('AVAILABLE', 'PENDING', 'USED', 'REFUNDING')),
  obtain_type text NOT NULL CHECK (obtain_type IN ('SHOW_OBTAIN', 'TOPIC_OBTAIN', 'EXCHANGE_CODE')),
  start_at timestamptz NOT NULL,
  expire_at timestamptz NOT NULL,
  obtained_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX coupons_user ON coupons (user_id, obtained_at DESC);
CREATE INDEX coupons_template ON coupons (template_id);

CREATE TABLE coupon_holdings (
  template_id text NOT NULL REFERENCES coupon_templates (id),
  user_id text NOT NULL REFERENCES users (id),
  received int NOT NULL CHECK (received > 0),
  PRIMARY KEY (template_id, user_id)
);

CREATE TABLE coupon_code_batches (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  template_id text NOT NULL REFERENCES coupon_templates (id),
  label text NOT NULL DEFAULT '',
  size int NOT NULL CHECK (size > 0),
  created_by text REFERENCES staff (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX coupon_code_batches_template ON coupon_code_batches (template_id, created_at DESC);

-- A code is redeemed once: UPDATE ... WHERE redeemed_at IS NULL under the row's lock has one winner.
CREATE TABLE coupon_exchange_codes (
  code text PRIMARY KEY,
  batch_id text NOT NULL REFERENCES coupon_code_batches (id),
  seq int NOT NULL,
  redeemed_at timestamptz,
  redeemed_by text REFERENCES users (id),
  coupon_id text REFERENCES coupons (id) DEFERRABLE INITIALLY DEFERRED,
  UNIQUE (batch_id, seq),
  CONSTRAINT coupon_exchange_codes_redeemed_whole CHECK ((redeemed_at IS NULL) = (redeemed_by IS NULL) AND (redeemed_at IS NULL) = (coupon_id IS NULL))
);
