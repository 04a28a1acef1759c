/** A shipment as the buyer's order, the buyer's tracking page and the console read it. */
import type { Locale } from '../http/texts'
import type { OrderRow, DeliveryAddress } from '../order/order.repository'
import { carrierName, shipmentFields } from '../order/shipment-fields'
import type { ConsoleShipment, ExpressStep, ExpressTrackingReply } from '../../../types/api/express'
import { maskPhone } from '../../../types/rules/account-rules'

const address = (a: DeliveryAddress | null, mask: boolean) =>
  a
    ? { recipient: a.recipient, cellphone: mask ? maskPhone(a.cellphone) : a.cellphone, regionText: a.regionText, detail: a.detail }
    : undefined

export function presentTracking(o: OrderRow, steps: ExpressStep[], locale: Locale): ExpressTrackingReply {
  const shipped = shipmentFields(o, locale)
  return {
    orderId: o.id,
    orderNumber: o.order_number,
    shipped: !!shipped.express,
    ...(shipped.express
      ? {
          carrier: {
            code: shipped.express.code as NonNullable<ExpressTrackingReply['carrier']>['code'],
            displayName: shipped.express.displayName
          }
        }
      : {}),
    ...(shipped.expressNo ? { expressNo: shipped.expressNo } : {}),
    ...(o.shipped_at ? { shippedAt: o.shipped_at.toISOString() } : {}),
    steps,
    deliveryAddress: address(o.delivery_address, true)
  }
}

export function presentConsoleShipment(o: OrderRow, steps: ExpressStep[], shippable: boolean, locale: Locale): ConsoleShipment {
  return {
    orderId: o.id,
    shippable,
    deliverMethod: o.delivery_method,
    shipped: !!o.shipped_at,
    ...(o.shipped_at && o.express_carrier && o.express_no
      ? {
          carrier: o.express_carrier as NonNullable<ConsoleShipment['carrier']>,
          carrierName: carrierName(o.express_carrier, locale),
          expressNo: o.express_no,
          shippedAt: o.shipped_at.toISOString()
        }
      : {}),
    steps,
    deliveryAddress: address(o.delivery_address, false)
  }
}
