/**
 * The seats chosen on pick-seat, carried to confirm_order in one route parameter:
 * "planA:3-12_3-13,planB:5-1" (plan ids hold letters, digits and dashes; seat keys are "row-seat").
 */
import { parseSeatKey } from '../../types/rules/seat-key'

export type SeatSelection = Array<{ seatPlanId: string; seatIds: string[] }>

export function encodeSeatParam(selection: SeatSelection): string {
  return selection.map((i) => `${i.seatPlanId}:${i.seatIds.join('_')}`).join(',')
}

/** The selection, or an empty one when the parameter is missing or malformed. */
export function decodeSeatParam(param: string | undefined): SeatSelection {
  if (!param) return []
  const items = param.split(',').map((part) => {
    const [seatPlanId, seats = ''] = part.split(':')
    return { seatPlanId, seatIds: seats.split('_').filter(Boolean) }
  })
  const valid = items.every((i) => /^[\w-]+$/.test(i.seatPlanId) && i.seatIds.length > 0 && i.seatIds.every((k) => parseSeatKey(k)))
  return valid ? items : []
}
