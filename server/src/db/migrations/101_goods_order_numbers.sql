-- Goods orders get the 18-digit number buyers quote, as ticket orders have since 020: the console and the
-- buyer's goods order page showed the gor_… id. Numbers come from the same sequence as ticket orders', so a
-- number names one order of either kind (server/src/order/order-number.ts has the format). Rows made before
-- this get theirs here, in creation order.
ALTER TABLE goods_orders ADD COLUMN IF NOT EXISTS order_number text;

WITH numbered AS (
  SELECT id, created_at, nextval('order_number_serial') AS serial
    FROM (SELECT id, created_at FROM goods_orders WHERE order_number IS NULL ORDER BY created_at, id) AS pending
)
UPDATE goods_orders g
   SET order_number = to_char((n.created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYMMDD')
                      || lpad(((n.serial::numeric * 7302695719) % 1000000000000)::text, 12, '0')
  FROM numbered n
 WHERE g.id = n.id;

ALTER TABLE goods_orders ALTER COLUMN order_number SET NOT NULL;
ALTER TABLE goods_orders ADD CONSTRAINT goods_orders_order_number_key UNIQUE (order_number);
