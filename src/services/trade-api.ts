/** Order creation, orders and payment (section 7, "Orders, payment, tickets"). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { KeptOrLive } from './request/request-client'
import type {
  BuyingProofs,
  CashiersRequest,
  CreateOrderReply,
  CreateOrderRequest,
  HotTickets,
  OrderDetail,
  PayReply,
  PayRequest,
  PaymentOption,
  PreOrderReply,
  ReserveTimeReply,
  Ticket,
  TicketDetail
} from '../../types/api/order'
import type { Page } from '../../types/api/common'
import { keepTicketKey, keptTicketKey } from './ticket-keys'

const BUYER = '/buyer'
const TRADE = '/trade'

/** The buying proofs as the order-creation headers; an absent proof sends no header. */
function proofHeaders(proofs: BuyingProofs): Record<string, string> {
  return {
    ...(proofs.riskToken ? { 'risk-token': proofs.riskToken } : {}),
    ...(proofs.passId ? { 'pass-id': proofs.passId } : {})
  }
}

/** Critical: on limiting it retries every 3 s with the same body and idempotency key. */
export function preOrder(body: Omit<CreateOrderRequest, 'idempotencyKey' | 'paymentParam'>, proofs: BuyingProofs) {
  return api().request<PreOrderReply>({
    path: `${BUYER}/buyer/v3/pre_order`,
    method: 'POST',
    data: { ...body },
    header: proofHeaders(proofs),
    importance: IMPORTANCE.critical
  })
}

export function createOrder(body: CreateOrderRequest, proofs: BuyingProofs) {
  return api().request<CreateOrderReply>({
    path: `${BUYER}/buyer/v5/create_order`,
    method: 'POST',
    data: { ...body },
    header: proofHeaders(proofs),
    importance: IMPORTANCE.critical
  })
}

export function orderDetail(orderId: string, fromPage?: string) {
  return api().request<OrderDetail>({
    path: `${BUYER}/buyer/v5/orders/${encodeURIComponent(orderId)}`,
    data: fromPage ? { fromPage } : {},
    importance: IMPORTANCE.high
  })
}

export function reserveTime(transactionId: string) {
  return api().request<ReserveTimeReply>({ path: `${BUYER}/buyer/order/v3/${encodeURIComponent(transactionId)}/reserve_time` })
}

export function cashiers(body: CashiersRequest) {
  return api().request<PaymentOption[]>({
    path: `${TRADE}/buyer/v3/payments/cashiers`,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}

export function pay(body: PayRequest) {
  return api().request<PayReply>({
    path: `${TRADE}/buyer/v3/payments/pay`,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.critical
  })
}

export function orderList(state: 'ALL' | 'UNPAID' | 'PAID' | 'CLOSED' | 'REFUND', offset = 0, length = 20) {
  return api().request<Page<OrderDetail>>({ path: `${BUYER}/buyer/v5/orders`, data: { state, offset, length } })
}

export function cancelOrder(orderId: string) {
  return api().request<boolean>({ path: `${BUYER}/buyer/v5/orders/${encodeURIComponent(orderId)}/cancel`, method: 'POST' })
}

export function orderTickets(orderId: string) {
  return api().request<Ticket[]>({ path: `${BUYER}/buyer/v5/orders/${encodeURIComponent(orderId)}/tickets` })
}

/** The ticket holder: tickets of sessions to come, or (history) those past. */
export function tickets(history = false) {
  return api().request<Ticket[]>({ path: `${BUYER}/buyer/v1/tickets${history ? '/history' : ''}` })
}

/** DOOOLY: a 6-digit code to the buyer's phone (resend after the seconds it answers). */
export function dooolyMakeCode(transactionIds: string[]) {
  return api().request<{ resendAfterSeconds: number }>({
    path: `${TRADE}/buyer/v3/payments/doooly/make_pay_verification_code`,
    method: 'POST',
    data: { transactionIds }
  })
}

/** DOOOLY: whether a code already sent can still be used. */
export function dooolyQuery(transactionIds: string[]) {
  return api().request<{ success: boolean }>({
    path: `${TRADE}/buyer/v3/payments/doooly/verification/query`,
    method: 'POST',
    data: { transactionIds }
  })
}

export function dooolyPay(transactionIds: string[], verificationCode: string) {
  return api().request<{ paymentProduct: string; paymentInfoMap: { success: boolean; info: string } }>({
    path: `${TRADE}/buyer/v3/payments/doooly/pay`,
    method: 'POST',
    data: { transactionIds, verificationCode },
    importance: IMPORTANCE.critical
  })
}

/**
 * The ticket holder's current tickets, live or, with no network, as last kept by the fallback cache
 *; savedAt says when a kept list was fetched. `quiet`: a second try behind another
 * call that failed, whose page shows the failure itself (no reply dialogs).
 */
export function currentTicketsKeptOrLive(quiet = false) {
  return api().requestKeptOrLive<Ticket[]>({ path: `${BUYER}/buyer/v1/tickets`, ...(quiet ? { handleErrors: false } : {}) })
}

/** The hot ticket (the valid tickets of the buyer's next session, null when none), live or kept. */
export function hotTicketsKeptOrLive() {
  return api().requestKeptOrLive<HotTickets | null>({
    path: `${BUYER}/buyer/v1/tickets/hot`,
    importance: IMPORTANCE.high,
    handleErrors: false
  })
}

/**
 * One ticket, live or kept. A live reply carries the ticket's code secret, kept on the phone
 * for its rotating code offline (ticket-keys.ts). A ticket never opened while online has no kept copy of
 * its own (10 per endpoint), so with no network it is read from the kept current list; its code then
 * comes from the kept secret, which the ticket holder fetched while online (syncTicketKeys).
 */
export async function ticketDetailKeptOrLive(ticketId: string): Promise<KeptOrLive<Ticket & Pick<TicketDetail, 'wallet'>>> {
  try {
    const got = await api().requestKeptOrLive<TicketDetail>({
      path: `${BUYER}/buyer/v1/tickets/${encodeURIComponent(ticketId)}`,
      handleErrors: false
    })
    if (got.savedAt === undefined) keepTicketKey(got.data, Date.now())
    return got
  } catch (error) {
    const list = await currentTicketsKeptOrLive(true).catch(() => undefined)
    const kept = list?.savedAt !== undefined ? list.data.find((k) => k.ticketId === ticketId) : undefined
    if (kept && list) return { data: kept, savedAt: list.savedAt }
    throw error
  }
}

/**
 * Makes the valid tickets' codes ready for a door with no signal: fetches, one at a time and quietly,
 * the detail (and so the code secret) of each one whose secret the phone does not have yet. Lists never
 * carry secrets, so the ticket holder and /hot call this while online.
 */
export async function syncTicketKeys(tickets: Ticket[]): Promise<void> {
  for (const k of tickets) {
    if (k.state !== 'VALID' || keptTicketKey(k.ticketId)) continue
    const detail = await api().request<TicketDetail>({
      path: `${BUYER}/buyer/v1/tickets/${encodeURIComponent(k.ticketId)}`,
      handleErrors: false,
      importance: IMPORTANCE.low
    })
    keepTicketKey(detail, Date.now())
  }
}
