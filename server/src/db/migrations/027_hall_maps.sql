-- The console's seat-map designer (issue #16 item 4). There is no halls table: a hall's map is keyed by
-- its venue and the hall's name. The draft is the designer's whole map (types/rules/hall-map.ts); a
-- publish writes the session's seats (007) and keeps here what was published and which tier each zone
-- became, so the designer can show the session's held and sold seats locked.

CREATE TABLE hall_maps (
  merchant_id text NOT NULL REFERENCES merchants (id),
  venue_id text NOT NULL REFERENCES venues (id),
  hall_name text NOT NULL CHECK (length(hall_name) BETWEEN 1 AND 60),
  map jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text REFERENCES staff (id),
  PRIMARY KEY (venue_id, hall_name)
);
CREATE INDEX hall_maps_merchant ON hall_maps (merchant_id);

CREATE TABLE session_seat_maps (
  session_id text PRIMARY KEY REFERENCES sessions (id),
  venue_id text NOT NULL,
  hall_name text NOT NULL,
  map jsonb NOT NULL,
  -- zone id -> price tier id
  zone_tiers jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text REFERENCES staff (id),
  FOREIGN KEY (venue_id, hall_name) REFERENCES hall_maps (venue_id, hall_name)
);
