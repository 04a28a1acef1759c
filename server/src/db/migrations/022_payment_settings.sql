-- A merchant's payment platform settings (issue #15): one row per merchant and platform, the whole
-- credentials JSON sealed with AES-256-GCM under SETTINGS_KEY (payment/settings/settings-cipher.ts),
-- bound to the row's merchant and platform. No secret is ever stored or logged in plain.

CREATE TABLE payment_settings (
  merchant_id text NOT NULL REFERENCES merchants (id),
  platform text NOT NULL CHECK (platform IN ('WECHAT', 'ALIPAY')),
  -- v1.<key id>.<base64 of nonce, tag and ciphertext>
  sealed text NOT NULL,
  -- Which SETTINGS_KEY sealed it (a fingerprint of the key, not the key): a key rotation shows here.
  key_id text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, platform)
);
