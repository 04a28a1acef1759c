-- Following a tour (calls-errors-limits.md "POST tour subscribe_favorite/{id}"): the tour page's follow button,
-- listed in the buyer's favourites. One row per buyer and tour: the primary key makes a repeated follow (two
-- taps, a retry) one row; a tour the merchant removes takes its follows with it.
CREATE TABLE tour_follows (
  user_id text NOT NULL REFERENCES users (id),
  tour_id text NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, tour_id)
);
CREATE INDEX tour_follows_newest ON tour_follows (user_id, created_at DESC);
