-- Ticket transfer (issue #17, product.md "Ticket send and accept", "Transfer" entity, "Other states"
-- Transfer). A holder offers one VALID ticket to a phone number; the ticket is TRANSFERRING (admits
-- nobody) until the transferee accepts (new holder, new code secret), the holder cancels, or the offer
-- passes the show's transfer deadline (TIME_EXCEEDED: the ticket is VALID again).

-- Per show, set in the console: whether its tickets may be transferred, until how many hours before the
-- session starts ("transfer deadline"), and until how many hours before it an attendee may still be bound
-- or changed ("identityLimitTime"; a real-name show's transferee binds one when accepting).
ALTER TABLE shows ADD COLUMN transfer_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE shows ADD COLUMN transfer_deadline_hours int NOT NULL DEFAULT 2 CHECK (transfer_deadline_hours BETWEEN 0 AND 8784);
ALTER TABLE shows ADD COLUMN identity_limit_hours int NOT NULL DEFAULT 2 CHECK (identity_limit_hours BETWEEN 0 AND 8784);

-- "An accepted ticket cannot be transferred again": set the moment a transfer into it is accepted.
ALTER TABLE tickets ADD COLUMN transferred_in boolean NOT NULL DEFAULT false;

CREATE TABLE ticket_transfers (
  id text PRIMARY KEY,
  -- In the link and QR the transferee opens: unguessable (32 random bytes), never the id.
  token text NOT NULL UNIQUE,
  ticket_id text NOT NULL REFERENCES tickets (id),
  from_user_id text NOT NULL REFERENCES users (id),
  to_country_code text NOT NULL,
  to_cellphone text NOT NULL,
  -- Who accepted it (their account's phone is the transferee phone).
  to_user_id text REFERENCES users (id),
  state text NOT NULL CHECK (state IN ('IN_TRANSFER', 'ACCEPTED', 'CANCELLED', 'EXPIRED')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  -- When it left IN_TRANSFER (accepted, cancelled or expired).
  ended_at timestamptz,
  CHECK ((state = 'ACCEPTED') = (to_user_id IS NOT NULL)),
  CHECK ((state = 'IN_TRANSFER') = (ended_at IS NULL))
);

-- One transfer at a time per ticket.
CREATE UNIQUE INDEX ticket_transfers_open_once ON ticket_transfers (ticket_id) WHERE state = 'IN_TRANSFER';
CREATE INDEX ticket_transfers_from ON ticket_transfers (from_user_id, created_at DESC);
CREATE INDEX ticket_transfers_to ON ticket_transfers (to_user_id, created_at DESC);
CREATE INDEX ticket_transfers_due ON ticket_transfers (expires_at) WHERE state = 'IN_TRANSFER';
