-- Accounts (issue #5): buyers per merchant, their login sessions, verification codes and captchas, the
-- outbox that stands in for SMS and mail, attendees, addresses, certifications and favourite shows.

-- Process-wide secrets (the token signing key) generated once and shared by every gateway process.
CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  country_code text,
  cellphone text,
  email text,
  email_verified boolean NOT NULL DEFAULT false,
  password_hash text,
  nick_name text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  gender text CHECK (gender IN ('MAN', 'WOMAN')),
  birthday date,
  birthday_edited boolean NOT NULL DEFAULT false,
  contact_type text NOT NULL DEFAULT 'PHONE' CHECK (contact_type IN ('PHONE', 'EMAIL')),
  created_at timestamptz NOT NULL DEFAULT now(),
  unregistered_at timestamptz
);

-- One account per phone and per email within a merchant (unregistered accounts free them).
CREATE UNIQUE INDEX users_phone ON users (merchant_id, country_code, cellphone) WHERE cellphone IS NOT NULL AND unregistered_at IS NULL;
CREATE UNIQUE INDEX users_email ON users (merchant_id, lower(email)) WHERE email IS NOT NULL AND unregistered_at IS NULL;

-- A login: the refresh token is kept only as a hash and rotates on every use; the previous hash is kept
-- to spot a replayed (stolen) refresh token.
CREATE TABLE user_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  refresh_hash text NOT NULL,
  previous_hash text,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('LOGOUT', 'OTHER_DEVICE', 'REUSED', 'UNREGISTERED')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX user_sessions_refresh ON user_sessions (refresh_hash);
CREATE INDEX user_sessions_previous ON user_sessions (previous_hash);
CREATE INDEX user_sessions_user ON user_sessions (user_id);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Codes sent by SMS or mail, for one purpose each; only the hash is stored.
CREATE TABLE verification_codes (
  id text PRIMARY KEY,
  merchant_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  client_ip text NOT NULL DEFAULT '',
  attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX verification_codes_recipient ON verification_codes (merchant_id, channel, recipient, created_at DESC);
CREATE INDEX verification_codes_ip ON verification_codes (client_ip, created_at DESC);

-- What the built-in SMS and mail providers "sent" (readable at /dev/outbox outside production).
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audiences (
  id text PRIMARY KEY,
  -- insertion order: "newest first" must not depend on two rows having different timestamps
  seq bigserial,
  user_id text NOT NULL REFERENCES users (id),
  name text NOT NULL,
  id_type text NOT NULL,
  id_no text NOT NULL,
  country_code text,
  cellphone text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX audiences_document ON audiences (user_id, id_type, upper(id_no));

CREATE TABLE addresses (
  id text PRIMARY KEY,
  seq bigserial,
  user_id text NOT NULL REFERENCES users (id),
  recipient text NOT NULL,
  country_code text NOT NULL DEFAULT '86',
  cellphone text NOT NULL,
  province_code text NOT NULL,
  city_code text NOT NULL,
  district_code text NOT NULL,
  street_code text,
  region_text text NOT NULL,
  detail text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX addresses_user ON addresses (user_id);
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;

CREATE TABLE certifications (
  user_id text NOT NULL REFERENCES users (id),
  auth_type text NOT NULL CHECK (auth_type IN ('PERSON_CERT', 'STUDENT_CERT', 'ELECTRONIC_CERT')),
  auth_status text NOT NULL,
  real_name text NOT NULL,
  id_no text NOT NULL,
  modified_month text,
  month_modify_times int NOT NULL DEFAULT 0,
  expire_date date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, auth_type)
);

CREATE TABLE favourite_shows (
  user_id text NOT NULL REFERENCES users (id),
  show_id text NOT NULL REFERENCES shows (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, show_id)
);
