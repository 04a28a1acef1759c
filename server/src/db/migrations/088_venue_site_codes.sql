-- A venue's site code (product.md "Site and city"; issue "Content and contact"): the code a buyer scans
-- or types at the venue to open its shows on sale. Optional, set by the merchant in the console's venue
-- editor, unique within the merchant (types/rules/site-code.ts: upper-case letters, digits and '-').
ALTER TABLE venues ADD COLUMN IF NOT EXISTS site_code text CHECK (site_code ~ '^[A-Z0-9-]{2,20}$');
CREATE UNIQUE INDEX IF NOT EXISTS venues_site_code ON venues (merchant_id, site_code) WHERE site_code IS NOT NULL;
-- The demo merchant's venues get the code the seed gives them (catalog.ts: the venue id without '-'), so
-- a database seeded before this migration matches a fresh one.
UPDATE venues SET site_code = replace(id, '-', '') WHERE merchant_id = 'demo' AND site_code IS NULL AND replace(id, '-', '') ~ '^[A-Z0-9]{2,20}$';
