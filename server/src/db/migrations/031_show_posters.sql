-- Posters merchants upload in the console (issue #16 item 3). A show names its uploaded poster (null: the
-- generated art, browse/poster-art.ts). The file is an upload (004) like a buyer's avatar, but made by a
-- staff member, so an upload belongs to a buyer or to a staff member.
ALTER TABLE shows ADD COLUMN poster_url text;
ALTER TABLE uploads ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE uploads ADD COLUMN staff_id text REFERENCES staff (id);
ALTER TABLE uploads ADD CONSTRAINT uploads_owner CHECK (user_id IS NOT NULL OR staff_id IS NOT NULL);
