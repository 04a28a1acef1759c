/** Tag colours of the invoice states (antd preset names). */
import type { InvoiceState } from '../../../../types/api/invoice'

export const INVOICE_STATE_COLOURS: Record<InvoiceState, string> = {
  APPLYING: 'processing',
  REJECTED: 'error',
  SUCCESS: 'success',
  CANCELLED: 'default'
}
