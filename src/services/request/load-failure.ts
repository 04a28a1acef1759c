/**
 * What a page shows when its data did not load, for pages that show failures themselves
 * (`handleErrors: false`): a thing that does not exist is a dead end with the way home, not a dialog
 * over a spinner; anything else is the error state with retry.
 */
import { RequestError } from './request-error'

export type LoadFailure = { kind: 'not-found' } | { kind: 'failed'; network: boolean }

/** The gateway names every missing thing <THING>_NOT_FOUND (SHOW_NOT_FOUND, ORDER_NOT_FOUND ...). */
export function loadFailureOf(error: unknown): LoadFailure {
  if (error instanceof RequestError) {
    if (/(^|_)NOT_FOUND$/.test(error.errorCode ?? '')) return { kind: 'not-found' }
    return { kind: 'failed', network: error.network || error.timeout }
  }
  return { kind: 'failed', network: false }
}
