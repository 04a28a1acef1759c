-- Privilege purchase codes (issue #18, product.md "privilege (privilege_code, login)"; booking opened
-- "with privilegeCode with privilegeId"). A privilege opens some tiers of one show to holders of a code,
-- within its own window (which may start before the public sale), optionally at a privilege price per
-- tier (NULL: the public price). Codes are made in batches (the coupon exchange codes' form); each code
-- may buy up to uses_per_code tickets, counted down by a conditional UPDATE when an order is written.
CREATE TABLE privileges (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  show_id text NOT NULL REFERENCES shows (id),
  name text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  uses_per_code int NOT NULL CHECK (uses_per_code BETWEEN 1 AND 100),
  created_by text,
  created_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX privileges_merchant ON privileges (merchant_id, created_at DESC);

CREATE TABLE privilege_tiers (
  privilege_id text NOT NULL REFERENCES privileges (id),
  tier_id text NOT NULL REFERENCES price_tiers (id),
  price_fen int CHECK (price_fen >= 0),
  PRIMARY KEY (privilege_id, tier_id)
);

CREATE TABLE privilege_code_batches (
  id text PRIMARY KEY,
  privilege_id text NOT NULL REFERENCES privileges (id),
  label text NOT NULL DEFAULT '',
  size int NOT NULL CHECK (size > 0),
  created_by text,
  created_at timestamptz NOT NULL,
  voided_at timestamptz
);
CREATE INDEX privilege_code_batches_privilege ON privilege_code_batches (privilege_id, created_at);

-- uses_left never goes below zero: the CHECK backs the conditional UPDATE ... WHERE uses_left >= n.
CREATE TABLE privilege_codes (
  code text PRIMARY KEY,
  batch_id text NOT NULL REFERENCES privilege_code_batches (id),
  seq int NOT NULL,
  uses_left int NOT NULL CHECK (uses_left >= 0),
  UNIQUE (batch_id, seq)
);

-- The uses an order took of a code: given back once when the unpaid order closes (returned_at set by a
-- conditional UPDATE, so a second close path finds nothing to return).
CREATE TABLE order_privilege_uses (
  order_id text PRIMARY KEY REFERENCES orders (id),
  code text NOT NULL REFERENCES privilege_codes (code),
  privilege_id text NOT NULL REFERENCES privileges (id),
  uses int NOT NULL CHECK (uses > 0),
  returned_at timestamptz
);

-- Wrong code checks per buyer (the bind proof attempts' fixed window, migration 046): a code is 100
-- random bits, the window only keeps a script from hammering the check.
CREATE TABLE privilege_code_attempts (
  subject text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  attempts int NOT NULL CHECK (attempts > 0)
);
