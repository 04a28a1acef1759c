/** The console's promotion calls (types/api/promotion.ts ADMIN_PROMOTION_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import { ADMIN_PROMOTION_PATHS, type AdminPromotion, type PromotionInput } from '../../../types/api/promotion'
import { adminGet, adminSend } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const promotions = () => adminGet<AdminPromotion[]>(path(ADMIN_PROMOTION_PATHS.list))
export const createPromotion = (body: PromotionInput) => adminSend<AdminPromotion>('POST', path(ADMIN_PROMOTION_PATHS.create), body)
export const stopPromotion = (id: string) => adminSend<AdminPromotion>('POST', path(ADMIN_PROMOTION_PATHS.stop, id))
