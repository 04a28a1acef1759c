-- Copywriting (product.md "Copywriting"; issue #32): a merchant's replacements for texts of the app's
-- bundled dictionary, one row per key and language. Only keys the bundled dictionary has are taken and
-- each keeps that text's {placeholders} (types/rules/copywriting-rules.ts, checked by the gateway).
CREATE TABLE copywriting_overrides (
  merchant_id text NOT NULL REFERENCES merchants (id),
  text_key text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('zh-CN', 'zh-MO', 'en-US')),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, text_key, locale)
);

-- The app versions a merchant publishes per client (product.md "Update check reply: updateType is FORCE
-- or WEAK"): below min_version the app must update, below latest_version it is told once.
CREATE TABLE app_versions (
  merchant_id text NOT NULL REFERENCES merchants (id),
  client text NOT NULL CHECK (client IN ('WEAPP', 'ALIPAY', 'H5')),
  latest_version text NOT NULL,
  min_version text NOT NULL,
  notes text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, client)
);
