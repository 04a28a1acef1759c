-- The check that refuses an oversell (available >= 0 AND available <= capacity) was named by PostgreSQL
-- (price_tiers_check); order creation tells "not enough left" by this name (isStockShort).
ALTER TABLE price_tiers RENAME CONSTRAINT price_tiers_check TO price_tiers_available_in_range;
