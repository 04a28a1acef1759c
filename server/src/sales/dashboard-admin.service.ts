/**
 * The dashboard (issue #16 item 7; owner and finance): today's and a chosen period's sales, tickets per
 * show and tier, sell-through and check-in rate. Days are the merchant's (its shop time zone); the sums
 * come from SQL (DashboardRepository: GROUP BY and window sums), this only shapes them.
 */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import type {
  DashboardDay,
  DashboardQuery,
  DashboardReply,
  DashboardShowRow,
  GoodsSalesFigures,
  SalesFigures
} from '../../../types/api/sales-admin'
import { addDays, localDate, startOfLocalDay } from '../../../types/rules/merchant-time'
import { DashboardRepository, type DayFiguresRow, type GoodsFiguresRow } from './dashboard.repository'

const MAX_DAYS = 366
const DEFAULT_DAYS = 7

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0)

/** Revenue is net: what was paid less what was settled back, each on its own day. */
function sum(rows: Array<Pick<DayFiguresRow, 'paid_orders' | 'amount_fen' | 'tickets' | 'refunded_fen'>>): SalesFigures {
  const total = rows.reduce(
    (s, r) => ({
      paidOrders: s.paidOrders + r.paid_orders,
      grossFen: s.grossFen + Number(r.amount_fen),
      refundedFen: s.refundedFen + Number(r.refunded_fen),
      tickets: s.tickets + r.tickets
    }),
    { paidOrders: 0, grossFen: 0, refundedFen: 0, tickets: 0 }
  )
  return {
    paidOrders: total.paidOrders,
    amountFen: total.grossFen - total.refundedFen,
    tickets: total.tickets,
    grossFen: total.grossFen,
    refundedFen: total.refundedFen
  }
}

function goodsFigures(r: GoodsFiguresRow): GoodsSalesFigures {
  const gross = Number(r.gross_fen)
  const refunded = Number(r.refunded_fen)
  return { paidOrders: r.paid_orders, units: r.units, grossFen: gross, refundedFen: refunded, amountFen: gross - refunded }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000) + 1
}

export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>
  ) {}

  async figures(merchantId: string, q: DashboardQuery, locale: Locale, now: Date): Promise<DashboardReply> {
    const zone = await this.timeZoneOf(merchantId)
    const today = localDate(now, zone)
    const to = q.to ?? today
    const from = q.from ?? addDays(to, 1 - DEFAULT_DAYS)
    const span = daysBetween(from, to)
    if (span < 1 || span > MAX_DAYS) throw new AppError('INVALID_PARAMETER')
    const repo = new DashboardRepository(this.db)
    const start = startOfLocalDay(from, zone)
    const end = startOfLocalDay(addDays(to, 1), zone)
    const todayStart = startOfLocalDay(today, zone)
    const todayEnd = startOfLocalDay(addDays(today, 1), zone)
    const [dayRows, todayRows, tierRows, goodsPeriod, goodsToday] = await Promise.all([
      repo.days(merchantId, zone, start, end),
      repo.days(merchantId, zone, todayStart, todayEnd),
      repo.tiers(merchantId, start, end),
      repo.goods(merchantId, start, end),
      repo.goods(merchantId, todayStart, todayEnd)
    ])
    const byDay = new Map(dayRows.map((r) => [r.day, r]))
    const days: DashboardDay[] = []
    for (let i = 0; i < span; i++) {
      const date = addDays(from, i)
      const r = byDay.get(date)
      days.push({ date, ...sum(r ? [r] : []) })
    }
    const shows = new Map<string, DashboardShowRow>()
    for (const t of tierRows) {
      let show = shows.get(t.show_id)
      if (!show) {
        show = {
          showId: t.show_id,
          showName: textIn(t.show_name, locale),
          ticketsInPeriod: t.show_in_period,
          sold: t.show_sold,
          capacity: t.show_capacity,
          sellThrough: ratio(t.show_sold, t.show_capacity),
          checkedIn: t.show_checked_in,
          checkInRate: ratio(t.show_checked_in, t.show_issued),
          tiers: []
        }
        shows.set(t.show_id, show)
      }
      show.tiers.push({
        tierId: t.tier_id,
        tierName: textIn(t.tier_name, locale),
        sessionName: textIn(t.session_name, locale),
        sold: t.sold,
        capacity: t.capacity
      })
    }
    return {
      timeZone: zone,
      today: { date: today, ...sum(todayRows) },
      period: { from, to, ...sum(dayRows) },
      goods: { today: goodsFigures(goodsToday), period: goodsFigures(goodsPeriod) },
      days,
      // The period's best sellers first, then the all-time ones.
      shows: [...shows.values()].sort((a, b) => b.ticketsInPeriod - a.ticketsInPeriod || b.sold - a.sold)
    }
  }
}
