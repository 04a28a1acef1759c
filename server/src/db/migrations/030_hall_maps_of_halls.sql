-- One source of truth for halls (issue #16 item 4): 027 keyed a hall's seat map by its venue and the
-- hall's name, beside 026's halls table, so renaming a hall orphaned its map. A map now belongs to a hall
-- row (hall_maps.hall_id), a publication names the hall it came from, and the session it went to is held
-- in that hall (sessions.hall_id). Existing maps join the hall of their venue whose Chinese name is the
-- map's hall name (one map per name, so no two maps share a hall), else a hall is made for them.
--
-- Seat names: a published seat keeps the section, row label and number the designer gave it (seats), and
-- an order keeps the names of the seats it asked for as they were when it took them (order_seats), so the
-- buyer's seat map, confirm order, the order and its tickets say what the merchant drew. Seats named
-- before this (none: 027 kept no names) or never drawn in the designer keep their place names (3排12座).

ALTER TABLE hall_maps ADD COLUMN hall_id text REFERENCES halls (id);
ALTER TABLE session_seat_maps ADD COLUMN hall_id text REFERENCES halls (id);

INSERT INTO halls (id, venue_id, name, capacity)
SELECT 'H' || upper(substr(md5(m.venue_id || '/' || m.hall_name), 1, 10)), m.venue_id,
       jsonb_build_object('zh-CN', m.hall_name, 'zh-MO', m.hall_name, 'en-US', m.hall_name),
       -- The seats it can sell, as saving a map counts them (seat-map.repository.ts saveHall).
       (SELECT count(*) FROM jsonb_array_elements(m.map -> 'sections') AS s, jsonb_array_elements(s -> 'rows') AS r, jsonb_array_elements(r -> 'seats') AS x
         WHERE NOT coalesce((x ->> 'unavailable')::boolean, false))::int
  FROM hall_maps m
 WHERE NOT EXISTS (SELECT 1 FROM halls h WHERE h.venue_id = m.venue_id AND h.name ->> 'zh-CN' = m.hall_name);

UPDATE hall_maps m SET hall_id = (SELECT min(h.id) FROM halls h WHERE h.venue_id = m.venue_id AND h.name ->> 'zh-CN' = m.hall_name);

UPDATE session_seat_maps p SET hall_id = m.hall_id FROM hall_maps m WHERE m.venue_id = p.venue_id AND m.hall_name = p.hall_name;

-- Where a session's seats were published from is where it is held, whatever hall the catalogue named
-- before: its buyers hold seats of that map, and a session in one hall with seats of another could be
-- edited from neither the catalogue nor the designer.
UPDATE sessions s SET hall_id = p.hall_id FROM session_seat_maps p WHERE p.session_id = s.id;

ALTER TABLE session_seat_maps DROP CONSTRAINT session_seat_maps_venue_id_hall_name_fkey;
ALTER TABLE session_seat_maps ALTER COLUMN hall_id SET NOT NULL;
ALTER TABLE session_seat_maps DROP COLUMN venue_id;
ALTER TABLE session_seat_maps DROP COLUMN hall_name;
CREATE INDEX session_seat_maps_hall ON session_seat_maps (hall_id);

ALTER TABLE hall_maps DROP CONSTRAINT hall_maps_pkey;
ALTER TABLE hall_maps ALTER COLUMN hall_id SET NOT NULL;
ALTER TABLE hall_maps ADD PRIMARY KEY (hall_id);
ALTER TABLE hall_maps DROP COLUMN venue_id;
ALTER TABLE hall_maps DROP COLUMN hall_name;

ALTER TABLE seats ADD COLUMN section_name text;
ALTER TABLE seats ADD COLUMN row_label text;
ALTER TABLE seats ADD COLUMN seat_no int;
ALTER TABLE order_seats ADD COLUMN section_name text;
ALTER TABLE order_seats ADD COLUMN row_label text;
ALTER TABLE order_seats ADD COLUMN seat_no int;
