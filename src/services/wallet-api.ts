/** The buyer's wallet pass calls (types/api/wallet.ts WALLET_PATHS); pages never build these URLs. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { WALLET_PATHS, walletPath, type GoogleWalletSave, type WalletPassLink } from '../../types/api/wallet'

/** A 10-minute link to the ticket's .pkpass (relative to the gateway). */
export function appleWalletLink(ticketId: string) {
  return api().request<WalletPassLink>({ path: walletPath(WALLET_PATHS.appleLink, { ticketId }), importance: IMPORTANCE.high })
}

/** The "Save to Google Wallet" link. */
export function googleWalletSave(ticketId: string) {
  return api().request<GoogleWalletSave>({ path: walletPath(WALLET_PATHS.google, { ticketId }), importance: IMPORTANCE.high })
}
