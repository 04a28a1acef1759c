-- Rush admission reads a tier's orders (the idempotency keys that won it) when it first sees the tier.
CREATE INDEX order_items_tier ON order_items (tier_id);
