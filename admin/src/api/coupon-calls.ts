/** The console's coupon calls (types/api/coupon.ts ADMIN_COUPON_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_COUPON_PATHS,
  type AdminCouponCodeBatch,
  type AdminCouponCodeBatchCreate,
  type AdminCouponReport,
  type AdminCouponTemplate,
  type AdminCouponVerification,
  type CouponTemplateInput
} from '../../../types/api/coupon'
import { adminGet, adminSend, adminUrl } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const couponTemplates = () => adminGet<AdminCouponTemplate[]>(path(ADMIN_COUPON_PATHS.list))
export const saveCouponTemplate = (id: string | null, body: CouponTemplateInput) =>
  id
    ? adminSend<AdminCouponTemplate>('PUT', path(ADMIN_COUPON_PATHS.one, id), body)
    : adminSend<AdminCouponTemplate>('POST', path(ADMIN_COUPON_PATHS.create), body)
export const stopCouponTemplate = (id: string) => adminSend<AdminCouponTemplate>('POST', path(ADMIN_COUPON_PATHS.stop, id))
export const couponCodeBatches = (templateId: string) => adminGet<AdminCouponCodeBatch[]>(path(ADMIN_COUPON_PATHS.batches, templateId))
export const createCouponCodeBatch = (templateId: string, body: AdminCouponCodeBatchCreate) =>
  adminSend<AdminCouponCodeBatch>('POST', path(ADMIN_COUPON_PATHS.batches, templateId), body)
/** The batch's codes as CSV, downloaded by the browser with the staff cookie. */
export const couponCodesCsvUrl = (batchId: string) => adminUrl(path(ADMIN_COUPON_PATHS.batchCsv, batchId))
/** Void a batch: its unredeemed codes stop working; coupons already received stay. */
export const voidCouponCodeBatch = (batchId: string) => adminSend<AdminCouponCodeBatch>('POST', path(ADMIN_COUPON_PATHS.batchVoid, batchId))
/** An offline coupon used at the venue: its verify code, read from the buyer's phone. */
export const verifyCoupon = (verifyCode: string) =>
  adminSend<AdminCouponVerification>('POST', path(ADMIN_COUPON_PATHS.verify), { verifyCode })
export const couponReport = () => adminGet<AdminCouponReport>(path(ADMIN_COUPON_PATHS.report))
