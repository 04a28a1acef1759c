-- A show's refund rule as the merchant sets it in the console (issue #17, Refunds): JSON in the shape of
-- types/rules/refund-rule.ts (none / before a deadline / fee by time, per ticket or whole order). NULL: the
-- merchant has not set one, and the show keeps the policy buyers already read from 018's columns
-- (refund_hours_before/refund_fee_percent, read through legacyRefundRule), so no existing show changes its
-- refund terms under buyers who bought expecting them.
ALTER TABLE shows ADD COLUMN refund_rule jsonb;

-- The refund terms an order was bought under: a copy of its show's when the order is made, so a rule the
-- merchant changes later applies to new orders only, never to what buyers already paid for. Orders made
-- before this keep the terms their show has now (no show had a rule of this table yet).
ALTER TABLE orders ADD COLUMN refund_rule jsonb;
ALTER TABLE orders ADD COLUMN refund_hours_before int;
ALTER TABLE orders ADD COLUMN refund_fee_percent int NOT NULL DEFAULT 0;
UPDATE orders o SET refund_rule = sh.refund_rule, refund_hours_before = sh.refund_hours_before, refund_fee_percent = sh.refund_fee_percent FROM shows sh WHERE sh.id = o.show_id;
