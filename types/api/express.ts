/**
 * Paper tickets by post: the buyer's tracking reply and the console's shipment
 * calls. Times are ISO 8601 strings.
 */
import type { ExpressCarrierCode } from '../rules/express-carriers'

export interface ExpressStep {
  /** When it happened, as the merchant (or a carrier, once one is plugged in) reports it. */
  at: string
  text: string
}

/** GET /buyer/buyer/v1/orders/:orderId/express: an EXPRESS order of the caller's. */
export interface ExpressTrackingReply {
  orderId: string
  orderNumber: string
  /** false while the order awaits shipment (state 7): the page shows its empty state. */
  shipped: boolean
  carrier?: { code: ExpressCarrierCode; displayName: string }
  expressNo?: string
  shippedAt?: string
  /** Newest first. */
  steps: ExpressStep[]
  /** Where the tickets go (phone masked). */
  deliveryAddress?: { recipient: string; cellphone: string; regionText: string; detail: string }
}

/** PUT /admin-api/v1/sales/orders/:id/shipment: ship, or correct the carrier and number of a shipped order. */
export interface ShipmentRequest {
  carrier: string
  expressNo: string
}

/** POST /admin-api/v1/sales/orders/:id/shipment/steps */
export interface ShipmentStepRequest {
  at: string
  text: string
}

/** The console's view of an order's shipment (GET/PUT/POST above answer it). */
export interface ConsoleShipment {
  orderId: string
  /** Only EXPRESS orders that are paid can be shipped; the console hides the form otherwise. */
  shippable: boolean
  deliverMethod: 'E_TICKET' | 'EXPRESS'
  shipped: boolean
  carrier?: ExpressCarrierCode
  carrierName?: string
  expressNo?: string
  shippedAt?: string
  steps: ExpressStep[]
  /** Full address for the label (staff of the merchant see it unmasked). */
  deliveryAddress?: { recipient: string; cellphone: string; regionText: string; detail: string }
}
