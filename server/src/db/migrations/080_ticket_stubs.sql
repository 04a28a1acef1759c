-- Commemorative ticket stubs (纪念票根; issue "Shop" #29, product.md shop pages ticket-stub-list and
-- ticket-stub-print; docs/shop.md "Ticket stubs"). A stub is goods of its own kind: a merchant's SPU of kind
-- STUB whose SKUs are the stub designs. It is delivered like PHYSICAL goods (an address, the delivery fee,
-- shipped with a tracking number), never a voucher, and each unit prints one of the buyer's tickets: the
-- order line names it. One live stub per ticket is checked when ordering, under the ticket's lock.
ALTER TABLE spus DROP CONSTRAINT IF EXISTS spus_kind_check;
ALTER TABLE spus ADD CONSTRAINT spus_kind_check CHECK (kind IN ('PHYSICAL', 'VOUCHER', 'STUB'));
ALTER TABLE goods_order_lines DROP CONSTRAINT IF EXISTS goods_order_lines_kind_check;
ALTER TABLE goods_order_lines ADD CONSTRAINT goods_order_lines_kind_check CHECK (kind IN ('PHYSICAL', 'VOUCHER', 'STUB'));

-- The ticket a STUB line prints (a stub line always names one, and only a stub line does).
ALTER TABLE goods_order_lines ADD COLUMN ticket_id text REFERENCES tickets (id);
ALTER TABLE goods_order_lines ADD CONSTRAINT goods_order_lines_stub_names_ticket CHECK ((kind = 'STUB') = (ticket_id IS NOT NULL));
CREATE INDEX goods_order_lines_ticket ON goods_order_lines (ticket_id) WHERE ticket_id IS NOT NULL;
