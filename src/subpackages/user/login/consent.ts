/**
 * Login consent (#9 item 13: "Login lacks the agreement/privacy consent checkbox that Chinese apps must
 * show before login"): nothing logs in or opens an account until the buyer has ticked that they read the
 * user agreement and the privacy policy. Kept for the visit, so going from phone to email login keeps it.
 */
import { atom } from 'jotai'

export const loginConsentAtom = atom(false)

export type AgreementKind = 'user' | 'privacy'

export function agreementKind(value: unknown): AgreementKind {
  return value === 'privacy' ? 'privacy' : 'user'
}
