/**
 * The openid JSAPI pay needs inside WeChat's browser (product.md section 2 lists the wxauth
 * page in the login family). The buyer goes to WeChat's silent authorisation (scope snsapi_base), which
 * comes back to our wxauth page with a code; the gateway exchanges the code for the openid. The openid is
 * kept with its time and trusted for 24 h (section 9, "Open-id validity 24 h").
 */

export const OPEN_ID_VALID_MS = 24 * 60 * 60 * 1000

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'

export interface StoredOpenId {
  openId: string
  /** When it was obtained (epoch ms). */
  at: number
}

export function parseStoredOpenId(raw: unknown): StoredOpenId | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { openId, at } = raw as Record<string, unknown>
  return typeof openId === 'string' && openId !== '' && typeof at === 'number' && Number.isFinite(at) ? { openId, at } : undefined
}

/** The stored openid while it is valid, else undefined (a new authorisation is needed). */
export function validOpenId(stored: StoredOpenId | undefined, now: number): string | undefined {
  return stored && now >= stored.at && now - stored.at < OPEN_ID_VALID_MS ? stored.openId : undefined
}

/**
 * Where the wxauth page sends the buyer after the openid: a route of ours by name (`back`) with the
 * other query parameters, never a URL, so the page cannot be used to send anyone to another site.
 * WeChat's own parameters (code, state) are dropped.
 */
export function backRouteOf(query: Record<string, string | undefined>): { name: string; params: Record<string, string> } | undefined {
  const { back, code: _code, state: _state, ...rest } = query
  if (!back) return undefined
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) params[key] = value
  return { name: back, params }
}

export interface AuthorizeInput {
  /** The official account's app id. */
  appId: string
  /** Our wxauth page's absolute URL, carrying where to go back to (?back=<route>&<its params>). */
  redirectUri: string
  /** A one-time value checked on return (OAuth 2 state against forged returns). */
  state: string
}

/** WeChat's documented authorize URL: the parameters in this order and the #wechat_redirect fragment. */
export function wechatAuthorizeUrl({ appId, redirectUri, state }: AuthorizeInput): string {
  return (
    `${WECHAT_AUTHORIZE_URL}?appid=${encodeURIComponent(appId)}` +
    `&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=snsapi_base&state=${encodeURIComponent(state)}#wechat_redirect`
  )
}

export interface PendingAuthorize {
  state: string
  at: number
}

export function parsePendingAuthorize(raw: unknown): PendingAuthorize | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { state, at } = raw as Record<string, unknown>
  return typeof state === 'string' && state !== '' && typeof at === 'number' ? { state, at } : undefined
}

/** An authorisation comes back within minutes; an old or unknown state is a forged or replayed return. */
export const AUTHORIZE_STATE_VALID_MS = 10 * 60 * 1000

export function stateMatches(pending: PendingAuthorize | undefined, returned: string | undefined, now: number): boolean {
  return !!pending && !!returned && pending.state === returned && now - pending.at >= 0 && now - pending.at < AUTHORIZE_STATE_VALID_MS
}

/** The official account's app id from the cashiers entry of JSAPI pay (extra.appId). */
export function officialAppIdOf(extra: Record<string, unknown> | undefined): string | undefined {
  const appId = extra?.appId
  return typeof appId === 'string' && appId !== '' ? appId : undefined
}
