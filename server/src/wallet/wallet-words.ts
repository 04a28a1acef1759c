/** What the gateway says about wallet passes, in the request's language: why settings are refused, and the pass's labels. */
import type { Locale } from '../http/texts'

type Words = Record<Locale, string>

/** Why an entered certificate or key was refused (the field is named beside it). */
export type CredentialProblem =
  'PEM_UNREADABLE' | 'KEY_UNREADABLE' | 'KEY_MISMATCH' | 'NOT_YET_VALID' | 'NOT_ISSUED_BY_WWDR' | 'KEY_NOT_RSA'

const PROBLEMS: Record<CredentialProblem, Words> = {
  PEM_UNREADABLE: {
    'zh-CN': '不是可读取的 PEM 证书（仅支持 RSA 证书）',
    'zh-MO': '不是可讀取的 PEM 證書（僅支援 RSA 證書）',
    'en-US': 'is not a readable PEM certificate (RSA certificates only)'
  },
  KEY_UNREADABLE: {
    'zh-CN': '不是可读取的 RSA 私钥，或密码不正确',
    'zh-MO': '不是可讀取的 RSA 私鑰，或密碼不正確',
    'en-US': 'is not a readable RSA private key, or the passphrase is wrong'
  },
  KEY_MISMATCH: {
    'zh-CN': '与签名证书不匹配（私钥不是该证书的私钥）',
    'zh-MO': '與簽名證書不匹配（私鑰不是該證書的私鑰）',
    'en-US': "does not match the signer certificate (it is not that certificate's key)"
  },
  NOT_YET_VALID: { 'zh-CN': '尚未生效', 'zh-MO': '尚未生效', 'en-US': 'is not valid yet' },
  NOT_ISSUED_BY_WWDR: {
    'zh-CN': '不是由所填 Apple WWDR 中间证书签发的',
    'zh-MO': '不是由所填 Apple WWDR 中間證書簽發的',
    'en-US': 'was not issued by the Apple WWDR certificate entered'
  },
  KEY_NOT_RSA: {
    'zh-CN': '不是 RSA 私钥（Google 签名使用 RS256）',
    'zh-MO': '不是 RSA 私鑰（Google 簽名使用 RS256）',
    'en-US': 'is not an RSA private key (Google signs with RS256)'
  }
}

export function credentialProblem(problem: CredentialProblem, locale: Locale): string {
  return PROBLEMS[problem][locale]
}

/** The names of the entered fields as the console labels them. */
const FIELDS: Record<string, Words> = {
  signerCertPem: { 'zh-CN': '签名证书', 'zh-MO': '簽名證書', 'en-US': 'Signer certificate' },
  signerKeyPem: { 'zh-CN': '签名私钥', 'zh-MO': '簽名私鑰', 'en-US': 'Signer private key' },
  wwdrPem: { 'zh-CN': 'Apple WWDR 中间证书', 'zh-MO': 'Apple WWDR 中間證書', 'en-US': 'Apple WWDR certificate' },
  privateKeyPem: { 'zh-CN': '服务账号私钥', 'zh-MO': '服務賬號私鑰', 'en-US': 'Service account private key' }
}

export function fieldName(field: string, locale: Locale): string {
  return FIELDS[field]?.[locale] ?? field
}

export type PassLabel = 'EVENT' | 'TIME' | 'VENUE' | 'SEAT' | 'HOLDER' | 'TICKET_NUMBER' | 'ADDRESS' | 'SESSION' | 'TIER'

const LABELS: Record<PassLabel, Words> = {
  EVENT: { 'zh-CN': '演出', 'zh-MO': '演出', 'en-US': 'Event' },
  TIME: { 'zh-CN': '场次时间', 'zh-MO': '場次時間', 'en-US': 'Time' },
  VENUE: { 'zh-CN': '场馆', 'zh-MO': '場館', 'en-US': 'Venue' },
  SEAT: { 'zh-CN': '座位', 'zh-MO': '座位', 'en-US': 'Seat' },
  HOLDER: { 'zh-CN': '持票人', 'zh-MO': '持票人', 'en-US': 'Holder' },
  TICKET_NUMBER: { 'zh-CN': '票号', 'zh-MO': '票號', 'en-US': 'Ticket number' },
  ADDRESS: { 'zh-CN': '地址', 'zh-MO': '地址', 'en-US': 'Address' },
  SESSION: { 'zh-CN': '场次', 'zh-MO': '場次', 'en-US': 'Session' },
  TIER: { 'zh-CN': '票档', 'zh-MO': '票檔', 'en-US': 'Ticket type' }
}

export function passLabel(label: PassLabel, locale: Locale): string {
  return LABELS[label][locale]
}

/** Where the ticket has no seat (general admission). */
export function generalAdmission(locale: Locale): string {
  return { 'zh-CN': '自由入座', 'zh-MO': '自由入座', 'en-US': 'General admission' }[locale]
}
