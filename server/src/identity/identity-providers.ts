/**
 * How this gateway knows the outside identity providers. Google and Apple: our client ids and their
 * published key sets, read from files an operator refreshes (the gateway makes no outbound calls at
 * request time). The mini-program platforms: a code exchange behind an interface, with a sandbox.
 *
 * GOOGLE_CLIENT_ID, GOOGLE_JWKS_FILE   Google login (both needed)
 * APPLE_CLIENT_ID,  APPLE_JWKS_FILE    Sign in with Apple (both needed)
 */
import fs from 'node:fs'
import { createHash } from 'node:crypto'
import type { IdTokenPolicy } from './id-token-verifier'

export type OAuthProvider = 'GOOGLE' | 'APPLE'
export type MiniPlatform = 'WEAPP' | 'ALIPAY'

export interface MiniProgramSession {
  openId: string
  unionId?: string
}

/** jscode2session (WeChat) / alipay.system.oauth.token (Alipay): a login code for the user's open id. */
export interface MiniProgramAuth {
  exchange(platform: MiniPlatform, code: string): Promise<MiniProgramSession | undefined>
}

/**
 * Stands in for the platforms: any code of 8-128 URL-safe characters is accepted and the open id is
 * derived from it, so `sandbox-<name>` always names the same person in tests and local runs.
 */
export const sandboxMiniProgramAuth: MiniProgramAuth = {
  async exchange(platform, code) {
    if (!/^[\w-]{8,128}$/.test(code)) return undefined
    return { openId: `${platform.toLowerCase()}_${createHash('sha256').update(code).digest('hex').slice(0, 24)}` }
  }
}

export interface IdentityProviders {
  oauth: Partial<Record<OAuthProvider, IdTokenPolicy>>
  mini: MiniProgramAuth
}

export const ISSUERS: Record<OAuthProvider, string[]> = {
  GOOGLE: ['https://accounts.google.com', 'accounts.google.com'],
  APPLE: ['https://appleid.apple.com']
}

function policyFromEnv(provider: OAuthProvider, clientIds: string | undefined, jwksFile: string | undefined): IdTokenPolicy | undefined {
  if (!clientIds && !jwksFile) return undefined
  if (!clientIds || !jwksFile) throw new Error(`${provider}_CLIENT_ID and ${provider}_JWKS_FILE must be set together`)
  let keys: IdTokenPolicy['keys']
  try {
    keys = (JSON.parse(fs.readFileSync(jwksFile, 'utf8')) as { keys: IdTokenPolicy['keys'] }).keys
  } catch (error) {
    throw new Error(`${provider}_JWKS_FILE could not be read as a JWKS: ${(error as Error).message}`)
  }
  return { issuers: ISSUERS[provider], audiences: clientIds.split(',').map((s) => s.trim()), keys }
}

export function identityProvidersFromEnv(env: NodeJS.ProcessEnv): IdentityProviders {
  const oauth: IdentityProviders['oauth'] = {}
  const google = policyFromEnv('GOOGLE', env.GOOGLE_CLIENT_ID, env.GOOGLE_JWKS_FILE)
  const apple = policyFromEnv('APPLE', env.APPLE_CLIENT_ID, env.APPLE_JWKS_FILE)
  if (google) oauth.GOOGLE = google
  if (apple) oauth.APPLE = apple
  return { oauth, mini: sandboxMiniProgramAuth }
}
