/**
 * After the sale: refund requests (whose money the refund job asks of the providers), rebooking with its
 * paid or refunded difference, ticket transfers and invoices. What a refund or a rebook does to the rest of
 * the sale is registered by app.ts from the lifecycles (lifecycle/: an order paid or closed, tickets refunded,
 * a rebook applied or closed, a ticket transferred or its offer closed).
 */
import { RefundRequestService } from '../refund/refund-request.service'
import { registerRefundRequestRoutes } from '../refund/refund-request.routes'
import { RefundRepository } from '../payment/refund.repository'
import { AuditRepository } from '../staff/audit.repository'
import { PlacedQuoteRepository } from '../order/pricing/placed-quote.repository'
import { RebookService } from '../rebook/rebook.service'
import { registerRebookRoutes } from '../rebook/rebook.routes'
import { RebookPaymentService } from '../rebook/rebook-payment.service'
import { registerRebookPaymentRoutes } from '../rebook/rebook-payment.routes'
import { TransferService } from '../transfer/transfer.service'
import { registerTransferRoutes } from '../transfer/transfer.routes'
import { TicketRepository } from '../ticket/ticket.repository'
import type { TicketService } from '../ticket/ticket.service'
import { AudienceRepository } from '../audience/audience.repository'
import { AddressRepository } from '../address/address.repository'
import { InvoiceService } from '../invoice/invoice.service'
import { registerInvoiceRoutes } from '../invoice/invoice.routes'
import { secretStore } from '../account/secret-store'
import { rebookStores } from '../stores'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /** Refund requests: whenOrderRefunded is where the invoice work cancels an all-refunded order's invoice. */
    refundRequests: RefundRequestService
    /** Dearer rebooks waiting for their difference: tests run expireDue by hand. */
    rebookPayments: RebookPaymentService
    /** Ticket transfers: tests run expireDue by hand. */
    transfers: TransferService
  }
}

/**
 * Refund requests. The money they queue is asked of the provider by the refund job; `refundJobSoon` runs
 * it at once after a queue when the sweepers run.
 */
export function wireRefundRequests({ app, db, now }: Wiring, refundJobSoon: () => void): RefundRequestService {
  const refundRequests = new RefundRequestService(
    db,
    (q) => ({ refunds: new RefundRepository(q), audit: new AuditRepository(q), quotes: new PlacedQuoteRepository(q) }),
    refundJobSoon
  )
  app.decorate('refundRequests', refundRequests)
  registerRefundRequestRoutes(app, refundRequests, now)
  return refundRequests
}

export function wireAfterSale({ app, db, now }: Wiring, shops: Shops, tickets: TicketService) {
  const rebooks = new RebookService(db, rebookStores)
  // A dearer rebook holds as long as an unpaid order; its difference is paid through the same cashiers.
  rebooks.holdAsOrders(shops.reserveMinutesOf)
  registerRebookRoutes(app, rebooks, now)
  const rebookPayments = new RebookPaymentService(db, rebookStores)
  registerRebookPaymentRoutes(app, rebookPayments, now)
  app.decorate('rebookPayments', rebookPayments)
  // Ticket transfer: offers past their deadline end and give their tickets back (a sweeper).
  const transfers = new TransferService(db, {
    ticketsOn: (q) => new TicketRepository(q),
    audiences: new AudienceRepository(db),
    presentTicket: (row, locale) => tickets.present(row, locale)
  })
  registerTransferRoutes(app, transfers, now)
  app.decorate('transfers', transfers)
  // Invoices: a paper invoice goes to one of the buyer's addresses.
  const invoiceAddresses = new AddressRepository(db)
  registerInvoiceRoutes(
    app,
    new InvoiceService(db, {
      addressOf: (userId, id) => invoiceAddresses.byId(userId, id),
      linkSecret: secretStore(db, 'invoice_link_secret')
    }),
    now
  )
  return { rebooks, rebookPayments, transfers }
}
