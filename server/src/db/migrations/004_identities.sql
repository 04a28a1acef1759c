-- Third-party logins (issue #5): Google, Apple, the mini-program platforms and partner channels, each
-- identity tied to one buyer; partner channel secrets; one-time grants (partner auth codes, bind tokens);
-- uploaded files (avatars).

CREATE TABLE user_identities (
  merchant_id text NOT NULL REFERENCES merchants (id),
  provider text NOT NULL CHECK (provider IN ('GOOGLE', 'APPLE', 'WEAPP', 'ALIPAY', 'PARTNER')),
  -- The provider's stable id for the person: the token's sub, the open id, or channelCode:userId.
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES users (id),
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider, subject)
);

CREATE INDEX user_identities_user ON user_identities (user_id);

CREATE TABLE partner_channels (
  merchant_id text NOT NULL REFERENCES merchants (id),
  channel_code text NOT NULL,
  name text NOT NULL,
  secret text NOT NULL,
  PRIMARY KEY (merchant_id, channel_code)
);

-- A partner auth code or a bind token is good once: its hash is claimed here by a conditional insert.
CREATE TABLE used_grants (
  grant_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- A third-party login waiting for the buyer to prove the account its email already belongs to.
CREATE TABLE pending_bindings (
  token_hash text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  provider text NOT NULL,
  subject text NOT NULL,
  email text,
  expires_at timestamptz NOT NULL
);

CREATE TABLE uploads (
  key text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  content_type text NOT NULL,
  size int NOT NULL,
  body bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
