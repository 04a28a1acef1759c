/**
 * A shipment as the order reply shows it (its carrier and number): the order area's presenter and the
 * express area's pages read it here, below both.
 */
import type { Locale } from '../http/texts'
import type { OrderRow } from './order.repository'
import { expressCarrier } from '../../../types/rules/express-carriers'
import type { OrderDetail } from '../../../types/api/order'

type Shipped = Pick<OrderRow, 'express_carrier' | 'express_no' | 'shipped_at'>

/** The carrier's name in the buyer's language; a code no longer in the list shows as itself. */
export function carrierName(code: string, locale: Locale): string {
  return expressCarrier(code)?.name[locale] ?? code
}

/** expressNo and express.displayName of the order reply (product.md "Order"), once shipped. */
export function shipmentFields(o: Shipped, locale: Locale): Pick<OrderDetail, 'expressNo' | 'express'> {
  if (!o.shipped_at || !o.express_carrier || !o.express_no) return {}
  return { expressNo: o.express_no, express: { code: o.express_carrier, displayName: carrierName(o.express_carrier, locale) } }
}
