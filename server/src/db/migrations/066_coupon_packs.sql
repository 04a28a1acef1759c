-- Multi-user coupon packs (issue #18; couponType MULTI_USER_RANDOM_CASH / MULTI_USER_FIXED_CASH; product.md
-- "coupon-share"). A template of those kinds gives a receiver a pack of amount_fen split among share_parts
-- people (types/rules/coupon-pack-split.ts, priced when the pack is made, so the parts add up exactly):
-- the receiver takes the first part as his coupon and shares a link to the pack; each other buyer takes
-- one part. The template's quantity counts packs (one issued per pack); the parts are not template issues.
ALTER TABLE coupon_templates ADD COLUMN share_parts int NOT NULL DEFAULT 1 CHECK (share_parts BETWEEN 1 AND 100);
-- A part's own value: set on a coupon taken from a pack (the template's amount_fen is the whole pack).
ALTER TABLE coupons ADD COLUMN amount_fen int CHECK (amount_fen > 0);

CREATE TABLE coupon_packs (
  id text PRIMARY KEY,
  template_id text NOT NULL REFERENCES coupon_templates (id),
  merchant_id text NOT NULL REFERENCES merchants (id),
  owner_id text NOT NULL REFERENCES users (id),
  -- The first part, the owner's (deferred: the pack row and its coupon are written in one transaction).
  owner_coupon_id text NOT NULL UNIQUE REFERENCES coupons (id) DEFERRABLE INITIALLY DEFERRED,
  -- The share link's code: public, unguessable enough not to be walked (80 random bits).
  share_code text NOT NULL UNIQUE,
  total_fen int NOT NULL CHECK (total_fen > 0),
  parts int NOT NULL CHECK (parts BETWEEN 2 AND 100),
  expire_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);

-- One row per part. Taking a part is one UPDATE ... WHERE user_id IS NULL of the lowest free part under
-- its row lock (FOR UPDATE SKIP LOCKED: a crowd takes different parts, none twice); the partial unique
-- index stops a buyer taking two parts of a pack, whatever the concurrency.
CREATE TABLE coupon_pack_parts (
  pack_id text NOT NULL REFERENCES coupon_packs (id),
  seq int NOT NULL CHECK (seq >= 1),
  amount_fen int NOT NULL CHECK (amount_fen > 0),
  user_id text REFERENCES users (id),
  coupon_id text UNIQUE REFERENCES coupons (id) DEFERRABLE INITIALLY DEFERRED,
  taken_at timestamptz,
  PRIMARY KEY (pack_id, seq),
  CONSTRAINT coupon_pack_parts_taken_whole CHECK ((user_id IS NULL) = (coupon_id IS NULL) AND (user_id IS NULL) = (taken_at IS NULL))
);
CREATE UNIQUE INDEX coupon_pack_parts_one_each ON coupon_pack_parts (pack_id, user_id) WHERE user_id IS NOT NULL;

-- A coupon taken from a pack someone shared.
ALTER TABLE coupons DROP CONSTRAINT IF EXISTS coupons_obtain_type_check;
ALTER TABLE coupons ADD CONSTRAINT coupons_obtain_type_check CHECK (obtain_type IN ('SHOW_OBTAIN', 'TOPIC_OBTAIN', 'EXCHANGE_CODE', 'SHARE_OBTAIN'));
