-- The WeChat official account's open id of a buyer (issue #15): got by the wxauth OAuth page inside
-- WeChat's browser and kept with the buyer, so JSAPI pay can name the payer.

ALTER TABLE user_identities DROP CONSTRAINT user_identities_provider_check;
ALTER TABLE user_identities ADD CONSTRAINT user_identities_provider_check
  CHECK (provider IN ('GOOGLE', 'APPLE', 'WEAPP', 'ALIPAY', 'PARTNER', 'WX_OFFICIAL'));
