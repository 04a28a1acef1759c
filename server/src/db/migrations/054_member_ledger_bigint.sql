-- Membership ledgers after review #18-2 (issue #18 "Points: earned from paid orders by the merchant's rate").
--
-- 1. Points and growth in bigint: an order of up to 2^31 fen at the console's highest rate (1000 per yuan)
--    earns up to about 2.1e10, past int; an earning that overflowed its column rolled back the payment's
--    settling transaction and left a paid order UNPAID. Sums are read as float8 (exact below 2^53).
ALTER TABLE points_ledger ALTER COLUMN points TYPE bigint;
ALTER TABLE growth_ledger ALTER COLUMN growth TYPE bigint;

-- 2. A dearer rebook's difference is paid like an order ("the difference paid") and earns like one: an
--    order then has one EARN row for its own payment (payment_id NULL) and one per paid rebook difference
--    (payment_id that payment), each once.
ALTER TABLE points_ledger ADD COLUMN payment_id text REFERENCES payments (id);
ALTER TABLE growth_ledger ADD COLUMN payment_id text REFERENCES payments (id);
DROP INDEX points_ledger_earn_once;
DROP INDEX growth_ledger_earn_once;
CREATE UNIQUE INDEX points_ledger_earn_once ON points_ledger (order_id) WHERE kind = 'EARN' AND payment_id IS NULL;
CREATE UNIQUE INDEX growth_ledger_earn_once ON growth_ledger (order_id) WHERE kind = 'EARN' AND payment_id IS NULL;
CREATE UNIQUE INDEX points_ledger_earn_payment_once ON points_ledger (payment_id) WHERE kind = 'EARN' AND payment_id IS NOT NULL;
CREATE UNIQUE INDEX growth_ledger_earn_payment_once ON growth_ledger (payment_id) WHERE kind = 'EARN' AND payment_id IS NOT NULL;
