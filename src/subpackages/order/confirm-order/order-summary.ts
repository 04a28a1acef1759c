/**
 * What confirm order tells the buyer they are buying (issue #14: "Confirm order never says what is
 * bought"): one line per price tier with its unit price and quantity (and the seats where seats were
 * picked), then the fees and the total apart. The tiers' names and unit prices come from the session's
 * seat plans; the amounts come from the gateway's preview (pre_order), which is what will be charged.
 */
import type { OrderItemInput, PreOrderReply } from '../../../../types/api/order'
import type { Fen } from '../../../../types/api/common'
import type { SeatPlanStatic, SessionStatic } from '../../../../types/api/show'
import { parseSeatKey, seatKey, seatLabel, type SeatPlace } from '../../../../types/rules/seat-key'
import { fenText } from '../../../../types/rules/money'

export interface SummaryLine {
  seatPlanId: string
  /** Empty while the plan is unknown (it may have been withdrawn since booking). */
  name: string
  unitFen: Fen | undefined
  qty: number
  seats: SeatPlace[]
}

export interface SummaryAmounts {
  ticketFen: Fen
  deliveryFen: Fen
  serviceFen: Fen
  /** The tied goods' price, delivery included (pre_order's goodsAmount); absent when none are bought. */
  goodsFen?: Fen
  totalFen: Fen
}

/** Items of one tier are one line: seats picked across rows arrive as one item per tier already, a repeated tier is added up. */
export function summaryLines(
  items: readonly OrderItemInput[],
  plans: readonly Pick<SeatPlanStatic, 'seatPlanId' | 'seatPlanName' | 'originalPrice'>[]
): SummaryLine[] {
  const lines: SummaryLine[] = []
  for (const item of items) {
    const seats = (item.seatIds ?? []).map((k) => parseSeatKey(k)).filter((p): p is SeatPlace => !!p)
    const same = lines.find((l) => l.seatPlanId === item.seatPlanId)
    if (same) {
      same.qty += item.qty
      same.seats.push(...seats)
      continue
    }
    const plan = plans.find((p) => p.seatPlanId === item.seatPlanId)
    lines.push({ seatPlanId: item.seatPlanId, name: plan?.seatPlanName ?? '', unitFen: plan?.originalPrice, qty: item.qty, seats })
  }
  return lines
}

/**
 * A line's seats as the buyer reads them: the gateway's names from pre_order (the seat-map designer's,
 * "A区 3排12座", issue #16 item 4) or, for a seat it did not name, its place ("3排12座").
 */
export function seatWords(seats: readonly SeatPlace[], names: Readonly<Record<string, string>> | undefined, locale: string): string[] {
  return seats.map((p) => names?.[seatKey(p)] ?? seatLabel(p, locale))
}

/** The preview's amounts; undefined until the gateway has priced the order (no total is guessed on the app). */
export function summaryAmounts(
  preview: Pick<PreOrderReply, 'ticketAmount' | 'deliveryFee' | 'paymentServiceFee' | 'payAmount' | 'goodsAmount'> | undefined
): SummaryAmounts | undefined {
  if (!preview) return undefined
  return {
    ticketFen: preview.ticketAmount,
    deliveryFen: preview.deliveryFee,
    serviceFen: preview.paymentServiceFee,
    ...(preview.goodsAmount !== undefined ? { goodsFen: preview.goodsAmount } : {}),
    totalFen: preview.payAmount
  }
}

export function ticketCount(items: readonly Pick<OrderItemInput, 'qty'>[]): number {
  return items.reduce((n, i) => n + i.qty, 0)
}

/**
 * The session's own name, when it says more than its start time (a merchant's "首演" or "Matinee"); the
 * demo names its sessions by their start, which the card already shows formatted.
 */
export function sessionNameBeyondTime(session: Pick<SessionStatic, 'sessionName'> | undefined, timeText: string): string {
  const name = session?.sessionName?.trim() ?? ''
  if (!name) return ''
  const digits = (s: string) => s.replace(/\D/g, '')
  return digits(name) && digits(name) === digits(timeText) ? '' : name
}

export interface MemberRows {
  /** The member discount (会员N折) and the points' price off this order, 0 when none. */
  memberOffFen: Fen
  pointsOffFen: Fen
  /** The points row ("可用N积分抵¥M"): the spec's formula on this cart, from pre_order; absent when points may not pay. */
  points?: { owned: number; pointsUsed: number; amountText: string; usable: boolean; isChecked: boolean }
}

/** Confirm order's member rows from the gateway's preview; nothing is computed on the app. */
export function memberRows(preview: Pick<PreOrderReply, 'memberDiscount' | 'points' | 'pointsDiscount'> | undefined): MemberRows {
  const p = preview?.points
  return {
    memberOffFen: preview?.memberDiscount ?? 0,
    pointsOffFen: preview?.pointsDiscount ?? 0,
    ...(p
      ? {
          points: { owned: p.owned, pointsUsed: p.pointsUsed, amountText: fenText(p.pointPrice), usable: p.usable, isChecked: p.isChecked }
        }
      : {})
  }
}
