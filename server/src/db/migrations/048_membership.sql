-- Membership, growth and points (issue #18 "Member levels with rights ..., growth value from paid orders";
-- "Points: earned from paid orders by the merchant's rate, about-to-expire notice"; product.md "Prime
-- privilege and membership": primeLevelName, primeRights (icon, primeRightTypeName, badgeDesc,
-- isDisplayToUser, isHighlight), birthday gift (icon, giftDesc)).
--
-- Points and growth are ledgers: a balance is the sum of a buyer's rows, never a column edited in place,
-- so the liability report and every balance agree by construction. An order earns once: the partial
-- unique index refuses a second EARN row for it (a duplicate payment notification writes nothing).

-- A merchant's levels in rising order; position 0 is the base level (threshold 0, types/rules/member-rules.ts).
CREATE TABLE member_levels (
  merchant_id text NOT NULL REFERENCES merchants (id),
  level_id text NOT NULL,
  position int NOT NULL CHECK (position >= 0),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  threshold int NOT NULL CHECK (threshold >= 0),
  -- 85 = 会员8.5折 (types/rules/discount-percent.ts); NULL: the level has no member discount.
  discount_percent int CHECK (discount_percent BETWEEN 1 AND 99),
  -- [{icon, primeRightTypeName, badgeDesc, isDisplayToUser, isHighlight}]
  rights jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (merchant_id, level_id),
  UNIQUE (merchant_id, position)
);

-- Rates as points-rules.ts reads them: `points` per `per_yuan` yuan of cash paid, floored.
CREATE TABLE member_settings (
  merchant_id text PRIMARY KEY REFERENCES merchants (id),
  points_rate int NOT NULL DEFAULT 1 CHECK (points_rate >= 0),
  points_per_yuan int NOT NULL DEFAULT 1 CHECK (points_per_yuan >= 1),
  growth_rate int NOT NULL DEFAULT 1 CHECK (growth_rate >= 0),
  growth_per_yuan int NOT NULL DEFAULT 1 CHECK (growth_per_yuan >= 1),
  -- Each earning expires this many days after it was earned; the notice shows this many days ahead.
  points_valid_days int NOT NULL DEFAULT 365 CHECK (points_valid_days BETWEEN 1 AND 3650),
  expiry_notice_days int NOT NULL DEFAULT 30 CHECK (expiry_notice_days BETWEEN 1 AND 365),
  agreement text NOT NULL DEFAULT '',
  -- [{icon, giftDesc}]
  birthday_gifts jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE points_ledger (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('EARN', 'SPEND', 'EXPIRE', 'REVERSE')),
  -- Signed: an EARN adds, everything else takes away.
  points int NOT NULL CHECK ((kind = 'EARN' AND points > 0) OR (kind <> 'EARN' AND points < 0)),
  order_id text REFERENCES orders (id),
  -- An EARN row's expiry; expiry takes the oldest first (FIFO), see member.repository.ts.
  expires_at timestamptz CHECK ((kind = 'EARN') = (expires_at IS NOT NULL)),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX points_ledger_earn_once ON points_ledger (order_id) WHERE kind = 'EARN';
CREATE INDEX points_ledger_user ON points_ledger (user_id, created_at DESC, id DESC);
CREATE INDEX points_ledger_order ON points_ledger (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX points_ledger_expiring ON points_ledger (merchant_id, expires_at) WHERE kind = 'EARN';

CREATE TABLE growth_ledger (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('EARN', 'REVERSE')),
  growth int NOT NULL CHECK ((kind = 'EARN' AND growth > 0) OR (kind = 'REVERSE' AND growth < 0)),
  order_id text REFERENCES orders (id),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX growth_ledger_earn_once ON growth_ledger (order_id) WHERE kind = 'EARN';
CREATE INDEX growth_ledger_user ON growth_ledger (user_id, created_at DESC, id DESC);
CREATE INDEX growth_ledger_order ON growth_ledger (order_id) WHERE order_id IS NOT NULL;

-- What the popups remember per buyer: the level the level-up popup was last closed on (so the next
-- level-up shows again), and the month ('YYYY-MM') the birthday popup was closed in.
CREATE TABLE member_popups (
  user_id text PRIMARY KEY REFERENCES users (id),
  acknowledged_level_id text,
  birthday_closed_month text,
  updated_at timestamptz NOT NULL
);
