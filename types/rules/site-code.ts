/**
 * A venue's site code (product.md "Site and city": a site opens its shows): what a buyer scans or types
 * at the venue, and what the merchant sets on the venue in the console. One rule for the app, the
 * console and the gateway: codes are compared upper-cased and trimmed, so "bl1106v1 " finds BL1106V1.
 */
export const SITE_CODE_PATTERN = '^[A-Z0-9-]{2,20}$'
const SITE_CODE = new RegExp(SITE_CODE_PATTERN)

/** The code as stored, or null when it cannot be one (empty, too long, other characters). */
export function normaliseSiteCode(raw: string): string | null {
  const code = raw.trim().toUpperCase()
  return SITE_CODE.test(code) ? code : null
}
