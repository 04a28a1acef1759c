/**
 * Adding a ticket to Apple Wallet or Google Wallet (issue #17: "where the platform allows (H5)"): the
 * mini-programs can neither hand a .pkpass to Wallet nor open Google's save page, so the buttons are hidden
 * there. H5 has wallet-pass.h5.ts.
 */
export const WALLET_SUPPORTED = false

export function openApplePass(_url: string): void {
  throw new Error('unsupported')
}

export function openGoogleSave(_saveUrl: string): void {
  throw new Error('unsupported')
}
