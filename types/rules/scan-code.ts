/**
 * Scanned codes and the launch query (product.md §4 "App start" and §5; calls-errors-limits.md section 5):
 * - "Scanned-code path segments longer than 20 characters are taken as an id": the last path segment of a
 *   scanned link (or a WeChat `scene`) of more than 20 characters is a CP_ID, looked up by id; a shorter one
 *   is a short code.
 * - "Channel and distributor parameters are taken from the launch query, with stored values as fallback.
 *   'undefined' and 'null' strings count as empty."
 * - "A distributor id older than 7 days is cleared on app show" (limits: distributor id validity 7 days).
 * One module for the app, the console and the gateway; pure.
 */
import { CODE_PARAM_MAX, CODE_TARGETS, type CodeParams, type CodeTarget } from '../api/promotion-code'

/** A segment longer than this many characters is an id (CP_ID), not a short code. */
export const SCANNED_ID_MIN_EXCLUSIVE = 20
export const DISTRIBUTOR_VALID_MS = 7 * 24 * 3600 * 1000

/** A launch value as the app reads it: absent, empty, 'undefined' and 'null' are all "not given". */
export function launchParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const v = value.trim()
  return v === '' || v === 'undefined' || v === 'null' ? undefined : v
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

export type ScannedKey = { kind: 'cpId'; value: string } | { kind: 'code'; value: string }

/**
 * What a scanned value names: the last non-empty path segment of a link (query and fragment left out), or the
 * value itself; longer than 20 characters it is an id, else a short code. A `scene` may come URL-encoded.
 */
export function readScanned(raw: unknown): ScannedKey | null {
  const text = launchParam(typeof raw === 'string' ? decoded(raw) : raw)
  if (!text) return null
  const path = text.replace(/[?#].*$/, '')
  const segment = path
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop()
  // A scene may be written key=value (c=ABCD2345): the value is the code.
  const value = segment?.includes('=') ? segment.slice(segment.lastIndexOf('=') + 1) : segment
  if (!value || !/^[A-Za-z0-9_-]+$/.test(value) || value.length > 64) return null
  return value.length > SCANNED_ID_MIN_EXCLUSIVE ? { kind: 'cpId', value } : { kind: 'code', value: value.toUpperCase() }
}

/**
 * The scanned code a launch carries, if any: WeChat's `scene` (a mini-program code), Alipay's `qrCode` (the
 * scanned link), or `code` / `cpId` given by the /s/<code> page.
 */
export function scannedOfLaunch(query: Record<string, unknown>): ScannedKey | null {
  const cpId = launchParam(query.cpId)
  if (cpId) return readScanned(cpId)
  for (const key of ['code', 'scene', 'qrCode', 'q']) {
    const found = readScanned(query[key])
    if (found) return found
  }
  return null
}

/** A stored distributor id is kept 7 days from when it was saved. */
export function distributorExpired(savedAtMs: number | undefined, nowMs: number): boolean {
  return savedAtMs === undefined || !Number.isFinite(savedAtMs) || nowMs - savedAtMs > DISTRIBUTOR_VALID_MS
}

/** Which app route a target opens and the param its id goes in. */
export const CODE_TARGET_ROUTES: Record<CodeTarget, { route: string; param: string | null }> = {
  HOME: { route: 'list', param: null },
  SHOW: { route: 'show_detail', param: 'showId' },
  TOPIC: { route: 'topic_activity', param: 'topicId' },
  COUPON: { route: 'coupon-receive', param: 'couponCode' },
  SITE_CODE: { route: 'site-code', param: 'code' }
}

/** The route and params a code opens, channel and distributor carried. */
export function codeDestination(p: CodeParams): { route: string; params: Record<string, string> } {
  const { route, param } = CODE_TARGET_ROUTES[p.target]
  const params: Record<string, string> = {}
  if (param && p.targetId) params[param] = p.targetId
  if (p.channelId) params.channelId = p.channelId
  if (p.distributorId) params.distributorId = p.distributorId
  return { route, params }
}

/** The CP_ID lookup's "encoded param": the params as one URL query string, empty ones left out. */
export function encodeCodeParams(p: CodeParams): string {
  const q = new URLSearchParams({ target: p.target })
  if (p.targetId) q.set('targetId', p.targetId)
  if (p.channelId) q.set('channelId', p.channelId)
  if (p.distributorId) q.set('distributorId', p.distributorId)
  return q.toString()
}

export function decodeCodeParams(param: string): CodeParams | null {
  const q = new URLSearchParams(param)
  const target = CODE_TARGETS.find((t) => t === q.get('target'))
  if (!target) return null
  return {
    target,
    targetId: launchParam(q.get('targetId')) ?? null,
    channelId: launchParam(q.get('channelId')) ?? null,
    distributorId: launchParam(q.get('distributorId')) ?? null
  }
}

const PARAM = /^[A-Za-z0-9_.:-]+$/

/** What is wrong with a code's params, or null: an id where the target needs one (and none for HOME), plain ids. */
export function codeParamsProblem(p: CodeParams): 'target' | 'targetId' | 'channelId' | 'distributorId' | null {
  if (!CODE_TARGETS.includes(p.target)) return 'target'
  const needsId = CODE_TARGET_ROUTES[p.target].param !== null
  if (needsId !== Boolean(p.targetId)) return 'targetId'
  for (const key of ['targetId', 'channelId', 'distributorId'] as const) {
    const v = p[key]
    if (v !== null && (v.length > CODE_PARAM_MAX || !PARAM.test(v))) return key
  }
  return null
}
