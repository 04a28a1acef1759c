/**
 * The account routes' inputs, each defined once: the TypeBox schema Fastify validates and, through
 * `Static`, the type the handler reads. Limits come from the shared rules where one exists; where the
 * schema is looser than the rule (a password, a nickname with spaces around it) it is on purpose, so the
 * service answers the rule's own translated message rather than a bare invalid-parameter.
 */
import { DateOnly, OneOf, Str, Type, type Static } from '../http/schema'
import { EMAIL_MAX, NICKNAME_MAX, VERIFY_CODE_LENGTH } from '../../../types/rules/account-rules'
import { CAPTCHA_LENGTH } from './captcha-image'
import { CAPTCHA_SCOPES } from '../../../types/api/user-calls'

/** Room beyond the rule's 20 characters: a longer password gets PASSWORD_RULE (or LOGIN_FAILED), not a schema error. */
const PASSWORD_INPUT_MAX = 64

const Email = Str(EMAIL_MAX, { minLength: 1 })
const Password = Str(PASSWORD_INPUT_MAX, { minLength: 1 })
const VerifyCode = Str(VERIFY_CODE_LENGTH * 2, { minLength: 1 })
const Cellphone = Str(20, { minLength: 1 })
const CountryCode = Str(6, { default: '86', description: 'area code, default 86' })

const CaptchaId = Str(40, { minLength: 1 })
const CaptchaCode = Str(CAPTCHA_LENGTH * 2, { minLength: 1 })
const CaptchaScopeField = OneOf(CAPTCHA_SCOPES, { default: 'LOGIN' })

export const SmsCodeBody = Type.Object({
  cellphone: Cellphone,
  countryCode: CountryCode,
  captchaToken: Type.Optional(Str(100, { minLength: 1, description: 'from POST captcha/check; else captchaId and captchaCode' })),
  captchaId: Type.Optional(CaptchaId),
  captchaCode: Type.Optional(CaptchaCode),
  purpose: Type.Optional(OneOf(['LOGIN', 'BIND'] as const, { default: 'LOGIN' }))
})
export type SmsCodeBody = Static<typeof SmsCodeBody>

export const PhoneLoginBody = Type.Object({ cellphone: Cellphone, countryCode: CountryCode, verifyCode: VerifyCode })
export type PhoneLoginBody = Static<typeof PhoneLoginBody>

export const EmailPasswordBody = Type.Object({ email: Email, password: Password })
export type EmailPasswordBody = Static<typeof EmailPasswordBody>

export const EmailBody = Type.Object({ email: Email })
export type EmailBody = Static<typeof EmailBody>

export const EmailCodeBody = Type.Object({ email: Email, verifyCode: VerifyCode })
export type EmailCodeBody = Static<typeof EmailCodeBody>

export const SetPasswordBody = Type.Object({ email: Email, verifyCode: VerifyCode, password: Password })
export type SetPasswordBody = Static<typeof SetPasswordBody>

export const ChangePasswordBody = Type.Object({ oldPassword: Password, newPassword: Password })
export type ChangePasswordBody = Static<typeof ChangePasswordBody>

export const RefreshTokenBody = Type.Object({ refreshToken: Str(200, { minLength: 1 }) })
export type RefreshTokenBody = Static<typeof RefreshTokenBody>

export const ProfileBody = Type.Object({
  // Twice the rule: the service trims, then checks NICKNAME_MAX with its own message.
  nickName: Type.Optional(Str(NICKNAME_MAX * 2)),
  gender: Type.Optional(OneOf(['MAN', 'WOMAN'] as const)),
  birthday: Type.Optional(DateOnly()),
  contactType: Type.Optional(OneOf(['PHONE', 'EMAIL'] as const)),
  avatar: Type.Optional(Str(300, { pattern: '^/pub/' }))
})
export type ProfileBody = Static<typeof ProfileBody>

export const OutboxQuery = Type.Object({ recipient: Type.Optional(Str(120)) })
export type OutboxQuery = Static<typeof OutboxQuery>

export const CaptchaParams = Type.Object({ captchaId: Str(40, { minLength: 1 }) })
export type CaptchaParams = Static<typeof CaptchaParams>

// Open to the fields the request layer adds to every body (as the other account bodies are).
export const CaptchaRecordBody = Type.Object({ scope: CaptchaScopeField })
export type CaptchaRecordBody = Static<typeof CaptchaRecordBody>

export const CaptchaCheckBody = Type.Object({ captchaId: CaptchaId, captchaCode: CaptchaCode, scope: CaptchaScopeField })
export type CaptchaCheckBody = Static<typeof CaptchaCheckBody>
