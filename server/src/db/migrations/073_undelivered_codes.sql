-- A code whose message could not be handed to the mail server (SMTP down): it stays valid and in the
-- outbox, but it holds back neither the recipient's next send (the 60 s wait) nor their daily count, so
-- the buyer can ask again at once (verification.service.ts sendCode). The per-address count keeps it.
ALTER TABLE verification_codes ADD COLUMN undelivered boolean NOT NULL DEFAULT false;
