-- Promotion codes (issue #32; calls-errors-limits.md section 7: generate_code, the scan-code and short-code
-- params lookup, the lookup by CP_ID). A code stores a target page and its params (channel, distributor);
-- id is its CP_ID (longer than 20 characters: product.md §5 takes a longer scanned segment as an id), code
-- its short code (the H5 link /s/<code> and the WeChat mini-program scene), unique per shop. scan_count is
-- moved by one conditional UPDATE per lookup. A buyer's share code (source BUYER) is made once per distinct
-- params (params_key), so sharing the same page again answers the same code instead of a new row.
CREATE TABLE promotion_codes (
  id text PRIMARY KEY CHECK (char_length(id) > 20),
  merchant_id text NOT NULL REFERENCES merchants (id),
  code text NOT NULL CHECK (code ~ '^[23456789A-HJKMNP-Z]{8}$'),
  target text NOT NULL CHECK (target IN ('HOME', 'SHOW', 'TOPIC', 'COUPON', 'SITE_CODE')),
  target_id text,
  channel_id text,
  distributor_id text,
  label text NOT NULL DEFAULT '' CHECK (char_length(label) <= 40),
  source text NOT NULL CHECK (source IN ('CONSOLE', 'BUYER')),
  -- The staff member (CONSOLE) or buyer (BUYER) who made it.
  created_by text NOT NULL,
  params_key text NOT NULL,
  scan_count int NOT NULL DEFAULT 0 CHECK (scan_count >= 0),
  last_scanned_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT promotion_codes_target_id CHECK ((target = 'HOME') = (target_id IS NULL)),
  UNIQUE (merchant_id, code)
);
CREATE UNIQUE INDEX promotion_codes_shared_once ON promotion_codes (merchant_id, params_key) WHERE source = 'BUYER';
CREATE INDEX promotion_codes_newest ON promotion_codes (merchant_id, created_at DESC) WHERE source = 'CONSOLE';

-- Terminal jumps (POST buyer /pub/v1/cyy/terminal/jump): where a page of another app (target) is opened
-- from each terminal: a mini-program's appId and path for WECHAT and ALIPAY, a URL for H5. Set in the console.
CREATE TABLE terminal_jumps (
  merchant_id text NOT NULL REFERENCES merchants (id),
  target text NOT NULL CHECK (target ~ '^[A-Za-z0-9_-]{1,40}$'),
  page_name text NOT NULL CHECK (page_name ~ '^[A-Za-z0-9_-]{1,40}$'),
  terminal text NOT NULL CHECK (terminal IN ('WECHAT', 'ALIPAY', 'H5')),
  app_id text,
  path text,
  url text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, target, page_name, terminal),
  CONSTRAINT terminal_jumps_where CHECK (
    (terminal = 'H5' AND url IS NOT NULL AND app_id IS NULL) OR (terminal <> 'H5' AND app_id IS NOT NULL AND url IS NULL)
  )
);
