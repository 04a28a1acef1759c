-- Apple Wallet and Google Wallet passes (issue #17): each merchant's own pass credentials, sealed at rest
-- with the payment settings' cipher (settings-cipher.ts, SETTINGS_KEY; the row's merchant and wallet are
-- the associated data). `summary` is what people may see of them (ids, the certificate's subject and
-- expiry), written beside the sealed value so the console never needs to open the secrets to show it.
CREATE TABLE wallet_settings (
  merchant_id text NOT NULL REFERENCES merchants (id),
  wallet text NOT NULL CHECK (wallet IN ('APPLE', 'GOOGLE')),
  -- v1.<key id>.<base64 of nonce, tag and ciphertext>
  sealed text NOT NULL,
  key_id text NOT NULL,
  summary jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, wallet)
);
