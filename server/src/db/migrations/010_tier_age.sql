-- Age limits per seat plan (issue #6, "age limits per seat plan"; seat_plan_age_limit_list): a tier may
-- ask more of its attendees than the show does (a concert's standing floor, say). The stricter applies.
ALTER TABLE price_tiers ADD COLUMN min_age int CHECK (min_age > 0);
UPDATE price_tiers t SET min_age = 16 FROM sessions s JOIN shows sh ON sh.id = s.show_id
 WHERE t.session_id = s.id AND sh.category_code = 'CONCERT' AND t.sort = 4;
