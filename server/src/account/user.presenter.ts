/** A buyer as the app reads it (getUserInfo): the phone masked, the birthday editable once. */
import { maskPhone } from '../../../types/rules/account-rules'
import type { UserRow } from './user.repository'
import type { LoginResult } from './account.service'

export function presentUser(u: UserRow, linkedProviders: string[] = []) {
  return {
    bizUserId: u.id,
    userId: u.id,
    countryCode: u.country_code ?? '',
    cellphone: u.cellphone ? maskPhone(u.cellphone) : '',
    email: u.email ?? '',
    emailVerified: u.email_verified,
    hasPassword: Boolean(u.password_hash),
    nickName: u.nick_name,
    avatar: u.avatar,
    gender: u.gender ?? '',
    birthday: u.birthday ?? '',
    birthdayEditable: !u.birthday_edited,
    contactType: u.contact_type,
    linkedProviders
  }
}

export function presentLogin(result: LoginResult) {
  return {
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    userId: result.userId,
    bizUserId: result.userId,
    expiresIn: result.expiresIn,
    isNewUser: result.isNewUser
  }
}
