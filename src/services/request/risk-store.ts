/**
 * Session-only risk state (section 9: "Risk token: not stored beyond the session"): the risk token per
 * user and show, and the passId handed out by public show and venue-purchase calls. Kept in memory on
 * purpose, never in storage.
 */
const riskTokens = new Map<string, string>()
let passId: string | undefined

const riskKey = (userId: string | undefined, showId: string | undefined) => `${userId ?? '-'}:${showId ?? '-'}`

export function rememberRiskToken(userId: string | undefined, showId: string | undefined, token: string): void {
  riskTokens.set(riskKey(userId, showId), token)
}

export function riskTokenFor(userId: string | undefined, showId: string | undefined): string | undefined {
  return riskTokens.get(riskKey(userId, showId)) ?? riskTokens.get(riskKey(userId, undefined))
}

export function rememberPassId(value: string): void {
  passId = value
}

export function currentPassId(): string | undefined {
  return passId
}

/** Ends the session's risk state (logout, tests). */
export function resetRiskStore(): void {
  riskTokens.clear()
  passId = undefined
}
