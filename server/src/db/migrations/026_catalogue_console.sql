-- The console's catalogue (issue #16 item 3). Halls of a venue (the seat map of a hall is another
-- migration's); a session may name its hall and its end. shows.listing is what the merchant set in the
-- console (DRAFT, ON_SALE, OFF_SALE, CANCELLED); shows.state, which buyers' calls read, is derived from
-- it on every save (catalogue.rules.ts). A closed tier sells no more (its unsold stock is taken away)
-- but keeps its orders; a tier with sales is closed, never deleted.
CREATE TABLE halls (
  id text PRIMARY KEY,
  venue_id text NOT NULL REFERENCES venues (id),
  name jsonb NOT NULL,
  capacity int NOT NULL CHECK (capacity >= 0)
);
CREATE INDEX halls_venue ON halls (venue_id);
ALTER TABLE sessions ADD COLUMN hall_id text REFERENCES halls (id);
ALTER TABLE sessions ADD COLUMN ends_at timestamptz;
ALTER TABLE shows ADD COLUMN listing text NOT NULL DEFAULT 'ON_SALE' CHECK (listing IN ('DRAFT', 'ON_SALE', 'OFF_SALE', 'CANCELLED'));
UPDATE shows SET listing = 'CANCELLED' WHERE state = 'CANCELED';
ALTER TABLE price_tiers ADD COLUMN closed boolean NOT NULL DEFAULT false;
