-- The buyer's note on an order (product.md section 3 "Order": remarks; section 5: "remark fields are
-- required when configured").
ALTER TABLE orders ADD COLUMN remarks text NOT NULL DEFAULT '' CHECK (char_length(remarks) <= 100);
