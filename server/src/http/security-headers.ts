/**
 * Browser security headers on every reply (issue 12, finding 14). Pages (the H5 storefront, the console,
 * /docs and the sandbox cashier page) get a Content-Security-Policy they work under,
 * X-Content-Type-Options, X-Frame-Options, Referrer-Policy, the opener policy and, in production, HSTS.
 * The JSON calls get the short set OWASP's REST Security Cheat Sheet gives an API: a policy that allows
 * nothing and no framing, nosniff, DENY, same-origin resource policy and HSTS. A call's reply is never a
 * page, so the page's policy told a browser nothing there; the short set is stricter and some 500 bytes
 * lighter on every call (docs/OPERATIONS.md, "Headers").
 *
 * The policy allows scripts, and the H5 service worker, from the gateway only. The H5 page's two inline
 * boot scripts (the deep-link repair and Taro's root font size) are allowed by their hashes, computed
 * from the page as it is served (static/h5.ts), so no 'unsafe-inline' for scripts. Styles do allow inline: the cashier page carries its
 * style inline, and Taro's components set style attributes at run time. Images, fonts and media may
 * also be data: and blob: URLs (the chosen avatar before upload, inlined icons); the app reads a chosen
 * file back through its blob: URL, so calls may go there too.
 */
import { WECHAT_JSSDK_URL } from '../../../types/api/subscription-message'
import { isApiPath, pathOf } from './api-paths'
import { createHash } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'

const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'blob:', 'data:'],
  // The H5 service worker (/sw.js, static/service-worker.ts): from the gateway itself only.
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // The cashier's form posts to the gateway, which redirects to a checked same-origin path.
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"]
  // No upgrade-insecure-requests: HSTS already keeps production on HTTPS, and a gateway reached over
  // plain HTTP (a LAN, the browser tests) must still load its own files.
}

/**
 * What the storefront's pages add for Google and Apple sign-in (H5 login-way; the scripts load only when
 * the buyer presses a button): Google Identity Services' documented sources (its client script, its
 * prompt's frame, calls and style) and Sign in with Apple JS's script (its sign-in opens in a popup); and
 * WeChat's JS-SDK file (WECHAT_JSSDK_URL), loaded by H5 only inside WeChat's own browser and only when a
 * page shares (src/platform/wechat-share.h5.ts).
 */
export const SIGN_IN_SOURCES: Readonly<Record<string, string[]>> = {
  'script-src': ['https://accounts.google.com/gsi/client', 'https://appleid.cdn-apple.com', WECHAT_JSSDK_URL],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'style-src': ['https://accounts.google.com/gsi/style']
}

/**
 * The policy as a header value, with extra script sources (the hashes of a page's inline scripts) and
 * extra sources per directive (SIGN_IN_SOURCES on the storefront's pages).
 */
export function contentSecurityPolicy(scriptSources: string[] = [], extra: Readonly<Record<string, string[]>> = {}): string {
  const names = [...new Set([...Object.keys(DIRECTIVES), ...Object.keys(extra)])]
  return names
    .map((name) => [name, ...(DIRECTIVES[name] ?? []), ...(extra[name] ?? []), ...(name === 'script-src' ? scriptSources : [])].join(' '))
    .join('; ')
}

/** Inline scripts that run: neither loaded from a file nor a JSON data block (the first page's data is never run). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)(?![^>]*\btype\s*=\s*"application\/json")[^>]*>([\s\S]*?)<\/script>/gi

/** The CSP sources ('sha256-…') that allow exactly the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
}

/** What Fastify itself puts on the probe's reply: not helmet's, left out of the list. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * The headers helmet sets, worked out once by helmet itself on a probe reply. They are the same on every
 * reply (no nonces), and @fastify/helmet builds helmet's middleware again on every request (parsing the
 * policy each time): 7 % of a sold-out create_order's time in the rush profile (docs/PERFORMANCE.md).
 */
async function helmetHeaders(options: { production: boolean }): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    // Only over HTTPS does a browser keep it; a development gateway on localhost must not pin itself.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
    // Payment providers check that a buyer comes from the shop's origin; paths and queries stay private.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sign in with Apple JS (usePopup) answers from its popup through window.opener: helmet's default
    // same-origin would cut that link and the sign-in would never return. Popups keep it; a cross-origin
    // page that opens ours still does not get a handle on it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' }
  })
  probe.get('/', async () => '')
  const res = await probe.inject('/')
  await probe.close()
  return Object.entries(res.headers)
    .filter(([name]) => !NOT_HELMET.has(name))
    .map(([name, value]) => [name, String(value)])
}

/**
 * What a JSON call's reply carries (OWASP REST Security Cheat Sheet, "Security headers"), with the pages'
 * HSTS (helmet's, in production only).
 */
function apiHeaders(pageHeaders: Array<[string, string]>): Array<[string, string]> {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...pageHeaders.filter(([name]) => name === 'strict-transport-security')
  ]
}

/**
 * Whether a path's reply is a page (or a page's file) rather than a JSON call's: everything outside the
 * call prefixes, and the pages served under them (`pagesAmongCalls`: each path and what lies below it).
 */
function servesPage(pathname: string, pagesAmongCalls: readonly string[]): boolean {
  if (!isApiPath(pathname)) return true
  return pagesAmongCalls.some((page) => pathname === page || pathname.startsWith(`${page}/`))
}

export interface SecurityHeaderOptions {
  production: boolean
  /** The pages under the call prefixes (the console, /docs, the sandbox cashier): they get the page's headers. */
  pagesAmongCalls: readonly string[]
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const pages = await helmetHeaders(options)
  const calls = apiHeaders(pages)
  // On the raw response, as helmet does: a route setting its own (a page's policy with its script hashes) wins.
  app.addHook('onRequest', (request, reply, done) => {
    const headers = servesPage(pathOf(request.url), options.pagesAmongCalls) ? pages : calls
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })
}
