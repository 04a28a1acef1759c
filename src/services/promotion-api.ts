/**
 * Promotion calls (types/api/promotion.ts; calls-errors-limits.md "promotions list", "promotion
 * detail", "POST buyer /pub/v1/combo_activities/price", channel_promotion). The launch channel goes with
 * every request as the channel-id header (request-client.ts), so the gateway answers the channel's own discount.
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  PROMOTION_PATHS,
  type ComboOrderReply,
  type ComboOrderRequest,
  type ComboPriceReply,
  type ComboSelection,
  type PromotionDetail
} from '../../types/api/promotion'

export function promotionDetail(promotionId: string) {
  return api().request<PromotionDetail>({ path: PROMOTION_PATHS.detail, data: { promotionId } })
}

/** The combo price of a selection (one session and tier per slot). */
export function comboPrice(selection: ComboSelection) {
  return api().request<ComboPriceReply>({ path: PROMOTION_PATHS.comboPrice, method: 'POST', data: { ...selection } })
}

/** The package purchase: one order per chosen session, paid at once with the answered transaction. */
export function comboOrder(body: ComboOrderRequest) {
  return api().request<ComboOrderReply>({
    path: PROMOTION_PATHS.comboOrder,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}
