/** Logging out from the app: tell the gateway (best effort), then "logout clears tokens, ids, email and country code". */
import { logout as logoutCall } from '../services/user-api'
import { endLocalSession } from '../services/request/session-port'

export async function logoutEverywhere(): Promise<void> {
  try {
    await logoutCall()
  } catch {
    // An expired or revoked login is logged out already; the local session goes either way.
  }
  endLocalSession()
}
