-- Goods priced by the one quote() with the loyalty steps (docs/shop.md "Pricing"): a member level's
-- discount on goods beside its discount on show tickets (product.md "itemDiscountPrivilegeVo ... shown as
-- 会员N折"), and what a goods order's member discount and points took, in all and per line, so a line
-- refunded returns what was paid for it and its share of the points comes back.
-- 85 = 会员8.5折 on goods (types/rules/discount-percent.ts); NULL: the level has no discount on goods.
ALTER TABLE member_levels ADD COLUMN item_discount_percent int CHECK (item_discount_percent BETWEEN 1 AND 99);

ALTER TABLE goods_orders ADD COLUMN member_discount_fen int NOT NULL DEFAULT 0 CHECK (member_discount_fen >= 0);
ALTER TABLE goods_orders ADD COLUMN points_used int NOT NULL DEFAULT 0 CHECK (points_used >= 0);
ALTER TABLE goods_orders ADD COLUMN points_fen int NOT NULL DEFAULT 0 CHECK (points_fen >= 0);
-- Each line's share, all its units: paid = unit_fen × qty − member_fen − coupon_fen − points_fen.
ALTER TABLE goods_order_lines ADD COLUMN member_fen int NOT NULL DEFAULT 0 CHECK (member_fen >= 0);
ALTER TABLE goods_order_lines ADD COLUMN points_fen int NOT NULL DEFAULT 0 CHECK (points_fen >= 0);

-- Points spent on a goods order (and given back when it closes or is refunded) name it as a ticket order's
-- name theirs: one order of either kind per ledger row.
ALTER TABLE points_ledger ADD COLUMN goods_order_id text REFERENCES goods_orders (id);
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_one_order CHECK (goods_order_id IS NULL OR (order_id IS NULL AND card_order_id IS NULL));
CREATE UNIQUE INDEX points_ledger_goods_spend_once ON points_ledger (goods_order_id) WHERE kind = 'SPEND' AND goods_order_id IS NOT NULL;
CREATE INDEX points_ledger_goods_order ON points_ledger (goods_order_id) WHERE goods_order_id IS NOT NULL;
