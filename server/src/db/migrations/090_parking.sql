-- Parking (issue #33 "Venue services"; product.md "Parking (login)"; docs/parking.md).
--
-- A lot with its fee rule (types/rules/parking-fee.ts: free minutes, a price per step, a daily cap per
-- merchant-local day, grace minutes to leave after paying). The gate system reports entries and exits
-- (parking/parking-gate.ts): a stay per car in a lot, at most one open stay per plate and merchant
-- (parking_stays_open), so an entry repeated by the gate opens nothing twice.
CREATE TABLE parking_lots (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  free_minutes int NOT NULL CHECK (free_minutes BETWEEN 0 AND 1440),
  step_minutes int NOT NULL CHECK (step_minutes BETWEEN 1 AND 1440),
  step_fen int NOT NULL CHECK (step_fen BETWEEN 0 AND 1000000),
  daily_cap_fen int CHECK (daily_cap_fen IS NULL OR daily_cap_fen >= 1),
  grace_minutes int NOT NULL CHECK (grace_minutes BETWEEN 0 AND 1440),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX parking_lots_merchant ON parking_lots (merchant_id, created_at);

-- A buyer's plates, in plate.ts's canonical form; at most PLATES_PER_BUYER, counted under the buyer's
-- advisory lock when one is added.
CREATE TABLE parking_plates (
  user_id text NOT NULL REFERENCES users (id),
  plate text NOT NULL,
  region text NOT NULL CHECK (region IN ('MAINLAND', 'HONG_KONG', 'MACAO')),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, plate)
);
CREATE INDEX parking_plates_plate ON parking_plates (plate);

-- settled_fen: the part of the stay's fee that payments covered (a coupon's share included); paid_until:
-- the latest payment's time plus the lot's grace minutes. A refund takes its part back (never below 0).
CREATE TABLE parking_stays (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  lot_id text NOT NULL REFERENCES parking_lots (id),
  plate text NOT NULL,
  entry_at timestamptz NOT NULL,
  exit_at timestamptz,
  settled_fen int NOT NULL DEFAULT 0 CHECK (settled_fen >= 0),
  paid_until timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT parking_stays_exit_after_entry CHECK (exit_at IS NULL OR exit_at >= entry_at)
);
CREATE UNIQUE INDEX parking_stays_open ON parking_stays (merchant_id, plate) WHERE exit_at IS NULL;
CREATE INDEX parking_stays_lot ON parking_stays (lot_id, entry_at DESC);

-- A parking payment: what was due on the stay when quoted (its fee less what was settled before), less the
-- coupon, paid through the cashiers (payments.purpose PARKING, subject this order). UNPAID until paid or
-- its deadline passes (read as CLOSED); PAID settles the stay once (its settled_fen moves from
-- settled_before_fen, the guard against two payments of the same fee); a refund from the console is
-- REFUNDING until the money is back (REFUNDED), or REFUNDED at once when nothing was paid in cash.
CREATE TABLE parking_orders (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  stay_id text NOT NULL REFERENCES parking_stays (id),
  lot_id text NOT NULL REFERENCES parking_lots (id),
  plate text NOT NULL,
  transaction_id text NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('UNPAID', 'PAID', 'CLOSED', 'REFUNDING', 'REFUNDED')),
  entry_at timestamptz NOT NULL,
  quoted_at timestamptz NOT NULL,
  minutes int NOT NULL CHECK (minutes >= 0),
  fee_days jsonb NOT NULL,
  fee_fen int NOT NULL CHECK (fee_fen >= 0),
  settled_before_fen int NOT NULL CHECK (settled_before_fen >= 0),
  due_fen int NOT NULL CHECK (due_fen > 0),
  coupon_fen int NOT NULL DEFAULT 0 CHECK (coupon_fen >= 0),
  coupon_title text,
  pay_fen int NOT NULL CHECK (pay_fen >= 0),
  pay_deadline timestamptz NOT NULL,
  paid_at timestamptz,
  paid_until timestamptz,
  refunded_fen int NOT NULL DEFAULT 0 CHECK (refunded_fen >= 0),
  refund_reason text,
  created_at timestamptz NOT NULL,
  CONSTRAINT parking_orders_amounts CHECK (pay_fen = due_fen - coupon_fen AND due_fen = fee_fen - settled_before_fen),
  CONSTRAINT parking_orders_refund_bounded CHECK (refunded_fen <= pay_fen),
  CONSTRAINT parking_orders_paid_named CHECK ((state IN ('UNPAID', 'CLOSED')) = (paid_at IS NULL))
);
CREATE INDEX parking_orders_user ON parking_orders (user_id, created_at DESC);
CREATE INDEX parking_orders_merchant ON parking_orders (merchant_id, created_at DESC);
CREATE INDEX parking_orders_stay ON parking_orders (stay_id);

-- A PARKING_FEE coupon spent on a parking order is locked to it as goods and ticket orders lock theirs:
-- a coupon that is not AVAILABLE names exactly one order of one kind.
ALTER TABLE coupons ADD COLUMN parking_order_id text REFERENCES parking_orders (id) DEFERRABLE INITIALLY DEFERRED;
CREATE INDEX coupons_parking_order ON coupons (parking_order_id) WHERE parking_order_id IS NOT NULL;
ALTER TABLE coupons DROP CONSTRAINT IF EXISTS coupons_locked_to_order;
ALTER TABLE coupons ADD CONSTRAINT coupons_locked_to_order CHECK (
  (status = 'AVAILABLE' AND order_id IS NULL AND goods_order_id IS NULL AND parking_order_id IS NULL AND verified_at IS NULL AND card_instance_id IS NULL)
  OR (status <> 'AVAILABLE' AND num_nonnulls(order_id, goods_order_id, parking_order_id) = 1 AND verified_at IS NULL AND card_instance_id IS NULL)
  OR (status = 'USED' AND order_id IS NULL AND goods_order_id IS NULL AND parking_order_id IS NULL AND verified_at IS NOT NULL AND verified_by IS NOT NULL AND card_instance_id IS NULL)
  OR (status = 'USED' AND order_id IS NULL AND goods_order_id IS NULL AND parking_order_id IS NULL AND verified_at IS NULL AND card_instance_id IS NOT NULL));

-- Every purpose so far, and PARKING.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('ORDER', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE', 'GOODS', 'PARKING'));
ALTER TABLE refunds DROP CONSTRAINT IF EXISTS refunds_purpose_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('CLOSED_ORDER', 'AFTER_SALE', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE', 'GOODS', 'PARKING'));
