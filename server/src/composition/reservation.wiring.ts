/**
 * Reservations (issue #33 "Venue services", part 3): the buyer's calls, and the console's service (mounted
 * inside the console's plugin, admin/admin.plugin.ts). Bookings are paid through the cashiers as purpose
 * RESERVATION and refunded as such (registered in app.ts with their sweepers).
 */
import { secretStore } from '../account/secret-store'
import { AuditRepository } from '../staff/audit.repository'
import { ReservationService } from '../reservation/reservation.service'
import { registerReservationRoutes } from '../reservation/reservation.routes'
import { ReservationAdminService } from '../reservation/reservation-admin.service'
import { reservationStores } from '../stores'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /** The bookings' use cases, for tests (the sweeper's close, the reminders) as the other areas decorate theirs. */
    reservations: ReservationService
  }
}

/** `refundJobSoon`: a cancelled paid booking's money queued, the refund job runs at once (when the sweepers run). */
export function wireReservations({ app, db, now }: Wiring, shops: Shops, refundJobSoon: () => void) {
  const codeSecret = secretStore(db, 'reservation_code_secret')
  const bookings = new ReservationService(db, reservationStores, {
    timeZoneOf: shops.timeZoneOf,
    reserveMinutesOf: shops.reserveMinutesOf,
    codeSecret,
    refundJobSoon
  })
  registerReservationRoutes(app, bookings, now)
  app.decorate('reservations', bookings)
  const admin = new ReservationAdminService(db, { timeZoneOf: shops.timeZoneOf, codeSecret, auditOn: (q) => new AuditRepository(q) })
  return { bookings, admin }
}
