-- The city picker (#9 item 13) groups cities A-Z and finds them by pinyin as well as by name: each city
-- carries its name in pinyin (lower case, no tones). Demo databases seeded before this get theirs here.
ALTER TABLE cities ADD COLUMN IF NOT EXISTS pinyin text NOT NULL DEFAULT '';
UPDATE cities SET pinyin = CASE id
  WHEN 'BL1106' THEN 'shanghai'
  WHEN 'BL1101' THEN 'beijing'
  WHEN 'BL1440' THEN 'guangzhou'
  WHEN 'BL1403' THEN 'shenzhen'
  WHEN 'BL1330' THEN 'hangzhou'
  WHEN 'BL1510' THEN 'chengdu'
  WHEN 'BL8200' THEN 'aomen'
  ELSE pinyin END
WHERE pinyin = '';
