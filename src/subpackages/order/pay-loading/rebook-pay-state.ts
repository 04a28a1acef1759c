/**
 * A dearer rebook's state as pay-loading's wait reads an order's (pay-result.ts readPayState): moved reads
 * as paid, waiting as unpaid, cancelled or expired as closed.
 */
import type { RebookState } from '../../../../types/api/rebook'

export function rebookPayState(state: RebookState): 'SUCCEEDED' | 'UNPAID' | 'CLOSED' {
  if (state === 'DONE') return 'SUCCEEDED'
  return state === 'PENDING' ? 'UNPAID' : 'CLOSED'
}
