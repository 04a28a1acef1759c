-- On-site (venue box-office) purchase (product.md "site_purchase", "site-list", "site-ticket"; issue #32).
-- The merchant switches on-site sale on per show, with its window: it opens onsite_opens_minutes before a
-- session of today (merchant zone) starts and closes at the session's end (sessions.ends_at, else three
-- hours after its start; types/rules/onsite-sale.ts). An order records the channel it was sold through,
-- so the buyer's on-site purchases (site-list) and the console's orders can tell them apart; every order
-- before this one was sold online.
ALTER TABLE shows ADD COLUMN IF NOT EXISTS onsite_sale boolean NOT NULL DEFAULT false;
ALTER TABLE shows ADD COLUMN IF NOT EXISTS onsite_opens_minutes int NOT NULL DEFAULT 120 CHECK (onsite_opens_minutes BETWEEN 0 AND 1440);
ALTER TABLE orders ADD COLUMN IF NOT EXISTS sales_channel text NOT NULL DEFAULT 'ONLINE' CHECK (sales_channel IN ('ONLINE', 'ONSITE'));
CREATE INDEX IF NOT EXISTS orders_onsite_of_user ON orders (user_id, created_at DESC) WHERE sales_channel = 'ONSITE';
