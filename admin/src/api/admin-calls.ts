/** Typed admin calls, one per contract path (types/api/staff.ts, storefront-admin.ts, door.ts, sales-admin.ts). */
import type { AnalyticsCountsReply } from '../../../types/api/analytics'
import {
  ADMIN_PATHS,
  adminPath,
  type AuditQuery,
  type AuditReply,
  type ChangePasswordRequest,
  type CreateStaffReply,
  type CreateStaffRequest,
  type LoginReply,
  type LoginRequest,
  type MeReply,
  type StaffListReply,
  type UpdateStaffReply,
  type UpdateStaffRequest
} from '../../../types/api/staff'
import {
  STOREFRONT_PATHS,
  type PreviewReply,
  type PublishReply,
  type SaveStorefrontDraftRequest,
  type StorefrontDraftReply,
  type StorefrontVersionsReply
} from '../../../types/api/storefront-admin'
import { DOOR_PATHS, type CheckInReply, type CheckInRequest, type DoorCountReply, type DoorSessionsReply } from '../../../types/api/door'
import {
  SALES_PATHS,
  type AttentionActionRequest,
  type AttentionItem,
  type AttentionReply,
  type DashboardQuery,
  type DashboardReply,
  type SalesOrderDetail,
  type SalesOrdersQuery,
  type SalesOrdersReply
} from '../../../types/api/sales-admin'
import { adminGet, adminSend, adminUrl } from './admin-client'

export const logIn = (req: LoginRequest) => adminSend<LoginReply>('POST', ADMIN_PATHS.session, req)
export const logOut = () => adminSend<null>('DELETE', ADMIN_PATHS.session)
export const me = () => adminGet<MeReply>(ADMIN_PATHS.me)
export const changePassword = (req: ChangePasswordRequest) => adminSend<MeReply>('POST', ADMIN_PATHS.password, req)

export const storefrontDraft = () => adminGet<StorefrontDraftReply>(STOREFRONT_PATHS.draft)
export const saveStorefrontDraft = (req: SaveStorefrontDraftRequest) => adminSend<StorefrontDraftReply>('PUT', STOREFRONT_PATHS.draft, req)
export const publishStorefront = () => adminSend<PublishReply>('POST', STOREFRONT_PATHS.publish)
export const storefrontVersions = () => adminGet<StorefrontVersionsReply>(STOREFRONT_PATHS.versions)
export const rollbackStorefront = (version: number) => adminSend<PublishReply>('POST', adminPath(STOREFRONT_PATHS.rollback, { version }))
export const storefrontPreview = () => adminSend<PreviewReply>('POST', STOREFRONT_PATHS.preview)

export const checkIn = (req: CheckInRequest) => adminSend<CheckInReply>('POST', DOOR_PATHS.checkIn, req)
export const doorSessions = (date?: string) => adminGet<DoorSessionsReply>(DOOR_PATHS.sessions, { date })
export const doorSessionCount = (id: string) => adminGet<DoorCountReply>(adminPath(DOOR_PATHS.sessionCount, { id }))

export const staffList = () => adminGet<StaffListReply>(ADMIN_PATHS.staff)
export const createStaff = (req: CreateStaffRequest) => adminSend<CreateStaffReply>('POST', ADMIN_PATHS.staff, req)
export const updateStaff = (id: string, req: UpdateStaffRequest) =>
  adminSend<UpdateStaffReply>('PATCH', adminPath(ADMIN_PATHS.staffMember, { id }), req)

export const auditLog = (query: AuditQuery) => adminGet<AuditReply>(ADMIN_PATHS.audit, { ...query })

// ---- sales and dashboard ----

type SalesFilters = Omit<SalesOrdersQuery, 'page' | 'pageSize'>
const filterQuery = (q: SalesOrdersQuery) => ({ ...q }) as Record<string, string | number | undefined>

export const salesOrders = (q: SalesOrdersQuery) => adminGet<SalesOrdersReply>(SALES_PATHS.orders, filterQuery(q))
export const salesOrder = (id: string) => adminGet<SalesOrderDetail>(adminPath(SALES_PATHS.order, { id }))
export const closeSalesOrder = (id: string) => adminSend<SalesOrderDetail>('POST', adminPath(SALES_PATHS.orderClose, { id }))
export const reissueTicketCode = (id: string, ticketId: string) =>
  adminSend<SalesOrderDetail>('POST', adminPath(SALES_PATHS.ticketReissue, { id, ticketId }))
/** The CSV of the filtered orders: the browser downloads it with the staff cookie. */
export const salesOrdersCsvUrl = (q: SalesFilters) => adminUrl(SALES_PATHS.ordersCsv, filterQuery(q))
export const attentionList = () => adminGet<AttentionReply>(SALES_PATHS.attention)
export const actOnAttention = (paymentId: string, req: AttentionActionRequest) =>
  adminSend<AttentionItem>('POST', adminPath(SALES_PATHS.attentionAction, { paymentId }), req)
export const retryAttentionRefund = (refundId: string) =>
  adminSend<AttentionReply>('POST', adminPath(SALES_PATHS.attentionRefundRetry, { refundId }), {})
export const dashboard = (q: DashboardQuery) => adminGet<DashboardReply>(SALES_PATHS.dashboard, { from: q.from, to: q.to })
export const analyticsCounts = (days: number) => adminGet<AnalyticsCountsReply>('/analytics', { days })
