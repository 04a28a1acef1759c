-- Page layouts the merchant designs (product.md section 3, "Layout"): a page is a list of components
-- (NORMAL banners and notices, USER blocks, WATERFALL show feeds), kept as one JSON document per layout.
CREATE TABLE layouts (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  page text NOT NULL CHECK (page IN ('HOME', 'TOPIC', 'TOPIC_COUPON', 'PAY_SUCCESS', 'TICKET_HOLDER', 'PERSONAL_CENTER')),
  name jsonb NOT NULL,
  title jsonb NOT NULL,
  components jsonb NOT NULL DEFAULT '[]',
  enabled boolean NOT NULL DEFAULT true,
  end_time timestamptz,
  sort int NOT NULL DEFAULT 0
);

CREATE INDEX layouts_merchant_page ON layouts (merchant_id, page, sort);
