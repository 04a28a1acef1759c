/** The console's refund calls (types/api/refund.ts REFUND_ADMIN_PATHS). */
import { REFUND_ADMIN_PATHS, type AdminRefundsQuery, type AdminRefundsReply, type RefundSettings } from '../../../types/api/refund'
import { adminGet, adminSend } from './admin-client'

export const refundRequests = (q: AdminRefundsQuery) =>
  adminGet<AdminRefundsReply>(REFUND_ADMIN_PATHS.list, { state: q.state, page: q.page, pageSize: q.pageSize })
export const approveRefund = (id: string) => adminSend<boolean>('POST', REFUND_ADMIN_PATHS.approve(id))
export const rejectRefund = (id: string, reason: string) => adminSend<boolean>('POST', REFUND_ADMIN_PATHS.reject(id), { reason })
export const retryRefund = (id: string) => adminSend<boolean>('POST', REFUND_ADMIN_PATHS.retry(id))
export const refundSettings = () => adminGet<RefundSettings>(REFUND_ADMIN_PATHS.settings)
export const saveRefundSettings = (s: RefundSettings) => adminSend<RefundSettings>('PUT', REFUND_ADMIN_PATHS.settings, s)
