/**
 * DOOOLY's verification-code view (product.md section 4 "Payment flow" step 5; calls-errors-limits.md
 * section 4): its four states — initial (get code), countdown (seconds left), reacquire, error (error
 * text and resend) — what the code button says in each, and when confirm may be pressed: exactly 6
 * digits and not already paying.
 */
import { VERIFY_CODE_LENGTH } from '../../../types/rules/account-rules'

export type CodeViewState =
  { kind: 'initial' } | { kind: 'countdown'; left: number } | { kind: 'reacquire' } | { kind: 'error'; left: number }

export function codeViewState(sent: boolean, left: number, wrongCode: boolean): CodeViewState {
  if (wrongCode) return { kind: 'error', left }
  if (!sent) return { kind: 'initial' }
  return left > 0 ? { kind: 'countdown', left } : { kind: 'reacquire' }
}

/** The button's words (a locale key and its values) and whether it sends. */
export function codeButton(state: CodeViewState): {
  key: 'payment.get_code' | 'payment.resend_in' | 'payment.resend'
  values?: { seconds: number }
  enabled: boolean
} {
  if (state.kind === 'initial') return { key: 'payment.get_code', enabled: true }
  const left = state.kind === 'reacquire' ? 0 : state.left
  return left > 0 ? { key: 'payment.resend_in', values: { seconds: left }, enabled: false } : { key: 'payment.resend', enabled: true }
}

/** What the input keeps: digits only, at most six. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFY_CODE_LENGTH)
}

export function canConfirm(code: string, paying: boolean): boolean {
  return !paying && new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`).test(code)
}
