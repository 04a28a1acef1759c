/**
 * The buyer's session in local storage (product.md section 4, "Login state and tokens"): tokens, user
 * id, email and country code. Login state is derived from the stored user id (userIdAtom).
 */
import { store } from '../store/store'
import { userIdAtom } from './session-atoms'
import { STORAGE_KEYS, parseString, readStored, removeStored, writeStored } from '../storage/storage'
import { decodeBase64Utf8 } from '../../types/rules/base64'
import { clearVoucherCache } from '../services/request/voucher-cache'
import { clearTicketKeys } from '../services/ticket-keys'

export function accessToken(): string | undefined {
  return readStored(STORAGE_KEYS.accessToken, parseString, undefined)
}

export function refreshToken(): string | undefined {
  return readStored(STORAGE_KEYS.refreshToken, parseString, undefined)
}

export interface ReplyTokens {
  accessToken?: unknown
  refreshToken?: unknown
  userId?: unknown
  bizUserId?: unknown
}

/** Stores whatever tokens a reply carries (section 7: "access and refresh tokens in the reply data are stored"). */
export function saveTokens(tokens: ReplyTokens): void {
  if (typeof tokens.accessToken === 'string' && tokens.accessToken) writeStored(STORAGE_KEYS.accessToken, tokens.accessToken)
  if (typeof tokens.refreshToken === 'string' && tokens.refreshToken) writeStored(STORAGE_KEYS.refreshToken, tokens.refreshToken)
  const userId = tokens.userId ?? tokens.bizUserId
  if ((typeof userId === 'string' && userId) || typeof userId === 'number') {
    writeStored(STORAGE_KEYS.userId, String(userId))
    store.set(userIdAtom, String(userId))
  }
}

/**
 * "Logout clears tokens, ids, email and country code", and the buyer's kept tickets and vouchers (the
 * fallback cache) and their tickets' code secrets, so the next person on this phone does not see them.
 */
export function clearSession(): void {
  // The privilege token too: it is bound to the buyer, so it is of no use to the next one.
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.email,
    STORAGE_KEYS.countryCode,
    STORAGE_KEYS.privilegeToken
  ]) {
    removeStored(key)
  }
  clearVoucherCache()
  clearTicketKeys()
  store.set(userIdAtom, undefined)
}

/** "Tokens are valid while their exp is in the future." A token that is not a JWT has no exp to check. */
export function tokenIsValid(token: string | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return false
  const parts = token.split('.')
  if (parts.length !== 3) return true
  const payload = decodeBase64Utf8(parts[1])
  if (payload === undefined) return false
  try {
    const exp = (JSON.parse(payload) as { exp?: unknown }).exp
    return typeof exp !== 'number' || exp * 1000 > nowMs
  } catch {
    return false
  }
}
