/**
 * What a merchant may store as its WeChat and Alipay settings, checked before anything is sealed: the
 * shapes of wechat-credentials.ts and alipay-credentials.ts (which the adapters read) as TypeBox
 * schemas, no other field, bounded strings. The two assignments at the end keep schema and interface equal.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Str } from '../http/schema'
import type { WechatCredentials } from './wechat-credentials'
import type { AlipayCredentials } from './alipay-credentials'

export type SettingsPlatform = 'WECHAT' | 'ALIPAY'
export const SETTINGS_PLATFORMS: readonly SettingsPlatform[] = ['WECHAT', 'ALIPAY']

const AppId = Str(64, { minLength: 1, pattern: '^[A-Za-z0-9_-]+$' })
const Secret = Str(256, { minLength: 1 })
const Pem = Str(8192, { minLength: 1, pattern: '-----BEGIN [A-Z ]+-----' })
const BaseUrl = Str(300, { pattern: '^https?://[^\\s?#]+$' })

export const WechatSettings = Type.Object(
  {
    miniAppId: Type.Optional(AppId),
    miniAppSecret: Type.Optional(Secret),
    officialAppId: Type.Optional(AppId),
    officialAppSecret: Type.Optional(Secret),
    mchId: Type.Optional(Str(32, { minLength: 1, pattern: '^[0-9]+$' })),
    mchSerialNo: Type.Optional(Str(64, { minLength: 1, pattern: '^[0-9A-Fa-f]+$' })),
    mchPrivateKeyPem: Type.Optional(Pem),
    // WeChat Pay's APIv3 key is 32 characters, the AES-256 key of the notifications' resource.
    apiV3Key: Type.Optional(Str(32, { minLength: 32 })),
    platformPublicKeys: Type.Optional(
      Type.Array(Type.Object({ serial: Str(64, { minLength: 1 }), publicKeyPem: Pem }, { additionalProperties: false }), { maxItems: 10 })
    ),
    payBaseUrl: Type.Optional(BaseUrl),
    apiBaseUrl: Type.Optional(BaseUrl)
  },
  { additionalProperties: false }
)

export const AlipaySettings = Type.Object(
  {
    appId: Type.Optional(AppId),
    appPrivateKeyPem: Type.Optional(Pem),
    alipayPublicKeyPem: Type.Optional(Pem),
    // AES-128/192/256 in base64: 24, 32 or 44 characters.
    aesKey: Type.Optional(Str(44, { minLength: 24, pattern: '^[A-Za-z0-9+/]+={0,2}$' })),
    gatewayUrl: Type.Optional(BaseUrl)
  },
  { additionalProperties: false }
)

export const SETTINGS_SCHEMAS = { WECHAT: WechatSettings, ALIPAY: AlipaySettings } as const

/** The credentials each platform's settings hold. */
export interface PlatformCredentials {
  WECHAT: WechatCredentials
  ALIPAY: AlipayCredentials
}

/**
 * The fields that only point an adapter at a protocol double in tests (another host than the platform's):
 * read outside production only; in production the adapters always call the platforms' own hosts.
 */
export const TEST_DOUBLE_HOSTS: { [P in SettingsPlatform]: ReadonlyArray<keyof PlatformCredentials[P]> } = {
  WECHAT: ['payBaseUrl', 'apiBaseUrl'],
  ALIPAY: ['gatewayUrl']
}

/** The fields that are secret: never shown back, only whether they are set (PaymentSettingsService.describe). */
export const SECRET_FIELDS: { [P in SettingsPlatform]: ReadonlyArray<keyof PlatformCredentials[P]> } = {
  WECHAT: ['miniAppSecret', 'officialAppSecret', 'mchPrivateKeyPem', 'apiV3Key'],
  ALIPAY: ['appPrivateKeyPem', 'aesKey']
}

// Schema and interface hold the same fields both ways.
const wechatBothWays: [(v: Static<typeof WechatSettings>) => WechatCredentials, (v: WechatCredentials) => Static<typeof WechatSettings>] = [
  (v) => v,
  (v) => v
]
const alipayBothWays: [(v: Static<typeof AlipaySettings>) => AlipayCredentials, (v: AlipayCredentials) => Static<typeof AlipaySettings>] = [
  (v) => v,
  (v) => v
]
void wechatBothWays
void alipayBothWays
