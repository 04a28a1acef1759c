/**
 * The buyer's order reminders (types/api/order-reminders.ts): the payments bound to an order's bindId, as
 * pay-loading polls them, and the most recent order worth a reminder card on mine.
 */
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import { showPosterUrl } from '../browse/show.presenter'
import type { BindPaymentsReply, BindPayState, RecentOrder, RecentOrderReply } from '../../../types/api/order-reminders'
import type { OrderReminderRepository, BoundOrderRow, BoundPaymentRow, RecentOrderRow } from './order-reminder.repository'

/**
 * What a bindId's payments say: the order paid is PAID; closed (or past its deadline unpaid) is CLOSED;
 * else PAYING while a started payment has no result, UNPAID when none was started or all were cancelled.
 */
export function bindPayState(
  order: Pick<BoundOrderRow, 'state' | 'reserve_deadline'>,
  payments: Pick<BoundPaymentRow, 'state'>[],
  now: Date
): BindPayState {
  if (order.state === 'PAID') return 'PAID'
  if (order.state === 'CLOSED' || order.reserve_deadline.getTime() <= now.getTime()) return 'CLOSED'
  return payments.some((p) => p.state === 'CREATED') ? 'PAYING' : 'UNPAID'
}

export class OrderReminderService {
  constructor(
    private readonly orders: OrderReminderRepository,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>
  ) {}

  async queryByBindId(merchantId: string, userId: string, bindId: string, now: Date): Promise<BindPaymentsReply> {
    const order = await this.orders.boundOrder(merchantId, userId, bindId.trim())
    if (!order) throw new AppError('PAYMENT_BINDING_NOT_FOUND')
    const payments = await this.orders.payments(order.id)
    const payState = bindPayState(order, payments, now)
    return {
      bindId: order.transaction_id,
      orderId: order.id,
      payState,
      payDeadline: payState === 'PAYING' || payState === 'UNPAID' ? order.reserve_deadline.getTime() : null,
      transactions: payments.map((p) => ({
        paymentId: p.id,
        paymentProduct: p.product,
        amount: p.amount_fen,
        state: p.state,
        createdAt: p.created_at.getTime(),
        completedAt: p.completed_at ? p.completed_at.getTime() : null
      }))
    }
  }

  /** An unpaid order still payable comes first (it closes soon); else the paid order whose show is next. */
  async recent(merchantId: string, userId: string, locale: Locale, now: Date): Promise<RecentOrderReply> {
    const unpaid = await this.orders.newestUnpaid(merchantId, userId, now)
    const row = unpaid ?? (await this.orders.nextShow(merchantId, userId, now))
    if (!row) return { order: null }
    return { order: present(row, await this.timeZoneOf(merchantId), locale) }
  }
}

function present(row: RecentOrderRow, timeZone: string, locale: Locale): RecentOrder {
  const unpaid = row.state === 'UNPAID'
  return {
    kind: unpaid ? 'UNPAID' : 'UPCOMING',
    orderId: row.id,
    orderState: row.state,
    showId: row.show_id,
    showName: textIn(row.show_name, locale),
    posterUrl: showPosterUrl({ id: row.show_id, poster_url: row.poster_url }),
    sessionName: textIn(row.session_name, locale),
    sessionStartsAt: row.starts_at.getTime(),
    venueName: textIn(row.venue_name, locale),
    ticketCount: row.ticket_count,
    amount: row.total_fen,
    payDeadline: unpaid ? row.reserve_deadline.getTime() : null,
    transactionId: unpaid ? row.transaction_id : null,
    timeZone
  }
}
