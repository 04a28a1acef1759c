/**
 * Which web links the app opens (product.md "Main pages": webView; the merchant's allowed web-view domains,
 * set in the console). One rule for the console's save check, the gateway and the app: a link opens only
 * over https and only on a listed domain or one of its subdomains. Parsed by hand, not with `URL`: the
 * mini-program engines have no `URL` global.
 */

/** At most this many domains a merchant lists. */
export const WEB_VIEW_DOMAINS_MAX = 20

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
/** A host name of two or more labels, lower case, no scheme, port, path or wildcard (`example.com`, `kf.example.com`). */
export const DOMAIN_PATTERN = `^(?:${LABEL}\\.)+[a-z]{2,63}$`
const DOMAIN = new RegExp(DOMAIN_PATTERN)

/** Why a listed domain is refused, or undefined when it is a plain host name. */
export function domainProblem(domain: string): string | undefined {
  if (domain.length > 253) return 'is longer than 253 characters'
  if (!DOMAIN.test(domain)) return 'is not a host name like example.com (no scheme, port, path or *)'
  return undefined
}

/** What the merchant typed, as it is stored: trimmed, lower case, a pasted scheme, path or trailing dot left out. */
export function normalisedDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '')
}

export type WebLinkVerdict =
  { allowed: true; host: string } | { allowed: false; reason: 'not-https' | 'malformed' | 'domain'; host?: string }

/** The host of an https link, or why there is none: user info (`a.com@b.com`) is refused as malformed. */
export function httpsHost(url: string): { host: string } | { reason: 'not-https' | 'malformed' } {
  const match = /^https:\/\/([^/?#]*)/i.exec(url.trim())
  if (!match) return { reason: /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) ? 'not-https' : 'malformed' }
  const authority = match[1]
  if (authority.includes('@')) return { reason: 'malformed' }
  const host = authority
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '')
    .toLowerCase()
  if (!DOMAIN.test(host)) return { reason: 'malformed' }
  return { host }
}

/** May the app open this link in its web view (or, on H5, navigate to it)? */
export function checkWebLink(url: string, allowedDomains: readonly string[] | undefined): WebLinkVerdict {
  const parsed = httpsHost(url)
  if ('reason' in parsed) return { allowed: false, reason: parsed.reason }
  const { host } = parsed
  const listed = (allowedDomains ?? []).some((d) => host === d || host.endsWith(`.${d}`))
  return listed ? { allowed: true, host } : { allowed: false, reason: 'domain', host }
}
