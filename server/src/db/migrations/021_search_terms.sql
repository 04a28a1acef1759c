-- Issue #14 item 10, "Add trending searches": what buyers search for, counted per merchant, local day and
-- normalised keyword (search-terms.ts); trending is read from the last days of these counts.
CREATE TABLE IF NOT EXISTS search_terms (
  merchant_id text NOT NULL REFERENCES merchants (id),
  day date NOT NULL,
  term text NOT NULL,
  searches int NOT NULL DEFAULT 0 CHECK (searches >= 0),
  PRIMARY KEY (merchant_id, day, term)
);

-- Issue #14 item 12, "'N人想看'": how many buyers marked the show "want to see" (favourite_shows), kept on
-- the show so cards read it without counting; the favourite use cases move it with each add and remove.
ALTER TABLE shows ADD COLUMN IF NOT EXISTS want_count int NOT NULL DEFAULT 0 CHECK (want_count >= 0);
UPDATE shows SET want_count = (SELECT count(*)::int FROM favourite_shows f WHERE f.show_id = shows.id);
-- Demo databases seeded before this get the demo numbers the seed gives (catalog.ts demoWantCount), on
-- top of their real favourites.
UPDATE shows SET want_count = want_count + (weight * weight) / 8 + weight % 37 WHERE merchant_id = 'demo';
