-- Review findings (issues #15 and #16): a console TOTP code is accepted once (the last accepted 30-second
-- step per staff member; that step and earlier ones are refused after it), and payment notifications
-- whose signature does not hold are no longer kept whole: only a bounded summary of each (when, for which
-- merchant and product, why refused, how many bytes), never its body.

ALTER TABLE staff ADD COLUMN totp_last_step integer;

CREATE TABLE payment_notice_rejections (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  -- The product and merchant named by the notify path (cut to 64 characters), as sent.
  provider text NOT NULL,
  merchant_id text,
  -- Our own words (signature does not hold, outside the window, no provider...), never the sender's.
  reason text NOT NULL,
  body_bytes integer NOT NULL
);
CREATE INDEX payment_notice_rejections_received ON payment_notice_rejections (received_at);

-- Unverified notifications recorded whole before this: kept as summaries, their bodies dropped.
INSERT INTO payment_notice_rejections (received_at, provider, merchant_id, reason, body_bytes)
  SELECT received_at, left(provider, 64), NULL, left(COALESCE(NULLIF(reason, ''), 'signature or time does not hold'), 200), octet_length(raw_body)
    FROM payment_events WHERE NOT signature_verified;
DELETE FROM payment_events WHERE NOT signature_verified;
