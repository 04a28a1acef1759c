-- Offline coupons and voided exchange-code batches (issue #18; product.md "Using a coupon: ... An offline
-- coupon fetches a verify code and shows a popup"; calls "buyer/v5/coupons/verify/code").
--
-- An OFFLINE coupon is used at the venue: the buyer's phone shows a verify code that changes every 30 s
-- (types/rules/rotating-ticket-code.ts, the ticket code's rules), the console reads it and marks the coupon
-- USED once. verify_number is the coupon's public number inside the code (set when the first code is
-- asked for, so online coupons never get one); verify_secret its own HOTP key, which never leaves the gateway
-- (the gateway hands out the current code, unlike a ticket whose secret goes to the phone for offline use).
ALTER TABLE coupons ADD COLUMN verify_number text UNIQUE;
ALTER TABLE coupons ADD COLUMN verify_secret bytea;
ALTER TABLE coupons ADD CONSTRAINT coupons_verify_key_whole CHECK ((verify_number IS NULL) = (verify_secret IS NULL));
ALTER TABLE coupons ADD COLUMN verified_at timestamptz;
ALTER TABLE coupons ADD COLUMN verified_by text REFERENCES staff (id);

-- A coupon is off AVAILABLE either on an order (049: PENDING, USED, REFUNDING with its order_id) or, USED
-- only, verified at the venue by staff (no order), or USED only, exchanged for a benefit card (059:
-- card_instance_id, no order). An AVAILABLE one has none of them; each used coupon exactly one.
ALTER TABLE coupons DROP CONSTRAINT IF EXISTS coupons_locked_to_order;
ALTER TABLE coupons ADD CONSTRAINT coupons_locked_to_order CHECK (
  (status = 'AVAILABLE' AND order_id IS NULL AND verified_at IS NULL AND card_instance_id IS NULL)
  OR (status <> 'AVAILABLE' AND order_id IS NOT NULL AND verified_at IS NULL AND card_instance_id IS NULL)
  OR (status = 'USED' AND order_id IS NULL AND verified_at IS NOT NULL AND verified_by IS NOT NULL AND card_instance_id IS NULL)
  OR (status = 'USED' AND order_id IS NULL AND verified_at IS NULL AND card_instance_id IS NOT NULL));

-- Voiding a batch: its unredeemed codes stop working (exchange refuses them), the coupons already received
-- with its codes stay. The coupons still set aside for its unredeemed codes go back to remaining, so the
-- template's balance (remaining + issued + reserved = quantity) holds.
ALTER TABLE coupon_code_batches ADD COLUMN voided_at timestamptz;
ALTER TABLE coupon_code_batches ADD COLUMN voided_by text REFERENCES staff (id);
ALTER TABLE coupon_code_batches ADD CONSTRAINT coupon_code_batches_void_whole CHECK ((voided_at IS NULL) = (voided_by IS NULL));
-- Each unredeemed code of the batch is marked in the same UPDATE ... WHERE redeemed_at IS NULL that a
-- redeem races (the code row's lock decides): a code is either redeemed or voided, never both, and the
-- void gives back exactly the codes it marked.
ALTER TABLE coupon_exchange_codes ADD COLUMN voided_at timestamptz;
ALTER TABLE coupon_exchange_codes ADD CONSTRAINT coupon_exchange_codes_void_or_redeem CHECK (voided_at IS NULL OR redeemed_at IS NULL);
