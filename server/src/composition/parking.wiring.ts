/**
 * Parking (issue #33 "Venue services"): the buyer's plates, quotes, payments (purpose PARKING, registered
 * in app.ts with its refunds) and records, and the lot's gate. No real gate system is configured yet: the
 * simulated one (parking/parking-gate.ts) keeps what it is told, for the demo's console and the tests.
 */
import { ParkingService } from '../parking/parking.service'
import { registerParkingRoutes } from '../parking/parking.routes'
import { SimulatedGate } from '../parking/parking-gate'
import { PaymentRepository } from '../payment/payment.repository'
import { RefundRepository } from '../payment/refund.repository'
import { CouponOrderRepository } from '../coupon/coupon-order.repository'
import type { Queryable } from '../db/db'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /** The gate Stagedoor tells "paid until", for tests and the demo. */
    parkingGate: SimulatedGate
    /** The parking use cases, for tests (the sweeper's close) as the other areas decorate theirs. */
    parking: ParkingService
  }
}

export function wireParking({ app, db, now }: Wiring, shops: Shops, refundJobSoon: () => void): ParkingService {
  const gate = new SimulatedGate()
  app.decorate('parkingGate', gate)
  // The payments and refunds every purpose's money moves through, and the buyer's coupons.
  const stores = (q: Queryable) => ({
    payments: new PaymentRepository(q),
    refunds: new RefundRepository(q),
    coupons: new CouponOrderRepository(q)
  })
  const parking = new ParkingService(db, { timeZoneOf: shops.timeZoneOf, stores, gate, refundJobSoon })
  registerParkingRoutes(app, parking, now)
  app.decorate('parking', parking)
  return parking
}
