/** Logging out from the app: tell the gateway (best effort), then "logout clears tokens, ids, email and country code". */
import { logout as logoutCall } from '../services/user-api'
import { clearSession } from './session-store'
import { resetRiskStore } from '../services/request/risk-store'

export async function logoutEverywhere(): Promise<void> {
  try {
    await logoutCall()
  } catch {
    // An expired or revoked login is logged out already; the local session goes either way.
  }
  clearSession()
  resetRiskStore()
}
