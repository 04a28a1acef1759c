/** An order status's tag colour in the list and the drawer: money owed back or goods to ship stand out from what is done. */
import type { SalesOrderStatus } from '../../../../types/api/sales-admin'

export const STATUS_COLOURS: Record<SalesOrderStatus, string> = {
  UNPAID: 'gold',
  CANCELED: 'default',
  DELIVERING: 'cyan',
  DELIVERING_EXPRESS: 'orange',
  SUCCEEDED: 'green',
  REFUNDED_TICKET: 'purple',
  CLOSED: 'default'
}
