/**
 * Show detail rules (product.md section 4, "Show detail status"): static and dynamic data merged,
 * sessions and seat plans merged by id, what the buy button does, seat-picking support, stock state.
 */
import type {
  SeatPlanDynamic,
  SeatPlanStatic,
  SessionDynamic,
  SessionStatic,
  ShowDetailStatus,
  ShowDynamic,
  ShowStatic
} from '../../../../types/api/show'

/** "A show can be bought only when PRE_SALE or ON_SALE." */
export const BUYABLE_STATUSES: readonly ShowDetailStatus[] = ['PRE_SALE', 'ON_SALE']

/** A tier with this many tickets left or fewer shows "few left". */
export const FEW_LEFT_THRESHOLD = 10

export type ShowDetail = ShowStatic & ShowDynamic

/** Dynamic fields are refreshed separately and win over the static ones. */
export function mergeShow(s: ShowStatic, d: ShowDynamic): ShowDetail {
  return { ...s, ...d }
}

export type BuyButton =
  { kind: 'buy'; text: string } | { kind: 'countdown'; text: string; saleTime: number } | { kind: 'disabled'; text: string }

export function buyButton(show: ShowDetail, now: number): BuyButton {
  const text = show.buttonText ?? ''
  if (!BUYABLE_STATUSES.includes(show.showDetailStatus)) return { kind: 'disabled', text }
  if (show.showDetailStatus === 'PRE_SALE' && show.saleTime && show.saleTime > now)
    return { kind: 'countdown', text, saleTime: show.saleTime }
  return { kind: 'buy', text }
}

/**
 * What a show that can no longer be bought says instead of its tiers, coupons and promotions (issue #31
 * item 3: "A cancelled show still offers a coupon and price tiers on its page with no cancellation notice").
 */
export function closedNotice(
  show: Pick<ShowDetail, 'showDetailStatus'>
): 'show_detail.cancelled_notice' | 'show_detail.completed_notice' | undefined {
  if (show.showDetailStatus === 'CANCELED') return 'show_detail.cancelled_notice'
  if (show.showDetailStatus === 'COMPLETED') return 'show_detail.completed_notice'
  return undefined
}

/** "Seat picking is supported if seatPickType is set and not SUPPORT_NONE, otherwise according to supportSeatPicking." */
export function supportsSeatPicking(show: Pick<ShowDetail, 'seatPickType' | 'supportSeatPicking'>): boolean {
  if (show.seatPickType) return show.seatPickType !== 'SUPPORT_NONE'
  return !!show.supportSeatPicking
}

export type SessionView = SessionStatic & Partial<Omit<SessionDynamic, 'bizShowSessionId'>>
export type SeatPlanView = SeatPlanStatic & Partial<Omit<SeatPlanDynamic, 'seatPlanId'>>

/** "merged by bizShowSessionId" / "merged by seatPlanId": static order, dynamic state where known. */
export function mergeById<S, D>(statics: S[], dynamics: D[], id: (x: S | D) => string): Array<S & Partial<D>> {
  const byId = new Map(dynamics.map((d) => [id(d), d]))
  return statics.map((s) => ({ ...s, ...(byId.get(id(s)) ?? {}) }) as S & Partial<D>)
}

export const mergeSessions = (s: SessionStatic[], d: SessionDynamic[]): SessionView[] =>
  mergeById<SessionStatic, SessionDynamic>(s, d, (x) => x.bizShowSessionId)
export const mergeSeatPlans = (s: SeatPlanStatic[], d: SeatPlanDynamic[]): SeatPlanView[] =>
  mergeById<SeatPlanStatic, SeatPlanDynamic>(s, d, (x) => x.seatPlanId)

export type StockState = 'sold_out' | 'few_left' | 'available' | 'unknown'

export function stockState(plan: SeatPlanView): StockState {
  if (plan.canBuyCount === undefined) return 'unknown'
  if (plan.soldOut || plan.canBuyCount <= 0) return 'sold_out'
  return plan.canBuyCount <= FEW_LEFT_THRESHOLD ? 'few_left' : 'available'
}

/** The session to open with: the one the sale is for, else the first that can be bought, else the first. */
export function initialSession(sessions: SessionView[], saleShowSessionId?: string): string | undefined {
  return (sessions.find((s) => s.bizShowSessionId === saleShowSessionId) ?? sessions.find((s) => s.canBuy) ?? sessions[0])?.bizShowSessionId
}
