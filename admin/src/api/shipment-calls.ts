/** Shipping paper tickets from the sales order page (types/api/express.ts). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import type { ConsoleShipment, ShipmentRequest, ShipmentStepRequest } from '../../../types/api/express'
import { adminGet, adminSend } from './admin-client'

export const SHIPMENT_PATHS = {
  shipment: `${ADMIN_API}/sales/orders/:id/shipment`, // GET -> ConsoleShipment; PUT ShipmentRequest -> ConsoleShipment
  steps: `${ADMIN_API}/sales/orders/:id/shipment/steps` // POST ShipmentStepRequest -> ConsoleShipment
} as const

export const shipment = (id: string) => adminGet<ConsoleShipment>(adminPath(SHIPMENT_PATHS.shipment, { id }))
export const ship = (id: string, req: ShipmentRequest) => adminSend<ConsoleShipment>('PUT', adminPath(SHIPMENT_PATHS.shipment, { id }), req)
export const addShipmentStep = (id: string, req: ShipmentStepRequest) =>
  adminSend<ConsoleShipment>('POST', adminPath(SHIPMENT_PATHS.steps, { id }), req)
