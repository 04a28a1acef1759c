/**
 * Local storage through parsers: a stored value is never trusted raw. A value that does not parse reads
 * as the default, and storage failures (quota, private mode) never break a page.
 */
import Taro from '@tarojs/taro'

export const STORAGE_KEYS = {
  locale: 'sd.locale',
  themeSetting: 'sd.themeSetting',
  userId: 'sd.userId',
  accessToken: 'sd.accessToken',
  refreshToken: 'sd.refreshToken',
  email: 'sd.email',
  countryCode: 'sd.countryCode',
  privilegeToken: 'sd.privilegeToken',
  backMode: 'sd.backMode',
  channelId: 'sd.channelId',
  /** The distributor id from a launch or a scanned code, with its save time (distributor.ts; kept 7 days). */
  distributor: 'sd.distributor',
  searchHistory: 'sd.searchHistory',
  city: 'sd.city',
  recentCities: 'sd.recentCities',
  voucherCache: 'sd.voucherCache',
  /** The payment product last paid with (the payment flow's "current product"). */
  lastPayment: 'sd.lastPayment',
  /** The WeChat openid from wxauth with the time it was obtained (JSAPI pay; valid 24 h). */
  openId: 'sd.openId',
  /** The state of a WeChat authorisation under way (checked when wxauth receives the code). */
  wxauthState: 'sd.wxauthState',
  /** The buyer's tickets' code secrets, for the rotating entry code offline (ticket-keys.ts). */
  ticketKeys: 'sd.ticketKeys',
  /** The announcements read on this device (product.md "Local storage": notice-read records; notice-reads.ts). */
  noticeReads: 'sd.noticeReads',
  /** The work-permit login (its own token, never the buyer's): { token, expiresAt } (work-permit-session.ts). */
  workPermitToken: 'sd.workPermitToken',
  /** The merchant's copywriting overrides last fetched (locales/i18n.ts), shown from the next launch's first frame. */
  copywriting: 'sd.copywriting',
  /** The latest version whose update notice the buyer closed (update-check.ts): told once per version. */
  updateNoticeSeen: 'sd.updateSeen',
  /** The buyer closed the official-account follow card (product.md: "Closing it stores a local hidden flag"). */
  followHidden: 'sd.oaHidden'
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export function readStored<T>(key: StorageKey, parse: (raw: unknown) => T | undefined, fallback: T): T {
  try {
    const raw: unknown = Taro.getStorageSync(key)
    if (raw === '' || raw === undefined || raw === null) return fallback
    return parse(raw) ?? fallback
  } catch {
    return fallback
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    Taro.setStorageSync(key, value)
  } catch (error) {
    console.warn(`[storage] could not write ${key}`, error)
  }
}

export function removeStored(key: StorageKey): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // nothing stored is as good as removed
  }
}

export const parseString = (raw: unknown): string | undefined =>
  typeof raw === 'string' && raw !== 'undefined' && raw !== 'null' ? raw : undefined

export const parseStringList = (raw: unknown): string[] | undefined =>
  Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : undefined
