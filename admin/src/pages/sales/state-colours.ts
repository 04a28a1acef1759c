/** An order state's tag colour in the list and the drawer. */
import type { SalesOrderState } from '../../../../types/api/admin'

export const STATE_COLOURS: Record<SalesOrderState, string> = { UNPAID: 'gold', PAID: 'green', CLOSED: 'default' }
