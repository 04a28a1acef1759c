-- Every refresh token a login has rotated away, not only the last one (issue #12, finding 13): a
-- replay of any of them means someone else holds the chain, and the whole login (the session, the
-- "family" of its tokens) ends. Only hashes are kept, as for the current token.
CREATE TABLE rotated_refresh_tokens (
  refresh_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES user_sessions (id) ON DELETE CASCADE,
  rotated_at timestamptz NOT NULL
);

CREATE INDEX rotated_refresh_tokens_session ON rotated_refresh_tokens (session_id);

-- The one rotated token each login remembered until now moves over; previous_hash then goes.
INSERT INTO rotated_refresh_tokens (refresh_hash, session_id, rotated_at)
  SELECT previous_hash, id, now() FROM user_sessions WHERE previous_hash IS NOT NULL
  ON CONFLICT (refresh_hash) DO NOTHING;

DROP INDEX user_sessions_previous;

ALTER TABLE user_sessions DROP COLUMN previous_hash;
