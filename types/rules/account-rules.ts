/**
 * The account form rules of product.md section 5, in one place for both sides: the app checks them as
 * the buyer types, the gateway enforces them on every write. Pure functions, no dependencies.
 */
import { dialCode, phoneFitsArea } from './countries'

/** Section 9: "Verification code length 6". */
export const VERIFY_CODE_LENGTH = 6
/** Section 9: "Verification code resend 60 s". */
export const VERIFY_CODE_RESEND_SECONDS = 60
/** Section 5: "Detail length minimum is 12 characters" (the first dictionary's reading). */
export const ADDRESS_DETAIL_MIN = 12
export const ADDRESS_DETAIL_MAX = 100
export const NAME_MAX = 30
export const NICKNAME_MAX = 20
/** The longest email accepted (isValidEmail). */
export const EMAIL_MAX = 100
/** Section 9: "Audience list: page 30, length 50"; 50 is also the most attendees one buyer keeps. */
export const AUDIENCE_PAGE = 30
export const AUDIENCE_MAX = 50
export const CHINA_COUNTRY_CODE = '86'

/**
 * "Phone: 11 digits starting with 1" (mainland); every other area by its own rule in the countries
 * catalogue (countries.ts: Macao 8 digits from 6, Hong Kong 8 digits ...), an area it does not know 5-15 digits.
 */
export function isValidPhone(cellphone: string, countryCode: string = CHINA_COUNTRY_CODE): boolean {
  return phoneFitsArea(cellphone, countryCode)
}

/** +86, 0086 and 86 are the same area. */
export function normalizeCountryCode(countryCode: string): string {
  return dialCode(countryCode)
}

/** "Verification code: numeric, exactly 6 digits to confirm". */
export function isValidVerifyCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`).test(code)
}

/** "Email: local part of letters, digits, underscore, dash, dots; domain with at least one dot". */
export function isValidEmail(email: string): boolean {
  return /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email) && email.length <= EMAIL_MAX
}

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20

/** "Password: 8-20 characters with at least 3 of uppercase, lowercase, digits and special symbols". */
export function isValidPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || /\s/.test(password)) return false
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length
  return classes >= 3
}

/** Real-name form: "10 digits, 18 digits, or 17 digits plus a digit or X/x". */
export function isRealNameIdFormat(idNo: string): boolean {
  return /^(\d{10}|\d{17}[\dXx])$/.test(idNo)
}

export type Gender = 'MAN' | 'WOMAN'

export interface IdCardFacts {
  /** YYYY-MM-DD */
  birthday: string
  gender: Gender
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

/** The GB 11643 check character of an 18-character mainland ID. */
export function idCardChecksumOk(idNo: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(idNo)) return false
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(idNo[i]), 0)
  return ID_CHECK[sum % 11] === idNo[17].toUpperCase()
}

/**
 * "18 characters give birth date (positions 7-14) and gender (odd 17th digit is MAN, else WOMAN)";
 * undefined when the number is not a real 18-character ID (bad date or check character).
 */
export function idCardFacts(idNo: string): IdCardFacts | undefined {
  if (!idCardChecksumOk(idNo)) return undefined
  const y = Number(idNo.slice(6, 10))
  const m = Number(idNo.slice(10, 12))
  const d = Number(idNo.slice(12, 14))
  const date = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined
  return {
    birthday: `${idNo.slice(6, 10)}-${idNo.slice(10, 12)}-${idNo.slice(12, 14)}`,
    gender: Number(idNo[16]) % 2 === 1 ? 'MAN' : 'WOMAN'
  }
}

export const ID_TYPES = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT'] as const
export type IdType = (typeof ID_TYPES)[number]

/** Attendee ID numbers by type: a real mainland ID, or the document's number format. */
export function isValidIdNo(idType: IdType, idNo: string): boolean {
  switch (idType) {
    case 'ID_CARD':
      return idCardFacts(idNo) !== undefined
    case 'PASSPORT':
      return /^[A-Za-z0-9]{5,17}$/.test(idNo)
    case 'HK_MACAU_PERMIT':
      return /^[HMhm]\d{8,10}$/.test(idNo)
    case 'TAIWAN_PERMIT':
      return /^\d{8}$|^\d{10}$/.test(idNo)
  }
}

/** A person's name on a ticket or a certificate: required, at most 30 characters. */
export function isValidPersonName(name: string): boolean {
  const trimmed = name.trim()
  return trimmed.length > 0 && trimmed.length <= NAME_MAX
}

export function isValidAddressDetail(detail: string): boolean {
  const length = detail.trim().length
  return length >= ADDRESS_DETAIL_MIN && length <= ADDRESS_DETAIL_MAX
}

/** 138****0000: how a phone is shown back to its owner. */
export function maskPhone(cellphone: string): string {
  return cellphone.length >= 7 ? `${cellphone.slice(0, 3)}****${cellphone.slice(-4)}` : cellphone
}

/** Whole years from a YYYY-MM-DD birthday to a YYYY-MM-DD day (the age limits of a seat plan or show). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** An ID number as shown back: 3101**********1234. */
export function maskIdNo(idNo: string): string {
  return idNo.length > 8 ? `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}` : idNo
}

/** The age an attendee must reach: the stricter of the show's limit and its seat plans' (0: none). */
export function effectiveMinAge(showMinAge: number | null | undefined, planMinAges: ReadonlyArray<number | null | undefined> = []): number {
  return Math.max(showMinAge ?? 0, ...planMinAges.map((a) => a ?? 0))
}
