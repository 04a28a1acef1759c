-- Member level names in three languages, as coupons and cards have had since 084: the zh-CN name stays in
-- its column (the console's lists and the payment description read it); the optional zh-MO and en-US
-- translations sit beside it, and a buyer in a language without one reads the zh-CN name. A right's texts
-- carry their translations inside member_levels.rights (primeRightTypeNameTexts, badgeDescTexts).
ALTER TABLE member_levels ADD COLUMN IF NOT EXISTS name_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
