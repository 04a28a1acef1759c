-- Merchant content in three languages (Polish item 8): coupon and benefit-card texts were zh-CN only.
-- The zh-CN text stays in its column (searches, snapshots and the console's lists read it); the optional
-- zh-MO and en-US translations sit beside it as {"zh-MO": ..., "en-US": ...}, and the buyer's replies
-- fall back to the zh-CN text for a language without one. Existing rows keep their text and read it in
-- every language, as before.
ALTER TABLE coupon_templates ADD COLUMN IF NOT EXISTS title_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE coupon_templates ADD COLUMN IF NOT EXISTS rule_comments_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE benefit_cards ADD COLUMN IF NOT EXISTS name_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE benefit_cards ADD COLUMN IF NOT EXISTS description_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
