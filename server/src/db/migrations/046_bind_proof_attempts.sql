-- bindTicket's proof attempts per ticket number (issue #17 review): an attendee's ID number is a guessable
-- proof, so wrong ones are counted per number, not only per address (rotating addresses would otherwise
-- let a guesser try IDs without end). The subject is a hash of the merchant and the number as typed,
-- whether or not a ticket has it: an unknown number is counted and refused exactly as a real one, so the
-- budget tells nothing about which numbers exist. A fixed window: at most 5 attempts per window of an
-- hour, each taken before the proof is compared; a right proof clears the row.
CREATE TABLE bind_proof_attempts (
  subject text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  attempts int NOT NULL CHECK (attempts > 0)
);
