/**
 * Building and reading route URLs: web paths with :params on H5, page paths with a query string in the
 * mini-programs, and the merged params a page receives.
 */
import { ROUTES, pagePathOf } from './route-table'
import type { RouteDef } from './route-table'

export type RouteParams = Record<string, string | number | boolean | null | undefined>

/** The spec: 'undefined' and 'null' strings count as empty. */
export function isEmptyParam(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === 'undefined' || value === 'null'
}

export function cleanParams(params: RouteParams = {}): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (!isEmptyParam(value)) out[key] = String(value)
  }
  return out
}

export function toQueryString(params: Record<string, string>): string {
  const pairs = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  const trimmed = search.replace(/^[?#]/, '')
  if (!trimmed) return out
  for (const pair of trimmed.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const key = safeDecode(eq < 0 ? pair : pair.slice(0, eq))
    const value = eq < 0 ? '' : safeDecode(pair.slice(eq + 1))
    if (key) out[key] = value
  }
  return out
}

const PARAM = /:(\w+)/g

function placeholders(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((m) => m[1])
}

/**
 * Picks the web path whose :params are all given (the most specific first), fills it in, and puts the
 * remaining params in the query. Undefined when the route has no web path or a required param is missing.
 */
export function buildWebUrl(route: RouteDef, params: Record<string, string>): string | undefined {
  const candidates = [...(route.web ?? [])].sort((a, b) => placeholders(b).length - placeholders(a).length)
  const pattern = candidates.find((p) => placeholders(p).every((name) => params[name] !== undefined))
  if (pattern === undefined) return undefined
  const used = new Set(placeholders(pattern))
  const path = pattern.replace(PARAM, (_, name: string) => encodeURIComponent(params[name]))
  const rest: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) if (!used.has(k)) rest[k] = v
  return path + toQueryString(rest)
}

export function buildPageUrl(route: RouteDef, params: Record<string, string>): string | undefined {
  const page = pagePathOf(route)
  return page === undefined ? undefined : `/${page}${toQueryString(params)}`
}

/** Internal keys Taro adds to page params, never part of what a page was opened with. */
const INTERNAL_KEYS = new Set(['stamp', '$taroTimestamp'])

/**
 * What a page works with: its path params (H5 web paths) merged with its query, decoded, internal keys
 * and empty values dropped. Path params win over a query key of the same name.
 */
export function pageParams(
  routerParams: Record<string, string | undefined> = {},
  pathParams: Record<string, string | undefined> = {}
): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const source of [routerParams, pathParams]) {
    for (const [key, raw] of Object.entries(source)) {
      if (INTERNAL_KEYS.has(key) || raw === undefined) continue
      const value = safeDecode(String(raw))
      if (!isEmptyParam(value)) merged[key] = value
    }
  }
  return merged
}

/** Matches a URL path against a web path pattern, returning its params or undefined. */
export function matchWebPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const names = placeholders(pattern)
  const regex = new RegExp('^' + pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?:(\w+)/g, '([^/]+)') + '/?$')
  const m = regex.exec(pathname)
  if (!m) return undefined
  const out: Record<string, string> = {}
  names.forEach((name, i) => (out[name] = safeDecode(m[i + 1])))
  return out
}

/**
 * Page path of a stack entry. The mini-programs report page paths; Taro's H5 router reports the URL
 * path (a web path such as /content/12), which is matched back to its page.
 */
export function pagePathOfLocation(location: string): string {
  const pathname = location.split('?')[0]
  const clean = pathname.replace(/^\//, '')
  for (const route of ROUTES) {
    const page = pagePathOf(route)
    if (!page) continue
    if (page === clean) return page
    if (route.web?.some((pattern) => matchWebPath(pattern, pathname) !== undefined)) return page
  }
  return clean
}
