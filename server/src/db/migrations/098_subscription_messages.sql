-- Subscription messages (calls-errors-limits.md "mini_remind_subscribe", "find_wx_mini_app_msg_template;
-- subscribe_wx_mini_app_msg"; docs/subscription-messages.md).
--
-- message_templates: per merchant, mini-program platform and kind of message, the template id the merchant
-- picked on the platform, which template key carries each of our fields, and the page a tap opens.
CREATE TABLE message_templates (
  merchant_id text NOT NULL REFERENCES merchants (id),
  platform text NOT NULL CHECK (platform IN ('WEAPP', 'ALIPAY')),
  kind text NOT NULL CHECK (kind IN ('COUPON_TEMPLATE_EXPIRE', 'MEMBER_LEVEL_UPGRADE', 'MEMBER_BIRTHDAY')),
  template_id text NOT NULL,
  field_keys jsonb NOT NULL,
  page text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  updated_by text REFERENCES staff (id),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, platform, kind)
);

-- message_consents: one row per template the buyer accepted in the platform's dialog. A one-time
-- subscription allows one message, so a row is sent at most once: WAITING → SENDING (claimed, committed
-- before the platform is called) → SENT or FAILED. `subject` names what it was sent about (a coupon, a
-- level reached, a birthday's year): one message per subject, whatever the number of consents.
CREATE TABLE message_consents (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id),
  user_id text NOT NULL REFERENCES users (id),
  platform text NOT NULL CHECK (platform IN ('WEAPP', 'ALIPAY')),
  app_id text NOT NULL,
  open_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('COUPON_TEMPLATE_EXPIRE', 'MEMBER_LEVEL_UPGRADE', 'MEMBER_BIRTHDAY')),
  template_id text NOT NULL,
  -- COUPON_TEMPLATE_EXPIRE: the coupon templates the buyer was receiving when asked.
  coupon_template_ids text[] NOT NULL DEFAULT '{}',
  -- MEMBER_LEVEL_UPGRADE: the level held when asked (a message when a higher one is reached).
  level_id text,
  item_order_id text,
  bind_id text,
  -- The language the buyer used when asked: the message's own words are in it.
  locale text NOT NULL DEFAULT 'zh-CN',
  created_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'WAITING' CHECK (state IN ('WAITING', 'SENDING', 'SENT', 'FAILED')),
  subject text,
  claimed_at timestamptz,
  sent_at timestamptz,
  failure text,
  CHECK ((state = 'WAITING') = (subject IS NULL))
);
CREATE INDEX message_consents_waiting ON message_consents (kind, created_at, id) WHERE state = 'WAITING';
CREATE INDEX message_consents_user ON message_consents (user_id, kind) WHERE state = 'WAITING';
CREATE INDEX message_consents_merchant ON message_consents (merchant_id, kind, state);
-- One attempt per subject: two consents never announce the same coupon (or level, or birthday) twice, and a
-- send whose outcome is unknown (the platform unreachable) is not tried again under another consent.
CREATE UNIQUE INDEX message_consents_subject_once ON message_consents (kind, subject) WHERE subject IS NOT NULL;
