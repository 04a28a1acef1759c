/**
 * A benefit card order's state as pay-loading's wait reads an order's (pay-result.ts readPayState): paid
 * (the card issued) reads as paid, unpaid as unpaid, closed (cancelled or expired) as closed.
 */
import type { CardOrderState } from '../../../../types/api/benefit-card'

export function cardPayState(state: CardOrderState): 'SUCCEEDED' | 'UNPAID' | 'CLOSED' {
  if (state === 'PAID') return 'SUCCEEDED'
  return state === 'UNPAID' ? 'UNPAID' : 'CLOSED'
}
