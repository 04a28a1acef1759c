/**
 * On-site (venue box-office) purchase (section 7, "order creation paths ... buyer/v1/venue_purchase/pre_orders";
 * product.md "site_purchase", "site-list"): today's offer of a show, the on-site quote and order (with the
 * buying proofs every order-creation call carries), and the buyer's on-site tickets.
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { BuyingProofs, CreateOrderReply, CreateOrderRequest, PreOrderReply } from '../../types/api/order'
import {
  onSiteOfferPath,
  VENUE_PURCHASE_PATH,
  VENUE_PURCHASE_QUOTE_PATH,
  VENUE_PURCHASE_TICKETS_PATH,
  type OnSiteOffer,
  type OnSiteTicket
} from '../../types/api/venue-purchase'

function proofHeaders(proofs: BuyingProofs): Record<string, string> {
  return {
    ...(proofs.riskToken ? { 'risk-token': proofs.riskToken } : {}),
    ...(proofs.passId ? { 'pass-id': proofs.passId } : {})
  }
}

export function onSiteOffer(showId: string) {
  return api().request<OnSiteOffer>({ path: onSiteOfferPath(showId), importance: IMPORTANCE.high })
}

/** The amount to pay for the tickets chosen, under the on-site rules (pre_order's reply). */
export function onSiteQuote(body: Pick<CreateOrderRequest, 'showId' | 'items'>, proofs: BuyingProofs) {
  return api().request<PreOrderReply>({
    path: VENUE_PURCHASE_QUOTE_PATH,
    method: 'POST',
    data: { ...body },
    header: proofHeaders(proofs),
    importance: IMPORTANCE.critical
  })
}

/** The on-site order (create_order's body and reply): retried on limiting with the same idempotency key. */
export function onSiteOrder(body: CreateOrderRequest, proofs: BuyingProofs) {
  return api().request<CreateOrderReply>({
    path: VENUE_PURCHASE_PATH,
    method: 'POST',
    data: { ...body },
    header: proofHeaders(proofs),
    importance: IMPORTANCE.critical
  })
}

export function onSiteTickets() {
  return api().request<OnSiteTicket[]>({ path: VENUE_PURCHASE_TICKETS_PATH, importance: IMPORTANCE.high })
}
