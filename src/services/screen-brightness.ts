/**
 * Screen brightness for the full-screen entry code (ticket-code). The web cannot set it: the page only
 * asks the buyer (returns false). The mini-programs have screen-brightness.weapp.ts / .alipay.ts.
 */

/** Turns the screen up; resolves to a function that puts it back, or false where the platform cannot. */
export async function brightenScreen(): Promise<(() => void) | false> {
  return false
}
