-- Reservations (issue #33 "Venue services", part 3; product.md "Reserve"). A merchant's reservable item
-- (a venue tour, a backstage visit, a photo session) has time slots made from a calendar in the console;
-- each slot has a capacity and the places left, taken by one conditional write per booking
-- (UPDATE ... SET places_left = places_left - 1 WHERE places_left >= 1) and kept in range by a CHECK, so a
-- crowd never gets one place twice. A booking is free (BOOKED at once) or paid through the cashiers
-- (payments.purpose RESERVATION, subject the booking): UNPAID holds its place until pay_deadline.
CREATE TABLE reservation_items (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  title text NOT NULL,
  title_texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  description text NOT NULL DEFAULT '',
  description_texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  venue_name text NOT NULL DEFAULT '',
  venue_texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  picture_url text NOT NULL DEFAULT '',
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  opens_days_ahead integer NOT NULL CHECK (opens_days_ahead >= 1),
  closes_minutes_before integer NOT NULL CHECK (closes_minutes_before >= 0),
  cancel_hours_before integer NOT NULL CHECK (cancel_hours_before >= 0),
  -- Live bookings one buyer may hold on the item at once; 0: no limit.
  per_buyer_limit integer NOT NULL CHECK (per_buyer_limit >= 0),
  on_sale boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX reservation_items_merchant ON reservation_items (merchant_id, created_at DESC);

CREATE TABLE reservation_slots (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES reservation_items (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  capacity integer NOT NULL,
  places_left integer NOT NULL,
  CONSTRAINT reservation_slots_places CHECK (places_left >= 0 AND places_left <= capacity AND capacity >= 1),
  CHECK (ends_at > starts_at),
  -- A calendar added twice keeps the slot it made first.
  UNIQUE (item_id, starts_at)
);

CREATE TABLE reservation_bookings (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  item_id text NOT NULL REFERENCES reservation_items (id),
  slot_id text NOT NULL REFERENCES reservation_slots (id),
  user_id text NOT NULL REFERENCES users (id),
  state text NOT NULL CHECK (state IN ('UNPAID', 'BOOKED', 'USED', 'CANCELLED', 'EXPIRED')),
  visitor_name text NOT NULL,
  visitor_phone text NOT NULL,
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  -- The cashiers' transaction id while it may be paid (paid items only).
  transaction_id text UNIQUE,
  pay_deadline timestamptz,
  paid_fen integer NOT NULL DEFAULT 0,
  paid_at timestamptz,
  refund_fen integer NOT NULL DEFAULT 0 CHECK (refund_fen >= 0 AND refund_fen <= paid_fen),
  cancelled_at timestamptz,
  used_at timestamptz,
  -- The day-before reminder (an SMS through the outbox, in the language the buyer booked in): when it is
  -- due, and when it was sent.
  locale text NOT NULL DEFAULT 'zh-CN',
  remind_at timestamptz,
  reminded_at timestamptz,
  created_at timestamptz NOT NULL
);
-- One live booking per buyer per slot, however many taps arrive at once.
CREATE UNIQUE INDEX reservation_bookings_live ON reservation_bookings (slot_id, user_id) WHERE state IN ('UNPAID', 'BOOKED', 'USED');
CREATE INDEX reservation_bookings_user ON reservation_bookings (user_id, created_at DESC);
CREATE INDEX reservation_bookings_item ON reservation_bookings (item_id, user_id) WHERE state IN ('UNPAID', 'BOOKED');
CREATE INDEX reservation_bookings_unpaid ON reservation_bookings (pay_deadline) WHERE state = 'UNPAID';
CREATE INDEX reservation_bookings_reminders ON reservation_bookings (remind_at) WHERE state = 'BOOKED' AND reminded_at IS NULL;

-- Every purpose so far (PARKING from 090), and RESERVATION (a booking's payment; a cancelled paid booking's refund).
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('ORDER', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE', 'GOODS', 'PARKING', 'RESERVATION'));
ALTER TABLE refunds DROP CONSTRAINT IF EXISTS refunds_purpose_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('CLOSED_ORDER', 'AFTER_SALE', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE', 'GOODS', 'PARKING', 'RESERVATION'));
