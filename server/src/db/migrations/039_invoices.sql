-- Invoices (issue #17 "Invoices"; product.md "Invoice" entity and states; types/rules/invoice-rules.ts).
-- One row per application; a REJECTED one is re-applied in place (back to APPLYING with the new details),
-- so an order has one history row per invoice it was ever meant to get. The order's one live invoice
-- (APPLYING or SUCCESS) is the partial unique index: two applications racing, one wins.
CREATE TABLE invoices (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  order_id text NOT NULL REFERENCES orders (id),
  state text NOT NULL CHECK (state IN ('APPLYING', 'REJECTED', 'SUCCESS', 'CANCELLED')),
  invoice_type text NOT NULL CHECK (invoice_type IN ('VAT_E_ORDINARY', 'VAT_E_ORDINARY_PAPER')),
  title_type text NOT NULL CHECK (title_type IN ('INDIVIDUAL_OR_INSTITUTION', 'ENTERPRISE')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  taxpayer_id text NOT NULL DEFAULT '',
  bank_name text NOT NULL DEFAULT '',
  bank_account text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  phone_no text NOT NULL DEFAULT '',
  content_type text NOT NULL DEFAULT 'TICKET' CHECK (content_type IN ('TICKET', 'CULTURAL_SERVICE')),
  -- Worked out when applied (invoice-rules.ts invoiceAmountFen), in fen.
  amount_fen int NOT NULL CHECK (amount_fen > 0),
  -- A paper invoice's delivery address: a copy of the buyer's address when applied (he may edit it later).
  delivery_address jsonb,
  apply_time timestamptz NOT NULL,
  reject_reason text NOT NULL DEFAULT '',
  -- BUYER (cancelled while applying) or ORDER_REFUNDED (cancelInvoicesOfOrder).
  cancel_reason text NOT NULL DEFAULT '',
  -- How it was issued: PDF (uploaded; pdf_key in invoice_files), LINK (number and https link), PAPER (sent).
  issue_kind text CHECK (issue_kind IN ('PDF', 'LINK', 'PAPER')),
  invoice_no text NOT NULL DEFAULT '',
  pdf_key text,
  link_url text NOT NULL DEFAULT '',
  express_company text NOT NULL DEFAULT '',
  express_no text NOT NULL DEFAULT '',
  express_tel text NOT NULL DEFAULT '',
  decided_by text REFERENCES staff (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT invoices_enterprise_taxpayer CHECK (title_type <> 'ENTERPRISE' OR taxpayer_id <> ''),
  CONSTRAINT invoices_paper_address CHECK (invoice_type <> 'VAT_E_ORDINARY_PAPER' OR delivery_address IS NOT NULL),
  CONSTRAINT invoices_issued_how CHECK (state <> 'SUCCESS' OR issue_kind IS NOT NULL)
);

CREATE UNIQUE INDEX invoices_one_live ON invoices (order_id) WHERE state IN ('APPLYING', 'SUCCESS');
CREATE INDEX invoices_user ON invoices (user_id, created_at DESC);
CREATE INDEX invoices_merchant_state ON invoices (merchant_id, state, apply_time DESC);
CREATE INDEX invoices_order ON invoices (order_id);

-- Issued PDFs, named by their content's hash like posters, but kept apart from uploads: the uploads are
-- served to anyone at /pub/v1/uploads, an invoice only to its buyer (a signed, short-lived link) and staff.
CREATE TABLE invoice_files (
  key text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  staff_id text REFERENCES staff (id),
  size int NOT NULL,
  body bytea NOT NULL,
  created_at timestamptz NOT NULL
);
