/** The console's wallet pass settings calls (types/api/wallet.ts ADMIN_WALLET_PATHS under ADMIN_API; owner only). */
import { ADMIN_API } from '../../../types/api/staff'
import { ADMIN_WALLET_PATHS, type AdminWalletSettings, type AppleWalletInput, type GoogleWalletInput } from '../../../types/api/wallet'
import { adminGet, adminSend } from './admin-client'

export const walletSettings = () => adminGet<AdminWalletSettings>(`${ADMIN_API}${ADMIN_WALLET_PATHS.settings}`)
export const saveAppleWallet = (input: AppleWalletInput) =>
  adminSend<AdminWalletSettings>('PUT', `${ADMIN_API}${ADMIN_WALLET_PATHS.apple}`, input)
export const saveGoogleWallet = (input: GoogleWalletInput) =>
  adminSend<AdminWalletSettings>('PUT', `${ADMIN_API}${ADMIN_WALLET_PATHS.google}`, input)
export const removeWallet = (wallet: 'apple' | 'google') =>
  adminSend<AdminWalletSettings>('DELETE', `${ADMIN_API}${ADMIN_WALLET_PATHS[wallet]}`)
