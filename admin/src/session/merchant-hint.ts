/**
 * The merchant the console signs in to. Each merchant adds its own staff, so one email may be staff at
 * several merchants with a password each; a login names its merchant rather than leaving the gateway to
 * pick (types/api/staff.ts LoginRequest). The merchant comes from the console's link
 * (`/admin/login?merchant=<id>`, as merchant:create prints it), kept on this browser so a later visit to
 * plain `/admin` still names it, and is replaced by the merchant last signed in to.
 */

import { CONSOLE_MERCHANT_PARAM } from '../../../types/api/staff'

/** What the hint needs of localStorage; tests pass a Map-backed one. */
export interface HintStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

const KEY = 'sd_console_merchant'
/** As the gateway takes a login's merchantId: no spaces, no path characters. */
const MERCHANT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/

function browserStore(): HintStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage refused (a locked-down browser): the merchant is then typed in each time.
    return undefined
  }
}

/** Keeps the merchant the link names (`?merchant=`), when it names a well-formed one. */
export function keepLinkedMerchant(search: string, store: HintStore | undefined = browserStore()): void {
  const id = new URLSearchParams(search).get(CONSOLE_MERCHANT_PARAM)?.trim()
  if (id && MERCHANT_ID.test(id)) rememberMerchant(id, store)
}

/** The merchant kept on this browser, if any. */
export function keptMerchant(store: HintStore | undefined = browserStore()): string | undefined {
  try {
    return store?.getItem(KEY) || undefined
  } catch {
    return undefined
  }
}

export function rememberMerchant(id: string, store: HintStore | undefined = browserStore()): void {
  try {
    store?.setItem(KEY, id)
  } catch {
    // Quota or privacy mode: nothing kept, the login page asks again.
  }
}
