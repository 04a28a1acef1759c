/**
 * Shipping paper tickets from the console's sales order page: read the shipment,
 * ship or correct it, add a tracking step. Owner, operator (who runs the fulfilment) and finance; every
 * write passes the plugin's CSRF check and is audited in its transaction (ExpressService). Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Str, Type, type Static } from '../http/schema'
import type { ExpressService } from '../express/express.service'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { StaffRole } from '../../../types/api/staff'

const SHIPMENT_ROLES: readonly StaffRole[] = ['owner', 'operator', 'finance']

const OrderParams = Type.Object({ id: Id })
type OrderParams = Static<typeof OrderParams>
// The carrier is checked against the list by the service, so a wrong one gets its own translated message.
const ShipBody = Type.Object({ carrier: Str(20), expressNo: Str(60) }, { additionalProperties: false })
type ShipBody = Static<typeof ShipBody>
const StepBody = Type.Object({ at: Str(40), text: Str(1000) }, { additionalProperties: false })
type StepBody = Static<typeof StepBody>

export function registerShipmentRoutes(
  app: FastifyInstance,
  deps: { express: ExpressService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const ship = allow(deps.sessions, deps.now, ...SHIPMENT_ROLES)
  const { express, now } = deps

  app.get<{ Params: OrderParams }>('/sales/orders/:id/shipment', { schema: { tags, params: OrderParams }, preHandler: ship }, async (r) =>
    ok(await express.shipment(requireStaff(r).merchant_id, r.params.id, r.locale))
  )
  app.put<{ Params: OrderParams; Body: ShipBody }>(
    '/sales/orders/:id/shipment',
    { schema: { tags, params: OrderParams, body: ShipBody }, preHandler: ship },
    async (r) => {
      const me = requireStaff(r)
      return ok(await express.ship({ merchantId: me.merchant_id, staffId: me.id }, r.params.id, r.body, r.locale, now()))
    }
  )
  app.post<{ Params: OrderParams; Body: StepBody }>(
    '/sales/orders/:id/shipment/steps',
    { schema: { tags, params: OrderParams, body: StepBody }, preHandler: ship },
    async (r) => {
      const me = requireStaff(r)
      return ok(await express.addStep({ merchantId: me.merchant_id, staffId: me.id }, r.params.id, r.body, r.locale, now()))
    }
  )
}
