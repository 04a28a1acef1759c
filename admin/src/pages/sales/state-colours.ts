/** An order state's tag colour in the list and the drawer. */
import type { SalesOrderState, SalesOrderStatus } from '../../../../types/api/admin'

export const STATE_COLOURS: Record<SalesOrderState, string> = { UNPAID: 'gold', PAID: 'green', CLOSED: 'default' }

/** The spec's statuses: money owed back or goods to ship stand out from what is done. */
export const STATUS_COLOURS: Record<SalesOrderStatus, string> = {
  UNPAID: 'gold',
  CANCELED: 'default',
  DELIVERING: 'cyan',
  DELIVERING_EXPRESS: 'orange',
  SUCCEEDED: 'green',
  REFUNDED_TICKET: 'purple',
  CLOSED: 'default'
}
