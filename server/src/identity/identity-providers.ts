/**
 * How this gateway knows the outside identity providers. Google and Apple: our client ids and their
 * published key sets, read from files an operator refreshes (the gateway makes no outbound calls at
 * request time). The mini-program platforms: a code exchange per platform behind an interface.
 *
 * GOOGLE_CLIENT_ID, GOOGLE_JWKS_FILE             Google login (both needed)
 * APPLE_CLIENT_ID,  APPLE_JWKS_FILE              Sign in with Apple (both needed)
 * WECHAT_APP_ID, WECHAT_APP_SECRET               WeChat mini-program login (jscode2session) for every merchant
 *                                                without WeChat payment settings of its own (kept for
 *                                                gateways set up before per-merchant settings, #15)
 * ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE         Alipay mini-program login (alipay.system.oauth.token), the same way
 *
 * A merchant's own settings (payment settings, merchant-identity-providers.ts) come first; these are the
 * fallback. Which exchange a platform gets here:
 * - its credentials are set: the platform's real exchange from PLATFORM_EXCHANGES. A platform without
 *   one there stops the start with a message rather than let buyers meet a login that cannot work.
 * - no credentials, outside production: the sandbox, which accepts any well-formed code (tests and
 *   local runs log in with `sandbox-<name>`).
 * - no credentials, in production: none. The mini-program login answers LOGIN_METHOD_UNAVAILABLE;
 *   the sandbox never exists in production (identityProvidersFor refuses it too).
 */
import fs from 'node:fs'
import { createHash } from 'node:crypto'
import type { IdTokenPolicy } from './id-token-verifier'
import { WechatApi } from './wechat-api'
import { wechatMiniProgramAuth } from './wechat-identity'

/** The environment, or any name-to-value table (tests). */
type Settings = Readonly<Record<string, string | undefined>>

export type OAuthProvider = 'GOOGLE' | 'APPLE'
export type MiniPlatform = 'WEAPP' | 'ALIPAY'

export interface MiniProgramSession {
  openId: string
  unionId?: string
}

/** jscode2session (WeChat) / alipay.system.oauth.token (Alipay): a login code for the user's open id. */
export interface MiniProgramAuth {
  /** Only the sandbox says true; production refuses it. */
  readonly sandbox?: boolean
  exchange(platform: MiniPlatform, code: string): Promise<MiniProgramSession | undefined>
}

/**
 * Stands in for the platforms outside production: any code of 8-128 URL-safe characters is accepted
 * and the open id is derived from it, so `sandbox-<name>` always names the same person.
 */
export const sandboxMiniProgramAuth: MiniProgramAuth = {
  sandbox: true,
  async exchange(platform, code) {
    if (!/^[\w-]{8,128}$/.test(code)) return undefined
    return { openId: `${platform.toLowerCase()}_${createHash('sha256').update(code).digest('hex').slice(0, 24)}` }
  }
}

export interface IdentityProviders {
  oauth: Partial<Record<OAuthProvider, IdTokenPolicy>>
  /** The code exchange per platform; a platform without one does not offer the mini-program login. */
  mini: Partial<Record<MiniPlatform, MiniProgramAuth>>
}

export const ISSUERS: Record<OAuthProvider, string[]> = {
  GOOGLE: ['https://accounts.google.com', 'accounts.google.com'],
  APPLE: ['https://appleid.apple.com']
}

/** The settings each platform's real exchange needs, all or none. */
export const MINI_CREDENTIALS: Record<MiniPlatform, readonly string[]> = {
  WEAPP: ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'],
  ALIPAY: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE']
}

/** The real exchanges, made from their credentials (keyed by the names above). */
export const PLATFORM_EXCHANGES: Partial<Record<MiniPlatform, (credentials: Readonly<Record<string, string>>) => MiniProgramAuth>> = {
  WEAPP: (c) => wechatMiniProgramAuth(new WechatApi({ appId: c.WECHAT_APP_ID, appSecret: c.WECHAT_APP_SECRET }))
}

function policyFromEnv(provider: OAuthProvider, clientIds: string | undefined, jwksFile: string | undefined): IdTokenPolicy | undefined {
  if (!clientIds && !jwksFile) return undefined
  if (!clientIds || !jwksFile) throw new Error(`${provider}_CLIENT_ID and ${provider}_JWKS_FILE must be set together`)
  let keys: IdTokenPolicy['keys']
  try {
    keys = (JSON.parse(fs.readFileSync(jwksFile, 'utf8')) as { keys: IdTokenPolicy['keys'] }).keys
    if (!Array.isArray(keys)) throw new Error('no "keys" array')
  } catch (error) {
    throw new Error(`${provider}_JWKS_FILE could not be read as a JWKS: ${(error as Error).message}`, { cause: error })
  }
  return { issuers: ISSUERS[provider], audiences: clientIds.split(',').map((s) => s.trim()), keys }
}

function miniFromEnv(platform: MiniPlatform, env: Settings, production: boolean): MiniProgramAuth | undefined {
  const names = MINI_CREDENTIALS[platform]
  const given = names.filter((name) => env[name])
  if (given.length === 0) return production ? undefined : sandboxMiniProgramAuth
  if (given.length < names.length) throw new Error(`${names.join(' and ')} must be set together`)
  const make = PLATFORM_EXCHANGES[platform]
  if (!make)
    throw new Error(
      `${names.join(' and ')} are set, but this gateway has no ${platform} code exchange from the environment; unset them and fill the merchant's payment settings instead (npm run payment:settings)`
    )
  return make(Object.fromEntries(names.map((name) => [name, env[name] as string])))
}

export function identityProvidersFromEnv(env: Settings, production: boolean): IdentityProviders {
  const oauth: IdentityProviders['oauth'] = {}
  const google = policyFromEnv('GOOGLE', env.GOOGLE_CLIENT_ID, env.GOOGLE_JWKS_FILE)
  const apple = policyFromEnv('APPLE', env.APPLE_CLIENT_ID, env.APPLE_JWKS_FILE)
  if (google) oauth.GOOGLE = google
  if (apple) oauth.APPLE = apple
  const mini: IdentityProviders['mini'] = {}
  for (const platform of Object.keys(MINI_CREDENTIALS) as MiniPlatform[]) {
    const auth = miniFromEnv(platform, env, production)
    if (auth) mini[platform] = auth
  }
  return { oauth, mini }
}

/**
 * The providers an app runs with: the given ones, or none configured (the sandbox outside production).
 * Production never runs a sandbox exchange, whoever builds the app.
 */
export function identityProvidersFor(given: IdentityProviders | undefined, production: boolean): IdentityProviders {
  const providers = given ?? identityProvidersFromEnv({}, production)
  if (production && Object.values(providers.mini).some((auth) => auth?.sandbox))
    throw new Error('The sandbox mini-program login cannot run in production')
  return providers
}
