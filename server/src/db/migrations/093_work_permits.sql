-- Work permits (issue #33 "Venue services", product.md "work-permit: login, apply, records, success" and
-- "A separate work-permit login exists"). Crew, vendors and press are not buyers: they log in by phone
-- and SMS code as a work-permit applicant (no users row, no buyer session), apply for a show's permit
-- with their ID and photo, and the merchant approves or rejects with a reason. An approved permit is a
-- signed code the staff door admits once per merchant-local day.
CREATE TABLE work_permit_applicants (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  country_code text NOT NULL,
  cellphone text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (merchant_id, country_code, cellphone)
);

CREATE TABLE work_permits (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  applicant_id text NOT NULL REFERENCES work_permit_applicants (id),
  show_id text NOT NULL REFERENCES shows (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
  id_type text NOT NULL CHECK (id_type IN ('ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT')),
  id_number text NOT NULL,
  country_code text NOT NULL,
  cellphone text NOT NULL,
  company text NOT NULL CHECK (length(company) BETWEEN 1 AND 60),
  role text NOT NULL CHECK (role IN ('CREW', 'VENDOR', 'PRESS')),
  photo_url text NOT NULL CHECK (photo_url <> ''),
  state text NOT NULL CHECK (state IN ('APPLIED', 'APPROVED', 'REJECTED', 'WITHDRAWN')),
  -- The merchant's reason, required for a rejection.
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by text REFERENCES staff (id),
  CHECK (state <> 'REJECTED' OR reason <> '')
);
CREATE INDEX work_permits_applicant ON work_permits (applicant_id, created_at DESC);
CREATE INDEX work_permits_queue ON work_permits (merchant_id, state, created_at);
-- One live application per person (ID number) per show: a second tap, or a second phone, is refused by
-- this index, not by a read first. A rejected or withdrawn one may be followed by a new application.
CREATE UNIQUE INDEX work_permits_one_live ON work_permits (show_id, id_type, id_number) WHERE state IN ('APPLIED', 'APPROVED');

-- Admissions at the staff door: the primary key lets a permit in once per merchant-local day, so two
-- doors scanning the same code at once admit it once.
CREATE TABLE work_permit_admissions (
  permit_id text NOT NULL REFERENCES work_permits (id),
  day date NOT NULL,
  admitted_at timestamptz NOT NULL,
  staff_id text NOT NULL REFERENCES staff (id),
  PRIMARY KEY (permit_id, day)
);

-- The applicant's photo goes through the upload flow (server/src/upload/) under the applicant, who is no user.
ALTER TABLE uploads ADD COLUMN work_permit_applicant_id text REFERENCES work_permit_applicants (id);
ALTER TABLE uploads DROP CONSTRAINT uploads_owner;
ALTER TABLE uploads ADD CONSTRAINT uploads_owner
  CHECK (user_id IS NOT NULL OR staff_id IS NOT NULL OR work_permit_applicant_id IS NOT NULL);
