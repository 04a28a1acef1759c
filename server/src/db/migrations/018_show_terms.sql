-- Issue #14 item 3: a show's service tags and notes are derived from its own settings (browse/show-terms.ts)
-- instead of being stored as texts that could contradict them. The refund policy becomes a setting:
-- refunds up to refund_hours_before hours before the session, for refund_fee_percent of the price;
-- NULL hours: no refunds. The "no refunds" tag and the refund note are both read from it.
ALTER TABLE shows ADD COLUMN refund_hours_before int CHECK (refund_hours_before > 0);
ALTER TABLE shows ADD COLUMN refund_fee_percent int NOT NULL DEFAULT 0 CHECK (refund_fee_percent BETWEEN 0 AND 100);
-- Shows seeded before: the ones whose tag said "no refunds" keep none; the others keep the 48 h / 10% their notes said.
UPDATE shows SET refund_hours_before = 48, refund_fee_percent = 10
 WHERE NOT tags @> '[{"type": "SERVICE", "title": {"zh-CN": "不支持退"}}]'::jsonb;
-- Stored tags are the merchant's promotions only; service tags are derived.
UPDATE shows SET tags = coalesce((SELECT jsonb_agg(t) FROM jsonb_array_elements(tags) AS t WHERE t ->> 'type' <> 'SERVICE'), '[]'::jsonb);
ALTER TABLE shows DROP COLUMN service_notes;
-- Issue #14 item 4 on demo databases seeded before: a pre-sale opens at least two days before its first session.
UPDATE shows s SET sale_time = f.first_start - interval '2 days'
  FROM (SELECT show_id, min(starts_at) AS first_start FROM sessions GROUP BY show_id) f
 WHERE f.show_id = s.id AND s.merchant_id = 'demo' AND s.sale_time > now() AND s.sale_time > f.first_start - interval '2 days';
-- The demo "buying notes" said every show was real-name; only real-name shows ask for attendees.
UPDATE layouts SET components = jsonb_set(components, '{0,content}', '{"zh-CN": "实名制演出需为每张门票选择一位观演人，建议开售前提前添加。", "zh-MO": "實名制演出需為每張門票選擇一位觀演人，建議開售前提前添加。", "en-US": "Real-name shows need one attendee per ticket; add yours before the sale."}'::jsonb)
 WHERE id = 'L-MINE' AND merchant_id = 'demo' AND components -> 0 ->> 'componentId' = 'notice';
