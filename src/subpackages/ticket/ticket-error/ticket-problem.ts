/**
 * Why a ticket cannot be shown (ticket-error): not found — which is also what the gateway answers for
 * another buyer's ticket (40080, "not yours" is never told apart, so ticket ids cannot be probed) — or
 * void, with its state. Plain rules (tests/ticket-problem.test.ts).
 */
import type { TicketState } from '../../../../types/api/order'
import { ERROR_CODES } from '../../../../types/api/errors'
import { isTicketState } from '../ticket-state-words'

/** The gateway's TICKET_NOT_FOUND (server/src/http/app-error.ts). */
export const TICKET_NOT_FOUND_CODE = ERROR_CODES.TICKET_NOT_FOUND

export type TicketProblem = { reason: 'not_found' } | { reason: 'void'; state: Exclude<TicketState, 'VALID'> }

/** The problem of a ticket the phone has (undefined: it can be shown). */
export function problemOfTicket(state: TicketState): TicketProblem | undefined {
  return state === 'VALID' ? undefined : { reason: 'void', state }
}

/** The problem a failed call means; undefined for a failure that is worth a retry (network, busy). */
export function problemOfFailure(error: unknown): TicketProblem | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined
  return code === TICKET_NOT_FOUND_CODE ? { reason: 'not_found' } : undefined
}

/** ticket-error's params for a problem, and back (a state in the URL is checked, never trusted blindly). */
export function problemParams(id: string, problem: TicketProblem): Record<string, string> {
  return problem.reason === 'void' ? { id, reason: 'void', state: problem.state } : { id, reason: 'not_found' }
}

export function problemFromParams(params: Record<string, string>): TicketProblem | undefined {
  if (params.reason === 'not_found') return { reason: 'not_found' }
  if (params.reason === 'void' && isTicketState(params.state ?? '') && params.state !== 'VALID')
    return { reason: 'void', state: params.state as Exclude<TicketState, 'VALID'> }
  return undefined
}
