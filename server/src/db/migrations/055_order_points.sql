-- Points and the member discount in order pricing (issue #18: "the member discount (会员N折) applied in
-- pricing"; "the spec's points formula on confirm order"; product.md section 5 "Points: the point price is
-- the smaller of (order amount times the limit-proportion percent) and (points owned divided by rate),
-- both floored. Points used equal that price times rate.").

-- 1. The merchant's paying-with-points settings beside the earning rates (points-rules.ts PointsSetting):
--    whether points may pay, `rate` points per yuan of point price ("100积分抵1元"), and the share of the
--    order amount they may pay, in percent. Off until the merchant turns it on (the demo seed does, for
--    the demo merchant): paying with points is the merchant's choice, not something every merchant gets.
ALTER TABLE member_settings ADD COLUMN points_pay_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE member_settings ADD COLUMN points_pay_rate int NOT NULL DEFAULT 100 CHECK (points_pay_rate BETWEEN 1 AND 100000);
ALTER TABLE member_settings ADD COLUMN points_limit_percent int NOT NULL DEFAULT 50 CHECK (points_limit_percent BETWEEN 0 AND 100);

-- 2. Spent points come back (an unpaid order closed, tickets refunded) as RETURN rows: positive, like an
--    earning, but with no expiry of their own (they re-enter the FIFO queue: member-ledger.ts counts them
--    off what spending consumed). An order spends once (the partial unique index).
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_kind_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_kind_check CHECK (kind IN ('EARN', 'SPEND', 'EXPIRE', 'REVERSE', 'RETURN'));
-- The sign check was declared on the points column but names kind too: its generated name differs between
-- versions, so it is found by its definition.
-- (One line: the migration runner splits statements at a semicolon ending a line.)
DO $$ DECLARE c text; BEGIN FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'points_ledger'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%points > 0%' LOOP EXECUTE format('ALTER TABLE points_ledger DROP CONSTRAINT %I', c); END LOOP; END $$;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_points_check CHECK ((kind IN ('EARN', 'RETURN') AND points > 0) OR (kind NOT IN ('EARN', 'RETURN') AND points < 0));
CREATE UNIQUE INDEX points_ledger_spend_once ON points_ledger (order_id) WHERE kind = 'SPEND';

-- 3. What the gateway priced (types/rules/order-discounts.ts), on the order and per line, so a ticket
--    stands for what the buyer really paid (ticket-price.ts): the member discount per unit (order_items
--    .unit_fen stays the list price the buyer saw crossed out), and the points' price split over the lines
--    (allocate-fen.ts) and, like the coupon's share, over each line's coupon_units tickets.
ALTER TABLE orders ADD COLUMN member_discount_fen int NOT NULL DEFAULT 0 CHECK (member_discount_fen >= 0);
ALTER TABLE orders ADD COLUMN points_used bigint NOT NULL DEFAULT 0 CHECK (points_used >= 0);
ALTER TABLE orders ADD COLUMN points_fen int NOT NULL DEFAULT 0 CHECK (points_fen >= 0);
ALTER TABLE order_items ADD COLUMN member_fen int NOT NULL DEFAULT 0 CHECK (member_fen >= 0);
ALTER TABLE order_items ADD COLUMN points_fen int NOT NULL DEFAULT 0 CHECK (points_fen >= 0);
