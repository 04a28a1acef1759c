-- Open shows (issue #33 "Venue services"; product.md "Open show"): a merchant's free event with a
-- registration form, a capacity and a registration deadline, FREE (a place given at once) or APPROVAL (a
-- place held while the merchant decides). `taken` counts the places held by PENDING and CONFIRMED
-- registrations; it moves only by conditional updates (taken < capacity) and the CHECK refuses anything
-- else, so a crowd never gets a place twice. A registration past capacity WAITS, in `seq` order.
CREATE TABLE open_shows (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  title text NOT NULL,
  title_texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  description text NOT NULL DEFAULT '',
  description_texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  poster_url text NOT NULL DEFAULT '',
  venue_name text NOT NULL DEFAULT '',
  venue_address text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  registration_deadline timestamptz NOT NULL,
  capacity integer NOT NULL,
  taken integer NOT NULL DEFAULT 0,
  mode text NOT NULL CHECK (mode IN ('FREE', 'APPROVAL')),
  -- The merchant's form (types/rules/registration-form.ts RegistrationField[]).
  form jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (capacity > 0),
  CHECK (taken >= 0 AND taken <= capacity),
  CHECK (ends_at >= starts_at)
);
CREATE INDEX open_shows_merchant ON open_shows (merchant_id, starts_at);

CREATE TABLE open_show_registrations (
  id text PRIMARY KEY,
  open_show_id text NOT NULL REFERENCES open_shows (id),
  user_id text NOT NULL REFERENCES users (id),
  state text NOT NULL CHECK (state IN ('PENDING', 'CONFIRMED', 'WAITING', 'REJECTED', 'CANCELLED')),
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  reject_reason text,
  -- The waiting line's order (and the console's): the order registrations were written in.
  seq bigserial NOT NULL,
  admitted_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Only a confirmed registration is admitted.
  CHECK (admitted_at IS NULL OR state = 'CONFIRMED')
);
-- One live registration per buyer per open show: a second tap, or two at once, is refused by the key.
CREATE UNIQUE INDEX open_show_registrations_live ON open_show_registrations (open_show_id, user_id)
  WHERE state IN ('PENDING', 'CONFIRMED', 'WAITING');
CREATE INDEX open_show_registrations_show ON open_show_registrations (open_show_id, state, seq);
CREATE INDEX open_show_registrations_user ON open_show_registrations (user_id, created_at DESC);
