/**
 * A merchant's Alipay settings: what the Alipay payment adapter and the Alipay mini-program
 * login need. Stored per merchant with the secrets encrypted at rest (payment settings); a field that is
 * missing means the method it serves is not offered.
 */
export interface AlipayCredentials {
  appId?: string
  /** Our application private key (PEM, PKCS#1 or PKCS#8) that signs requests with RSA2. */
  appPrivateKeyPem?: string
  /** Alipay's public key (PEM) that verifies responses and asynchronous notifications. */
  alipayPublicKeyPem?: string
  /**
   * The mini-program's content-encryption key (AES, base64, from the Alipay console's "接口内容加密方式"):
   * it decrypts the phone authorisation (my.getPhoneNumber) that bindPhone receives. Without it, Alipay
   * phone binding is not offered.
   */
  aesKey?: string
  /** The open API gateway, set only to reach a provider double in tests: https://openapi.alipay.com/gateway.do */
  gatewayUrl?: string
}
