-- Refunds split across an order's payments (issue #17, after the dearer rebook): "pay 100, rebook to a 150
-- ticket paying 50" leaves the buyer's money on two payments, and each provider refund can only give back
-- what its own payment took. An after-sale request or a cheaper rebook is therefore paid back in parts,
-- one refund per (subject, payment): the order's payment first, then each paid rebook's difference, oldest
-- first. A retried queue of the same subject and payment still finds its row and does nothing.
DROP INDEX refunds_subject_once;
CREATE UNIQUE INDEX refunds_subject_payment_once ON refunds (purpose, subject_id, payment_id) WHERE subject_id IS NOT NULL;
