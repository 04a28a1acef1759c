-- What a privilege code's prices took off the public prices of an order's tiers (issue #18 privilege;
-- order-privilege.ts): the order detail lists it as the order's first discount line. The public price is
-- not kept anywhere else (the order lines are written at the privilege price, and a tier's price may be
-- edited later), so it is recorded when the order is written. Orders before this column read 0: no
-- line, their ticket amount at the privilege prices, as before.
ALTER TABLE order_privilege_uses ADD COLUMN fen int NOT NULL DEFAULT 0 CHECK (fen >= 0);
