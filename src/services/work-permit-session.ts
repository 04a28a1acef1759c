/**
 * The work-permit login on this device (product.md "A separate work-permit login exists"): its own token,
 * kept apart from the buyer's session, so logging in or out of one never touches the other. Read through
 * a parser: a stored value that is not a live token reads as logged out.
 */
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../storage/storage'
import { WORK_PERMIT_TOKEN_HEADER } from '../../types/api/work-permit'

interface StoredPermitLogin {
  token: string
  /** epoch ms */
  expiresAt: number
}

function parseLogin(raw: unknown): StoredPermitLogin | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { token, expiresAt } = raw as Record<string, unknown>
  return typeof token === 'string' && token && typeof expiresAt === 'number' ? { token, expiresAt } : undefined
}

/** The live token, or undefined when there is none or it has expired. */
export function permitToken(now = Date.now()): string | undefined {
  const login = readStored<StoredPermitLogin | undefined>(STORAGE_KEYS.workPermitToken, parseLogin, undefined)
  return login && login.expiresAt > now ? login.token : undefined
}

export function savePermitLogin(token: string, expiresInSeconds: number, now = Date.now()): void {
  writeStored(STORAGE_KEYS.workPermitToken, { token, expiresAt: now + expiresInSeconds * 1000 })
}

export function forgetPermitLogin(): void {
  removeStored(STORAGE_KEYS.workPermitToken)
}

/** The header the permit calls carry (empty when logged out: the gateway then answers WORK_PERMIT_LOGIN_NEEDED). */
export function permitHeader(): Record<string, string> {
  const token = permitToken()
  return token ? { [WORK_PERMIT_TOKEN_HEADER]: token } : {}
}
