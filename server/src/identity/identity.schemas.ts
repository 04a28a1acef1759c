/**
 * The inputs of the third-party login and binding routes (calls-errors-limits.md section 7), defined
 * once: the JSON schema Fastify validates and, through Static, the types the routes and the service read.
 */
import { Str, OneOf, Type, type Static } from '../http/schema'
import { VERIFY_CODE_LENGTH } from '../../../types/rules/account-rules'

/** A JWT from Google or Apple (a few kilobytes at most). */
const IdToken = Str(8192, { minLength: 1 })
/** The raw nonce the app made; the provider saw its SHA-256 (id-token-verifier.ts). */
const Nonce = Str(128, { minLength: 16 })
const VerifyCode = Str(VERIFY_CODE_LENGTH * 2, { minLength: 1 })

export const GoogleLoginBody = Type.Object({
  credential: IdToken,
  googleCsrfToken: Type.Optional(Str(200, { minLength: 1 })),
  nonce: Type.Optional(Nonce)
})
export type GoogleLoginBody = Static<typeof GoogleLoginBody>

export const AppleLoginBody = Type.Object({
  identityToken: IdToken,
  nonce: Type.Optional(Nonce)
})
export type AppleLoginBody = Static<typeof AppleLoginBody>

export const PartnerLoginBody = Type.Object({
  authCode: Str(2048, { minLength: 1 }),
  channelCode: Str(40, { minLength: 1 })
})
export type PartnerLoginBody = Static<typeof PartnerLoginBody>

export const MINI_PLATFORMS = ['WEAPP', 'ALIPAY'] as const

export const MiniLoginBody = Type.Object({
  code: Str(200, { minLength: 1 }),
  platform: OneOf(MINI_PLATFORMS)
})
export type MiniLoginBody = Static<typeof MiniLoginBody>

/**
 * preLogin: the platform and its login code (wx.login / my.getAuthCode). Optional in the schema so a web
 * caller hears "h5 not support" first.
 */
export const PreLoginBody = Type.Object({
  platform: Type.Optional(OneOf(MINI_PLATFORMS)),
  code: Type.Optional(Str(200, { minLength: 1 }))
})
export type PreLoginBody = Static<typeof PreLoginBody>

/**
 * bindPhone: the platform and its phone proof: WeChat's phone-number button code, or Alipay's
 * my.getPhoneNumber response JSON as given (signed and encrypted, alipay-phone.ts; well under 4 KB).
 */
export const BindPhoneBody = Type.Object({
  platform: Type.Optional(OneOf(MINI_PLATFORMS)),
  phoneCode: Type.Optional(Str(4096, { minLength: 1 }))
})
export type BindPhoneBody = Static<typeof BindPhoneBody>

/** The wxauth page: the code WeChat's OAuth redirect gave it (snsapi_base). */
export const WxAuthBody = Type.Object({ code: Str(200, { minLength: 1 }) })
export type WxAuthBody = Static<typeof WxAuthBody>

const bindFields = {
  bindType: OneOf(['EMAIL', 'CELLPHONE'] as const),
  emailBindParam: Type.Optional(
    Type.Object({
      email: Str(100, { minLength: 1 }),
      password: Type.Optional(Str(64, { minLength: 1 })),
      verifyCode: Type.Optional(VerifyCode)
    })
  ),
  cellphoneBindParam: Type.Optional(
    Type.Object({
      cellphone: Str(20, { minLength: 1 }),
      countryCode: Type.Optional(Str(6)),
      verifyCode: VerifyCode
    })
  )
}

/** `bind` without a login: a third-party login waiting for the account it belongs to (bindToken). */
export const PendingBindBody = Type.Object({ ...bindFields, bindToken: Str(200, { minLength: 1 }) })
export type PendingBindBody = Static<typeof PendingBindBody>
/** `bind` by a logged-in buyer: a phone or email added to their own account. */
export const OwnBindBody = Type.Object({ ...bindFields, bindToken: Type.Optional(Str(200, { minLength: 1 })) })
export type OwnBindBody = Static<typeof OwnBindBody>
/** What the service's bind reads: either body (a pending binding carries its token). */
export type BindRequest = OwnBindBody

export const PartnerCodeQuery = Type.Object({
  channelCode: Str(40, { minLength: 1 }),
  uid: Str(64, { minLength: 1 }),
  nickName: Type.Optional(Str(40, { minLength: 1 }))
})
export type PartnerCodeQuery = Static<typeof PartnerCodeQuery>
