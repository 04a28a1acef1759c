/** The request layer's view of the session, on top of local storage (session-store.ts). */
import type { SessionPort } from './reply-ports'
import { accessToken, clearSession, refreshToken, saveTokens } from '../../session/session-store'
import { STORAGE_KEYS, parseString, readStored, writeStored } from '../../storage/storage'
import { store } from '../../store/store'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'

/**
 * "Logout clears tokens, ids, email and country code". The buying proofs need no clearing: they live
 * only in the confirm-order page that fetched them (show-api.ts buyingProofs).
 */
export function endLocalSession(): void {
  clearSession()
}

export function createSessionPort(): SessionPort {
  return {
    accessToken,
    refreshToken,
    privilegeToken: () => readStored(STORAGE_KEYS.privilegeToken, parseString, undefined),
    saveTokens,
    logout: endLocalSession,
    clearLocalData: clearSession,
    saveBackMode: (mode) => writeStored(STORAGE_KEYS.backMode, mode),
    shopStatus: () => store.get(shopConfigAtom).shopStatus,
    userId: () => readStored(STORAGE_KEYS.userId, parseString, undefined)
  }
}
