-- Buyer analytics events (calls-errors-limits.md section 7) counted per merchant, local day, event and label:
-- the console reads totals and top labels, never single buyers, so nothing about a buyer is kept.
CREATE TABLE IF NOT EXISTS analytics_counts (
  merchant_id text NOT NULL,
  day date NOT NULL,
  event text NOT NULL,
  label text NOT NULL DEFAULT '',
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day, event, label)
);
