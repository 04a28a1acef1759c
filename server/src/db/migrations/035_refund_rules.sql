-- A show's refund rule as the merchant sets it in the console (issue #17, Refunds): JSON in the shape of
-- types/rules/refund-rule.ts (none / before a deadline / fee by time, per ticket or whole order). NULL: the
-- merchant has not set one, and the show keeps the policy buyers already read from 018's columns
-- (refund_hours_before/refund_fee_percent, read through legacyRefundRule), so no existing show changes its
-- refund terms under buyers who bought expecting them.
ALTER TABLE shows ADD COLUMN refund_rule jsonb;
