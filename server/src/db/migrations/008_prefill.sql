-- Pre-filled ticket-grab info and sale reminders (issue #6). One pre-fill per buyer and show: the last
-- submitted prevails; an order made after the sale opens invalidates it. A reminder is one SMS at
-- remind_at (minutes ahead of the sale), sent once.

CREATE TABLE prefills (
  user_id text NOT NULL REFERENCES users (id),
  show_id text NOT NULL REFERENCES shows (id),
  session_ids text[] NOT NULL,
  tier_ids text[] NOT NULL,
  ticket_count int NOT NULL CHECK (ticket_count > 0),
  purchaser_name text NOT NULL,
  purchaser_phone text NOT NULL,
  audience_ids text[] NOT NULL DEFAULT '{}',
  address_id text,
  remind_method text NOT NULL CHECK (remind_method IN ('NONE', 'SMS')),
  remind_minutes int NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  invalidated_at timestamptz,
  PRIMARY KEY (user_id, show_id)
);

CREATE TABLE sale_reminders (
  user_id text NOT NULL REFERENCES users (id),
  show_id text NOT NULL REFERENCES shows (id),
  minutes_ahead int NOT NULL CHECK (minutes_ahead >= 0),
  remind_at timestamptz NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  PRIMARY KEY (user_id, show_id)
);

CREATE INDEX sale_reminders_due ON sale_reminders (remind_at) WHERE sent_at IS NULL;
