-- Votes (issue "Content and contact"; product.md "Topic": vote-detail /vote-detail/:id). A merchant's
-- question with its options and a deadline, optionally shown on a topic page (a TOPIC layout's id) or a
-- show. A buyer casts one ballot per vote: the primary key (vote_id, user_id) of vote_ballots decides, so
-- two taps at once, or two gateways, count once. Counts are read from the ballots (count(*) per option),
-- never kept in a counter row that a crowd would queue on.
CREATE TABLE votes (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  title text NOT NULL,
  title_texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  description text NOT NULL DEFAULT '',
  description_texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  deadline timestamptz NOT NULL,
  -- Set when the merchant ends voting before the deadline.
  closed_at timestamptz,
  topic_id text,
  show_id text REFERENCES shows (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX votes_merchant ON votes (merchant_id, created_at DESC);
CREATE INDEX votes_topic ON votes (merchant_id, topic_id) WHERE topic_id IS NOT NULL;
CREATE INDEX votes_show ON votes (merchant_id, show_id) WHERE show_id IS NOT NULL;

CREATE TABLE vote_options (
  id text PRIMARY KEY,
  vote_id text NOT NULL REFERENCES votes (id),
  sort integer NOT NULL,
  text text NOT NULL,
  text_texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  picture_url text NOT NULL DEFAULT '',
  UNIQUE (vote_id, id)
);
CREATE INDEX vote_options_vote ON vote_options (vote_id, sort);

CREATE TABLE vote_ballots (
  vote_id text NOT NULL REFERENCES votes (id),
  user_id text NOT NULL REFERENCES users (id),
  option_id text NOT NULL,
  cast_at timestamptz NOT NULL,
  PRIMARY KEY (vote_id, user_id),
  -- The option must belong to this vote.
  FOREIGN KEY (vote_id, option_id) REFERENCES vote_options (vote_id, id)
);
CREATE INDEX vote_ballots_option ON vote_ballots (vote_id, option_id);
