-- The user area's last calls (issue #32): captchas recorded with their scope and checked on their own for a
-- captcha token; the merchant's own login channels (bsauth's shared secret, Douyin's web OAuth client); the
-- chat provider's goods id per show or goods item.

-- A captcha is shown for one scope (LOGIN, BIND, ...). Rows from before carry LOGIN.
ALTER TABLE captchas ADD COLUMN scope text NOT NULL DEFAULT 'LOGIN';

-- A captcha answered right on its own (POST captcha/check): the token it gave, kept hashed, good for one
-- use in its scope until it expires. sms_code spends it in the code's transaction, so a refused send keeps it.
CREATE TABLE captcha_tokens (
  token_hash text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  scope text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- The merchant's login channels set in the console: BSAUTH (the business system signs tickets with the
-- shared secret) and DOUYIN (client key and client secret of Douyin's web OAuth). Secrets are sealed with
-- the settings key (v1.<key id>.<...>), never stored or shown in the clear.
CREATE TABLE login_channels (
  merchant_id text NOT NULL REFERENCES merchants (id),
  channel text NOT NULL CHECK (channel IN ('BSAUTH', 'DOUYIN')),
  client_key text,
  sealed_secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, channel)
);

ALTER TABLE user_identities DROP CONSTRAINT user_identities_provider_check;
ALTER TABLE user_identities ADD CONSTRAINT user_identities_provider_check
  CHECK (provider IN ('GOOGLE', 'APPLE', 'WEAPP', 'ALIPAY', 'PARTNER', 'WX_OFFICIAL', 'BSAUTH', 'DOUYIN'));

-- The online chat's goods card: the chat provider's id for a show or a goods item, where the merchant mapped
-- one (else the chat is given the item's own id).
CREATE TABLE chat_goods_ids (
  merchant_id text NOT NULL REFERENCES merchants (id),
  item_type text NOT NULL CHECK (item_type IN ('SHOW', 'GOODS')),
  item_id text NOT NULL,
  chat_goods_id text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, item_type, item_id)
);
