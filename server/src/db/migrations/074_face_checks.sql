-- Face verification (coupons a merchant marks needFaceAuth): a passed check is kept as the buyer's
-- FACE_CERT certification, for the real name and ID number it was made against. A check started with
-- Alipay (alipay.user.certify.open.initialize) waits here under its certify_id until the buyer comes back,
-- so only the buyer who started it can confirm it, and only once.
ALTER TABLE certifications DROP CONSTRAINT certifications_auth_type_check;
ALTER TABLE certifications ADD CONSTRAINT certifications_auth_type_check
  CHECK (auth_type IN ('PERSON_CERT', 'STUDENT_CERT', 'ELECTRONIC_CERT', 'FACE_CERT'));

CREATE TABLE face_checks (
  certify_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  platform text NOT NULL CHECK (platform IN ('ALIPAY')),
  real_name text NOT NULL,
  id_no text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX face_checks_user ON face_checks (user_id);
