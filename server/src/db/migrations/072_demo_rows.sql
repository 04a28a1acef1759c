-- Rows made for the demo outside production whose secrets are published: the demo staff (the README's
-- password) and the door key a database handed out at GET /dev/staff_key. Marked, so production refuses
-- them whoever started the database where (seed/demo-rows.ts says at start which).
ALTER TABLE staff ADD COLUMN demo boolean NOT NULL DEFAULT false;
UPDATE staff SET demo = true WHERE id IN ('stf-demo-owner', 'stf-demo-operator', 'stf-demo-finance', 'stf-demo-door');

ALTER TABLE secrets ADD COLUMN demo boolean NOT NULL DEFAULT false;
-- The demo staff are seeded only outside production: where they are, the door key was readable there.
UPDATE secrets SET demo = true WHERE name = 'staff_key' AND EXISTS (SELECT 1 FROM staff WHERE demo);
