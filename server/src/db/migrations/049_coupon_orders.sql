-- Coupons on orders (issue #18: "a coupon is locked to the order while it is unpaid, returned on close,
-- and REFUNDING/returned on refund").
--
-- A DYNAMIC validity may run in years: the rule module (types/rules/coupon-rules.ts EXPIRATION_UNITS) is
-- the one list of units, and it has YEAR.
ALTER TABLE coupon_templates DROP CONSTRAINT IF EXISTS coupon_templates_expiration_unit_check;
ALTER TABLE coupon_templates ADD CONSTRAINT coupon_templates_expiration_unit_check CHECK (expiration_unit IN ('DAY', 'WEEK', 'MONTH', 'YEAR'));
