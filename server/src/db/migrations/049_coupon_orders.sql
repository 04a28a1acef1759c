-- Coupons on orders (issue #18: "a coupon is locked to the order while it is unpaid, returned on close,
-- and REFUNDING/returned on refund").
--
-- A DYNAMIC validity may run in years: the rule module (types/rules/coupon-rules.ts EXPIRATION_UNITS) is
-- the one list of units, and it has YEAR.
ALTER TABLE coupon_templates DROP CONSTRAINT IF EXISTS coupon_templates_expiration_unit_check;
ALTER TABLE coupon_templates ADD CONSTRAINT coupon_templates_expiration_unit_check CHECK (expiration_unit IN ('DAY', 'WEEK', 'MONTH', 'YEAR'));

-- The order a coupon is locked to: PENDING while the order is unpaid, USED once it is paid, REFUNDING while
-- a whole-order refund is on its way, AVAILABLE again (order_id cleared) when an unpaid order closes or the
-- whole refund is back. Deferred: create_order takes the coupon before it writes the order row (the lock
-- order: coupons, then the new order), in the same transaction.
ALTER TABLE coupons ADD COLUMN order_id text REFERENCES orders (id) DEFERRABLE INITIALLY DEFERRED;
CREATE INDEX coupons_order ON coupons (order_id) WHERE order_id IS NOT NULL;
ALTER TABLE coupons ADD CONSTRAINT coupons_locked_to_order CHECK ((status = 'AVAILABLE') = (order_id IS NULL));
-- The buyer's usable coupons for confirm order (one indexed read per pre_order).
CREATE INDEX coupons_user_available ON coupons (user_id, expire_at) WHERE status = 'AVAILABLE';

-- The discount the gateway computed (types/rules/order-discounts.ts): on the order, and each line's share
-- (allocate-fen.ts), which ticketPriceSql splits over the line's tickets so a refund returns what was paid.
ALTER TABLE orders ADD COLUMN coupon_fen int NOT NULL DEFAULT 0 CHECK (coupon_fen >= 0);
ALTER TABLE order_items ADD COLUMN coupon_fen int NOT NULL DEFAULT 0 CHECK (coupon_fen >= 0);
-- The line's tickets when the coupon was split over them: a rebook later moves tickets out of the line
-- (qty goes down), and each ticket the order issued keeps the share it was sold with.
ALTER TABLE order_items ADD COLUMN coupon_units int NOT NULL DEFAULT 1 CHECK (coupon_units > 0);
