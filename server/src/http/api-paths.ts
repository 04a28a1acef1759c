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

/** Each prefix and the path it names by itself ('/home/' and '/home'). */
const PREFIXES = API_PREFIXES.map((prefix) => [prefix, prefix.replace(/\/$/, '')] as const)

/** A gateway call (API, images, uploads, tools) rather than a storefront page or file. */
export function isApiPath(pathname: string): boolean {
  for (const [prefix, bare] of PREFIXES) if (pathname === bare || pathname.startsWith(prefix)) return true
  return false
}

/** The path of a request's URL, without its query. */
export function pathOf(url: string): string {
  const at = url.indexOf('?')
  return at < 0 ? url : url.slice(0, at)
}
