-- After the sale (issue #17): the states a ticket passes through once sold, shared by refunds, transfers
-- and rebooking, so each of them takes a ticket only from VALID (a row lock and one UPDATE ... WHERE
-- state = 'VALID'): a refund racing a check-in, a transfer or a rebook finds the ticket taken and loses.
--   REFUNDING    a refund was asked for; the ticket no longer admits (frozen) until the merchant decides
--   REFUNDED     the refund was approved; its stock or seat went back to sale
--   TRANSFERRING offered to another buyer; no admission until accepted (new holder, new secret) or cancelled
--   REBOOKED     replaced by a ticket of another session
ALTER TABLE tickets DROP CONSTRAINT tickets_state_check;
ALTER TABLE tickets ADD CONSTRAINT tickets_state_check
  CHECK (state IN ('VALID', 'USED', 'REFUNDING', 'REFUNDED', 'TRANSFERRING', 'REBOOKED'));

-- Refunds of money are no longer only "one per payment of a closed order" (023): an order's buyer may get
-- money back several times (two tickets now, the third later; a rebook to a cheaper price). Each refund
-- names why it exists; a closed order's payment still gets at most one, and every other purpose at most
-- one per subject (the after-sale request or the rebook it pays back).
ALTER TABLE refunds DROP CONSTRAINT refunds_payment_id_key;
ALTER TABLE refunds ADD COLUMN purpose text NOT NULL DEFAULT 'CLOSED_ORDER'
  CHECK (purpose IN ('CLOSED_ORDER', 'AFTER_SALE', 'REBOOK'));
ALTER TABLE refunds ADD COLUMN subject_id text;
ALTER TABLE refunds ADD CONSTRAINT refunds_subject_named CHECK ((purpose = 'CLOSED_ORDER') = (subject_id IS NULL));
CREATE UNIQUE INDEX refunds_closed_order_once ON refunds (payment_id) WHERE purpose = 'CLOSED_ORDER';
CREATE UNIQUE INDEX refunds_subject_once ON refunds (purpose, subject_id) WHERE subject_id IS NOT NULL;
CREATE INDEX refunds_payment ON refunds (payment_id);
