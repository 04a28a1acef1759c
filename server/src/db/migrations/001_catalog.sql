-- The catalogue: merchants, places, shows with sessions and price tiers. Texts are jsonb keyed by locale
-- (zh-CN, zh-MO, en-US); money is integer fen.

CREATE TABLE merchants (
  id text PRIMARY KEY,
  name jsonb NOT NULL,
  config jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE provinces (
  id text PRIMARY KEY,
  name jsonb NOT NULL
);

CREATE TABLE cities (
  id text PRIMARY KEY,
  province_id text NOT NULL REFERENCES provinces (id),
  name jsonb NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  sort int NOT NULL DEFAULT 0
);

CREATE TABLE districts (
  id text PRIMARY KEY,
  city_id text NOT NULL REFERENCES cities (id),
  name jsonb NOT NULL
);

CREATE TABLE categories (
  code text PRIMARY KEY,
  name jsonb NOT NULL,
  sort int NOT NULL
);

CREATE TABLE venues (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  city_id text NOT NULL REFERENCES cities (id),
  name jsonb NOT NULL,
  address jsonb NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL
);

CREATE TABLE tours (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  name jsonb NOT NULL
);

CREATE TABLE show_groups (
  id text PRIMARY KEY CHECK (id LIKE 'SG%'),
  merchant_id text NOT NULL REFERENCES merchants (id),
  name jsonb NOT NULL,
  address jsonb NOT NULL
);

CREATE TABLE shows (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  category_code text NOT NULL REFERENCES categories (code),
  venue_id text NOT NULL REFERENCES venues (id),
  tour_id text REFERENCES tours (id),
  group_id text REFERENCES show_groups (id),
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  service_notes jsonb NOT NULL DEFAULT '[]',
  tags jsonb NOT NULL DEFAULT '[]',
  poster_color text NOT NULL,
  -- What the merchant set; the status buyers see (on sale, pre-sale, sold out ...) is computed.
  state text NOT NULL CHECK (state IN ('SCHEDULED', 'PENDING', 'CANCELED')),
  sale_time timestamptz,
  seat_picking boolean NOT NULL DEFAULT false,
  min_age int,
  weight int NOT NULL DEFAULT 0,
  -- Lower-cased names in every language, for keyword search.
  search_text text NOT NULL
);

CREATE INDEX shows_merchant_category ON shows (merchant_id, category_code);
CREATE INDEX shows_tour ON shows (tour_id);
CREATE INDEX shows_group ON shows (group_id);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  show_id text NOT NULL REFERENCES shows (id),
  starts_at timestamptz NOT NULL,
  name jsonb NOT NULL
);

CREATE INDEX sessions_show ON sessions (show_id, starts_at);

CREATE TABLE price_tiers (
  id text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id),
  name jsonb NOT NULL,
  price_fen int NOT NULL CHECK (price_fen >= 0),
  capacity int NOT NULL CHECK (capacity >= 0),
  available int NOT NULL CHECK (available >= 0 AND available <= capacity),
  sort int NOT NULL
);

CREATE INDEX price_tiers_session ON price_tiers (session_id);
