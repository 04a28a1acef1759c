-- Membership texts in three languages, as coupons and cards have had since 084: each zh-CN text stays in its
-- column (the console's lists and the payment description read it); the optional zh-MO and en-US
-- translations sit beside it, and a buyer in a language without one reads the zh-CN text. A level's name,
-- a paid plan's description and the member agreement get columns; a right's texts and a birthday gift's
-- carry their translations inside their jsonb (primeRightTypeNameTexts, badgeDescTexts, giftDescTexts).
ALTER TABLE member_levels ADD COLUMN IF NOT EXISTS name_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE member_plans ADD COLUMN IF NOT EXISTS description_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE member_settings ADD COLUMN IF NOT EXISTS agreement_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
