/** The request layer's view of the session, on top of local storage (session-store.ts). */
import type { SessionPort } from './reply-ports'
import { accessToken, clearSession, currentUserId, refreshToken, saveTokens } from '../../session/session-store'
import { STORAGE_KEYS, parseString, readStored, writeStored } from '../../storage/storage'
import { resetRiskStore } from './risk-store'
import { store } from '../../store/store'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'

/** "Logout clears tokens, ids, email and country code", and the risk stores with them. */
export function endLocalSession(): void {
  clearSession()
  resetRiskStore()
}

export function createSessionPort(): SessionPort {
  return {
    accessToken,
    refreshToken,
    userId: currentUserId,
    privilegeToken: () => readStored(STORAGE_KEYS.privilegeToken, parseString, undefined),
    saveTokens,
    logout: endLocalSession,
    clearLocalData: clearSession,
    saveBackMode: (mode) => writeStored(STORAGE_KEYS.backMode, mode),
    shopStatus: () => store.get(shopConfigAtom).shopStatus
  }
}
