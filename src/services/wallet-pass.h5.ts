/**
 * Adding a ticket to a wallet on H5: Safari hands a .pkpass it navigates to (served as
 * application/vnd.apple.pkpass from the gateway's short-lived link, no access-token needed) to Wallet; the
 * Google save link opens Google's page in a new tab (or this one, when a pop-up blocker refuses the tab).
 */
import { assetUrl } from './asset-url'
import { openInNewTab } from './open-new-tab.h5'

export const WALLET_SUPPORTED = true

export function openApplePass(url: string): void {
  window.location.assign(assetUrl(url))
}

export function openGoogleSave(saveUrl: string): void {
  openInNewTab(saveUrl)
}
