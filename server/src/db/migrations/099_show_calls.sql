-- The show area's last calls (calls-errors-limits.md section 7: "policy get_all_default_policy",
-- "white tag check", "pick_seat_url", "user_component"; docs/show-calls.md).

-- A merchant's default policies: one text per kind (refund, transfer, real-name, ticket grab), in its
-- languages (jsonb keyed by locale, zh-CN required). A show reads them unless it sets its own below.
CREATE TABLE merchant_policies (
  merchant_id text NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('REFUND', 'TRANSFER', 'REAL_NAME', 'TICKET_GRAB')),
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, kind)
);

-- A show's own policy of a kind, over the merchant's default of that kind.
CREATE TABLE show_policies (
  show_id text NOT NULL REFERENCES shows (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('REFUND', 'TRANSFER', 'REAL_NAME', 'TICKET_GRAB')),
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (show_id, kind)
);

-- A restricted show's white tags (product.md Show "whiteTags"): the buyers allowed to buy it, each by
-- mainland phone number or buyer id. A show with none is open to every buyer.
CREATE TABLE show_white_tags (
  show_id text NOT NULL REFERENCES shows (id) ON DELETE CASCADE,
  tag text NOT NULL CHECK (tag <> '' AND length(tag) <= 60),
  PRIMARY KEY (show_id, tag)
);

-- A session whose seats are picked on a third party's seat page (a web view) instead of our own map.
ALTER TABLE sessions ADD COLUMN seat_page_url text CHECK (seat_page_url LIKE 'https://%' AND length(seat_page_url) <= 500);

-- The shows a buyer opened, newest first (home's "recently viewed" component): one row per buyer and show,
-- its time moved on each visit, so the table grows with shows seen, not with visits.
CREATE TABLE show_views (
  user_id text NOT NULL REFERENCES users (id),
  show_id text NOT NULL REFERENCES shows (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, show_id)
);
CREATE INDEX show_views_newest ON show_views (user_id, viewed_at DESC);
