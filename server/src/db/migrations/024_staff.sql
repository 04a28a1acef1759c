-- The merchant console (issue #16): staff per merchant with a role, their cookie sessions (the token is
-- stored hashed), the audit log of every change made through the console, and the storefront's versions
-- (a draft the console edits, each publish a numbered copy; merchants.config stays what buyers get).

CREATE TABLE staff (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'operator', 'finance', 'door')),
  -- The TOTP secret, encrypted with the gateway's staff_totp key (it must be read back to check codes).
  totp_secret text,
  totp_pending text,
  must_change_password boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);
CREATE UNIQUE INDEX staff_email ON staff (merchant_id, lower(email));
CREATE INDEX staff_by_email ON staff (lower(email));

CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  staff_id text REFERENCES staff (id),
  at timestamptz NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_merchant ON audit_log (merchant_id, at DESC, id DESC);

CREATE TABLE storefront_drafts (
  merchant_id text PRIMARY KEY REFERENCES merchants (id),
  config jsonb NOT NULL,
  base_version int NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text REFERENCES staff (id)
);

CREATE TABLE storefront_versions (
  merchant_id text NOT NULL REFERENCES merchants (id),
  version int NOT NULL,
  config jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text REFERENCES staff (id),
  rolled_back_from int,
  PRIMARY KEY (merchant_id, version)
);
