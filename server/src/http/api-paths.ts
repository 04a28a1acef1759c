/**
 * Which request paths are the gateway's own calls (API, images, uploads, tools) rather than a storefront
 * page or file: the H5 server never falls back to index.html for them, and the rate limits meter them.
 */
export const API_PREFIXES = [
  '/home/',
  '/show/',
  '/buyer/',
  '/user/',
  '/trade/',
  '/acs/',
  '/fulfill/',
  '/pub/',
  '/dev/',
  '/docs',
  '/healthz',
  '/readyz',
  '/admin-api/',
  '/admin'
]

/** A gateway call (API, images, uploads, tools) rather than a storefront page or file. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))
}
