/**
 * A merchant's WeChat settings: what the WeChat Pay API v3 adapter and the WeChat login
 * exchanges need. Stored per merchant with the secrets encrypted at rest (payment settings); a field that is
 * missing means the method it serves is not offered.
 */
export interface WechatCredentials {
  /** The mini-program's app id and secret (jscode2session, phone number, mini-program pay). */
  miniAppId?: string
  miniAppSecret?: string
  /** The official account's app id and secret (the wxauth OAuth page and JSAPI pay in WeChat's browser). */
  officialAppId?: string
  officialAppSecret?: string
  /** WeChat Pay merchant: mch id, the serial number of our API certificate and its private key (PEM). */
  mchId?: string
  mchSerialNo?: string
  mchPrivateKeyPem?: string
  /** The APIv3 key (32 characters) that notifications' `resource` is encrypted with. */
  apiV3Key?: string
  /** WeChat Pay platform certificates' public keys by serial (Wechatpay-Serial), PEM. */
  platformPublicKeys?: { serial: string; publicKeyPem: string }[]
  /** Base URLs, set only to reach a provider double in tests: https://api.mch.weixin.qq.com, https://api.weixin.qq.com. */
  payBaseUrl?: string
  apiBaseUrl?: string
}
