-- Announcements (issue "Content and contact"; product.md "Announcement"): the merchant's notices for the
-- whole shop (show_id null) or one show, shown between starts_at and ends_at until withdrawn. Texts are the
-- zh-CN text plus optional zh-MO / en-US translations, as the catalogue's (084).

CREATE TABLE announcements (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  show_id text REFERENCES shows (id),
  title text NOT NULL,
  content text NOT NULL,
  title_texts jsonb NOT NULL DEFAULT '{}',
  content_texts jsonb NOT NULL DEFAULT '{}',
  more_url text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  withdrawn_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX announcements_of_merchant ON announcements (merchant_id, ends_at);

-- One row per buyer and announcement: the first read is kept (a second read changes nothing).
CREATE TABLE announcement_reads (
  announcement_id text NOT NULL REFERENCES announcements (id),
  user_id text NOT NULL REFERENCES users (id),
  show_id text,
  page_source text NOT NULL,
  client_read_at timestamptz NOT NULL,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (announcement_id, user_id)
);
CREATE INDEX announcement_reads_of_user ON announcement_reads (user_id);
