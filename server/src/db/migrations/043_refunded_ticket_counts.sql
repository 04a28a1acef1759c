-- Refunded tickets give the buyer's purchase limit back (issue #17, refunds): the per-account limit counts
-- an order's tickets less those refunded, kept on the order by the refund approval (in the transaction
-- that moves them REFUNDED), so order creation's count stays one indexed sum over the buyer's orders.
-- Tickets given away in a transfer still count: the limit is on what an account buys.
ALTER TABLE orders ADD COLUMN tickets_refunded int NOT NULL DEFAULT 0 CHECK (tickets_refunded >= 0);
ALTER TABLE orders ADD CONSTRAINT orders_tickets_refunded_within CHECK (tickets_refunded <= ticket_count);
