-- Human numbers (issue #14 item 15): orders and tickets get numbers a buyer can read and copy, while the
-- ids stay the keys of URLs and calls. The format is server/src/order/order-number.ts: YYMMDD in China
-- time + 12 digits from a sequence (serial × 7302695719 mod 10^12, a bijection), tickets add 01, 02 …
-- New rows get theirs from the repositories; rows made before this get theirs here, in creation order.
-- An order also keeps the payment product it was paid with, for its detail page.
CREATE SEQUENCE IF NOT EXISTS order_number_serial;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS order_number text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS paid_product text;
ALTER TABLE tickets ADD COLUMN IF NOT EXISTS ticket_number text;

WITH numbered AS (
  SELECT id, created_at, nextval('order_number_serial') AS serial
    FROM (SELECT id, created_at FROM orders WHERE order_number IS NULL ORDER BY created_at, id) AS pending
)
UPDATE orders o
   SET order_number = to_char((n.created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYMMDD')
                      || lpad(((n.serial::numeric * 7302695719) % 1000000000000)::text, 12, '0')
  FROM numbered n
 WHERE o.id = n.id;

UPDATE orders o SET paid_product = p.product
  FROM payments p
 WHERE p.order_id = o.id AND p.state = 'SUCCEEDED' AND o.state = 'PAID' AND o.paid_product IS NULL;

UPDATE tickets k SET ticket_number = o.order_number || lpad((k.seq + 1)::text, 2, '0')
  FROM orders o
 WHERE o.id = k.order_id AND k.ticket_number IS NULL;

ALTER TABLE orders ALTER COLUMN order_number SET NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_order_number_key UNIQUE (order_number);
ALTER TABLE tickets ALTER COLUMN ticket_number SET NOT NULL;
ALTER TABLE tickets ADD CONSTRAINT tickets_ticket_number_key UNIQUE (ticket_number);
