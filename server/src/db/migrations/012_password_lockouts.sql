-- Per-account password lock-out (issue 12, finding 4): each password guess for an account is counted
-- here before it is checked; the fifth locks the account's password for a back-off window that grows
-- with each lock-out (1, 5, 15, 60 minutes ...). A right password clears the row. The subject is a hash
-- of the account's email (or id), so an unknown email is locked the same way as a known one.
CREATE TABLE password_lockouts (
  subject text PRIMARY KEY,
  attempts int NOT NULL DEFAULT 0,
  lockouts int NOT NULL DEFAULT 0,
  locked_until timestamptz
);
