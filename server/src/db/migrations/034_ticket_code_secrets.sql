-- Rotating ticket codes (issue #17): every ticket gets its own secret (20 random bytes), from which the
-- phone derives the 30-second code and the door checks it (types/rules/rotating-ticket-code.ts). New
-- tickets get theirs from TicketRepository.issue (node:crypto); tickets made before this get one here,
-- from two version-4 UUIDs (the first 40 hex digits: 154 random bits), and the default covers any other
-- insert. A new secret (rekeyTicket) makes every code derived from the old one unknown at the door.
ALTER TABLE tickets ADD COLUMN IF NOT EXISTS code_secret bytea;
ALTER TABLE tickets ALTER COLUMN code_secret
  SET DEFAULT decode(substr(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 1, 40), 'hex');
UPDATE tickets SET code_secret = decode(substr(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 1, 40), 'hex')
 WHERE code_secret IS NULL;
ALTER TABLE tickets ALTER COLUMN code_secret SET NOT NULL;
