/**
 * Douyin's web OAuth for the douyin_auth page (H5): the authorize URL, the code exchange and the user's
 * profile, as Douyin documents them (open.douyin.com, "网站应用 抖音获取授权码 / 获取 access_token /
 * 获取用户公开信息"):
 *
 *   GET  /platform/oauth/connect/?client_key&response_type=code&scope=user_info&redirect_uri&state
 *   POST /oauth/access_token/  JSON { client_key, client_secret, code, grant_type: authorization_code }
 *        → { data: { access_token, open_id, union_id?, expires_in, error_code, description }, message }
 *   POST /oauth/userinfo/      form { access_token, open_id } → { data: { nickname, avatar, error_code } }
 *
 * The base is https://open.douyin.com; tests point it at a double. Every failure is undefined: the
 * login answers DOUYIN_FAILED without echoing Douyin's text.
 */

export const DOUYIN_API_BASE = 'https://open.douyin.com'
const TIMEOUT_MS = 8000

export interface DouyinProfile {
  openId: string
  unionId?: string
  nickName?: string
}

export function douyinAuthorizeUrl(base: string, clientKey: string, redirectUri: string, state: string): string {
  const q = new URLSearchParams({ client_key: clientKey, response_type: 'code', scope: 'user_info', redirect_uri: redirectUri, state })
  return `${base}/platform/oauth/connect/?${q.toString()}`
}

interface DouyinData {
  error_code?: number
  access_token?: string
  open_id?: string
  union_id?: string
  nickname?: string
}

async function post(url: string, init: RequestInit): Promise<DouyinData | undefined> {
  try {
    const res = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!res.ok) return undefined
    const body = (await res.json()) as { data?: DouyinData }
    if (!body?.data || (body.data.error_code ?? 0) !== 0) return undefined
    return body.data
  } catch {
    return undefined
  }
}

/** The code for the buyer's open id (and nickname when Douyin gives it); undefined when Douyin refuses. */
export async function douyinExchange(
  base: string,
  client: { clientKey: string; clientSecret: string },
  code: string
): Promise<DouyinProfile | undefined> {
  const token = await post(`${base}/oauth/access_token/`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_key: client.clientKey, client_secret: client.clientSecret, code, grant_type: 'authorization_code' })
  })
  if (!token?.access_token || !token.open_id || !/^[\w.-]{1,128}$/.test(token.open_id)) return undefined
  // The nickname is a nicety: a profile call that fails still logs the buyer in.
  const info = await post(`${base}/oauth/userinfo/`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ access_token: token.access_token, open_id: token.open_id }).toString()
  })
  return { openId: token.open_id, unionId: token.union_id, nickName: info?.nickname?.trim() || undefined }
}
