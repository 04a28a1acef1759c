-- The shop's catalogue (issue "Shop"): goods as SPUs (a product) with option groups (size, colour), each
-- combination of option values a SKU with its own price, stock and picture. Texts are stored per locale
-- like the shows' (jsonb {"zh-CN", "zh-MO", "en-US"}).

CREATE TABLE goods_categories (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  name jsonb NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX goods_categories_of_merchant ON goods_categories (merchant_id, sort);

CREATE TABLE spus (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  category_id text REFERENCES goods_categories (id),
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  -- Picture URLs in display order (uploads, or the generated art of the demo goods); the first is the poster.
  pictures jsonb NOT NULL DEFAULT '[]',
  -- PHYSICAL goods are delivered to an address; a VOUCHER is collected at the venue with a code.
  kind text NOT NULL CHECK (kind IN ('PHYSICAL', 'VOUCHER')),
  on_sale boolean NOT NULL DEFAULT false,
  -- Units one buyer may buy over all their live orders (null: no limit).
  per_buyer_limit int CHECK (per_buyer_limit > 0),
  sort int NOT NULL DEFAULT 0,
  -- Lower-cased names in every language, for keyword search (as shows.search_text).
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spus_of_merchant ON spus (merchant_id, sort, id);

CREATE TABLE spu_option_groups (
  id text PRIMARY KEY,
  spu_id text NOT NULL REFERENCES spus (id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX spu_option_groups_of_spu ON spu_option_groups (spu_id, sort);

CREATE TABLE spu_option_values (
  id text PRIMARY KEY,
  group_id text NOT NULL REFERENCES spu_option_groups (id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX spu_option_values_of_group ON spu_option_values (group_id, sort);

-- A SKU's stock is kept the way price_tiers keep tickets (005, 017): available + held + sold = capacity,
-- taken under one guard "available >= n" by the inventory module; a take that finds too little breaks the
-- named range check, which rolls the whole order back.
CREATE TABLE skus (
  id text PRIMARY KEY,
  spu_id text NOT NULL REFERENCES spus (id),
  -- One value of each of the SPU's option groups, in the groups' order (empty for goods without options).
  attribute_value_ids text[] NOT NULL DEFAULT '{}',
  price_fen int NOT NULL CHECK (price_fen >= 0),
  market_price_fen int CHECK (market_price_fen >= 0),
  capacity int NOT NULL DEFAULT 0 CHECK (capacity >= 0),
  available int NOT NULL DEFAULT 0,
  held int NOT NULL DEFAULT 0 CHECK (held >= 0),
  sold int NOT NULL DEFAULT 0 CHECK (sold >= 0),
  picture_url text,
  on_sale boolean NOT NULL DEFAULT true,
  sort int NOT NULL DEFAULT 0,
  CONSTRAINT skus_available_in_range CHECK (available >= 0 AND available <= capacity),
  CONSTRAINT skus_stock_balance CHECK (available + held + sold = capacity)
);
CREATE INDEX skus_of_spu ON skus (spu_id, sort);
CREATE UNIQUE INDEX skus_one_per_combination ON skus (spu_id, attribute_value_ids);

-- Goods tied to a show (the tour's merchandise), offered on its booking and confirm pages (tied sale).
CREATE TABLE spu_shows (
  spu_id text NOT NULL REFERENCES spus (id) ON DELETE CASCADE,
  show_id text NOT NULL REFERENCES shows (id),
  sort int NOT NULL DEFAULT 0,
  PRIMARY KEY (spu_id, show_id)
);
CREATE INDEX spu_shows_of_show ON spu_shows (show_id, sort);

-- The shop tab has a layout of its own: banners and goods floors (layout components GOODS_LIST).
ALTER TABLE layouts DROP CONSTRAINT layouts_page_check;
ALTER TABLE layouts ADD CONSTRAINT layouts_page_check
  CHECK (page IN ('HOME', 'TOPIC', 'TOPIC_COUPON', 'PAY_SUCCESS', 'TICKET_HOLDER', 'PERSONAL_CENTER', 'SHOP'));
