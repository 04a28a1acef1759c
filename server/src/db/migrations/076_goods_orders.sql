-- Goods orders and the cart (issue "Shop"; docs/shop.md "Orders"). A goods order is its own row, paid
-- through the same cashiers as a ticket order (payments.purpose GOODS, subject the goods order), as card and
-- member orders are (059, 057): the ticket orders table is a show's session's (show_id, session_id NOT NULL,
-- ticket_count > 0) and every ticket path reads it so. SKU stock (075 skus) is held by an unpaid goods
-- order and sold when it is paid, by inventory/ only.

-- The buyer's cart: one line per SKU, the quantity and whether it is ticked for checkout. No foreign key on
-- the SKU: a SKU the merchant deleted stays in the cart, shown apart as gone, until the buyer removes it.
CREATE TABLE cart_lines (
  user_id text NOT NULL REFERENCES users (id),
  merchant_id text NOT NULL REFERENCES merchants (id),
  sku_id text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  selected boolean NOT NULL DEFAULT true,
  added_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, sku_id)
);
CREATE INDEX cart_lines_of_buyer ON cart_lines (user_id, merchant_id, added_at DESC);

-- UNPAID until paid or its deadline passes (the sweeper closes it: CLOSED, stock back, once: the state
-- write is the guard). PAID: to ship (PHYSICAL) or to collect (VOUCHER); SHIPPED once the merchant gave the
-- carrier and tracking number; REFUNDED when every line went back. A goods order bought with a ticket
-- order (tied sale) has no transaction of its own: the ticket order's payment pays both.
CREATE TABLE goods_orders (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  ticket_order_id text REFERENCES orders (id),
  state text NOT NULL CHECK (state IN ('UNPAID', 'PAID', 'SHIPPED', 'CLOSED', 'REFUNDED')),
  close_reason text CHECK (close_reason IN ('EXPIRED', 'CANCELLED')),
  transaction_id text UNIQUE,
  pay_deadline timestamptz NOT NULL,
  goods_fen int NOT NULL CHECK (goods_fen >= 0),
  delivery_fen int NOT NULL DEFAULT 0 CHECK (delivery_fen >= 0),
  coupon_fen int NOT NULL DEFAULT 0 CHECK (coupon_fen >= 0),
  total_fen int NOT NULL CHECK (total_fen >= 0),
  paid_fen int NOT NULL DEFAULT 0 CHECK (paid_fen >= 0),
  refunded_fen int NOT NULL DEFAULT 0 CHECK (refunded_fen >= 0),
  -- The address of delivered goods as it was when ordered: {recipient, countryCode, cellphone, regionText, detail}.
  delivery_address jsonb,
  express_carrier text,
  express_tracking_no text,
  shipped_at timestamptz,
  from_cart boolean NOT NULL DEFAULT false,
  idempotency_key text NOT NULL,
  -- Hash of the creating request's body: the same key with another body is refused.
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  closed_at timestamptz,
  UNIQUE (user_id, idempotency_key),
  CONSTRAINT goods_orders_paid_by_one CHECK ((ticket_order_id IS NULL) <> (transaction_id IS NULL)),
  CONSTRAINT goods_orders_shipped_named CHECK (state <> 'SHIPPED' OR (express_carrier IS NOT NULL AND express_tracking_no IS NOT NULL)),
  CONSTRAINT goods_orders_refund_bounded CHECK (refunded_fen <= paid_fen)
);
CREATE INDEX goods_orders_user ON goods_orders (user_id, created_at DESC);
CREATE INDEX goods_orders_merchant ON goods_orders (merchant_id, created_at DESC);
CREATE INDEX goods_orders_unpaid_due ON goods_orders (pay_deadline) WHERE state = 'UNPAID';
CREATE INDEX goods_orders_of_ticket_order ON goods_orders (ticket_order_id) WHERE ticket_order_id IS NOT NULL;

-- A line per SKU, with what the goods were called when bought (the catalogue may change) and each
-- discount's share, so a line refunded returns what was paid for it.
CREATE TABLE goods_order_lines (
  order_id text NOT NULL REFERENCES goods_orders (id),
  sku_id text NOT NULL REFERENCES skus (id),
  spu_id text NOT NULL REFERENCES spus (id),
  name jsonb NOT NULL,
  attribute_text jsonb NOT NULL DEFAULT '{}',
  picture_url text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('PHYSICAL', 'VOUCHER')),
  qty int NOT NULL CHECK (qty > 0),
  unit_fen int NOT NULL CHECK (unit_fen >= 0),
  coupon_fen int NOT NULL DEFAULT 0 CHECK (coupon_fen >= 0),
  refunded_qty int NOT NULL DEFAULT 0,
  PRIMARY KEY (order_id, sku_id),
  CONSTRAINT goods_order_lines_refunded_in_range CHECK (refunded_qty >= 0 AND refunded_qty <= qty)
);
-- The per-buyer limit counts a buyer's live units of a SPU.
CREATE INDEX goods_order_lines_spu ON goods_order_lines (spu_id);

-- A refund of some lines of a paid goods order (cancel before shipping refunds them all): its money goes
-- back through the refund job (refunds.purpose GOODS, subject this row).
CREATE TABLE goods_refunds (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES goods_orders (id),
  -- [{skuId, qty, fen}]
  lines jsonb NOT NULL,
  amount_fen int NOT NULL CHECK (amount_fen >= 0),
  reason text NOT NULL,
  created_by text NOT NULL CHECK (created_by IN ('BUYER', 'STAFF')),
  created_at timestamptz NOT NULL
);
CREATE INDEX goods_refunds_of_order ON goods_refunds (order_id, created_at);

-- A VOUCHER unit's collect code, checked at the door like a ticket.
CREATE TABLE goods_vouchers (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES goods_orders (id),
  sku_id text NOT NULL REFERENCES skus (id),
  code text NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('VALID', 'USED', 'REFUNDED')),
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX goods_vouchers_of_order ON goods_vouchers (order_id);

-- An ITEM coupon spent on a goods order is locked to it the way a ticket order locks one (049, 065).
ALTER TABLE coupons ADD COLUMN goods_order_id text REFERENCES goods_orders (id) DEFERRABLE INITIALLY DEFERRED;
CREATE INDEX coupons_goods_order ON coupons (goods_order_id) WHERE goods_order_id IS NOT NULL;
ALTER TABLE coupons DROP CONSTRAINT IF EXISTS coupons_locked_to_order;
ALTER TABLE coupons ADD CONSTRAINT coupons_locked_to_order CHECK (
  (status = 'AVAILABLE' AND order_id IS NULL AND goods_order_id IS NULL AND verified_at IS NULL AND card_instance_id IS NULL)
  OR (status <> 'AVAILABLE' AND (order_id IS NULL) <> (goods_order_id IS NULL) AND verified_at IS NULL AND card_instance_id IS NULL)
  OR (status = 'USED' AND order_id IS NULL AND goods_order_id IS NULL AND verified_at IS NOT NULL AND verified_by IS NOT NULL AND card_instance_id IS NULL)
  OR (status = 'USED' AND order_id IS NULL AND goods_order_id IS NULL AND verified_at IS NULL AND card_instance_id IS NOT NULL));

-- Every purpose so far, and GOODS.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('ORDER', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE', 'GOODS'));
ALTER TABLE refunds DROP CONSTRAINT IF EXISTS refunds_purpose_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('CLOSED_ORDER', 'AFTER_SALE', 'REBOOK', 'MEMBER', 'CARD', 'PACKAGE', 'GOODS'));
