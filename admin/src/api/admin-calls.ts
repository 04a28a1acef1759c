/** Typed admin calls, one per contract path (types/api/admin.ts). */
import {
  ADMIN_PATHS,
  SALES_PATHS,
  adminPath,
  type AttentionActionRequest,
  type AttentionItem,
  type AttentionReply,
  type DashboardQuery,
  type DashboardReply,
  type SalesOrderDetail,
  type SalesOrdersQuery,
  type SalesOrdersReply,
  type AuditQuery,
  type AuditReply,
  type ChangePasswordRequest,
  type CheckInReply,
  type CheckInRequest,
  type CreateStaffReply,
  type CreateStaffRequest,
  type DoorCountReply,
  type DoorSessionsReply,
  type LoginReply,
  type LoginRequest,
  type MeReply,
  type PreviewReply,
  type PublishReply,
  type SaveStorefrontDraftRequest,
  type StaffListReply,
  type StorefrontDraftReply,
  type StorefrontVersionsReply,
  type UpdateStaffReply,
  type UpdateStaffRequest
} from '../../../types/api/admin'
import { adminGet, adminSend, adminUrl } from './admin-client'

export const logIn = (req: LoginRequest) => adminSend<LoginReply>('POST', ADMIN_PATHS.session, req)
export const logOut = () => adminSend<null>('DELETE', ADMIN_PATHS.session)
export const me = () => adminGet<MeReply>(ADMIN_PATHS.me)
export const changePassword = (req: ChangePasswordRequest) => adminSend<MeReply>('POST', ADMIN_PATHS.password, req)

export const storefrontDraft = () => adminGet<StorefrontDraftReply>(ADMIN_PATHS.storefrontDraft)
export const saveStorefrontDraft = (req: SaveStorefrontDraftRequest) => adminSend<StorefrontDraftReply>('PUT', ADMIN_PATHS.storefrontDraft, req)
export const publishStorefront = () => adminSend<PublishReply>('POST', ADMIN_PATHS.storefrontPublish)
export const storefrontVersions = () => adminGet<StorefrontVersionsReply>(ADMIN_PATHS.storefrontVersions)
export const rollbackStorefront = (version: number) => adminSend<PublishReply>('POST', adminPath(ADMIN_PATHS.storefrontRollback, { version }))
export const storefrontPreview = () => adminSend<PreviewReply>('POST', ADMIN_PATHS.storefrontPreview)

export const checkIn = (req: CheckInRequest) => adminSend<CheckInReply>('POST', ADMIN_PATHS.doorCheckIn, req)
export const doorSessions = (date?: string) => adminGet<DoorSessionsReply>(ADMIN_PATHS.doorSessions, { date })
export const doorSessionCount = (id: string) => adminGet<DoorCountReply>(adminPath(ADMIN_PATHS.doorSessionCount, { id }))

export const staffList = () => adminGet<StaffListReply>(ADMIN_PATHS.staff)
export const createStaff = (req: CreateStaffRequest) => adminSend<CreateStaffReply>('POST', ADMIN_PATHS.staff, req)
export const updateStaff = (id: string, req: UpdateStaffRequest) => adminSend<UpdateStaffReply>('PATCH', adminPath(ADMIN_PATHS.staffMember, { id }), req)

export const auditLog = (query: AuditQuery) => adminGet<AuditReply>(ADMIN_PATHS.audit, { page: query.page, pageSize: query.pageSize })

// ---- sales and dashboard (issue #16 items 5 and 7) ----

type SalesFilters = Omit<SalesOrdersQuery, 'page' | 'pageSize'>
const filterQuery = (q: SalesOrdersQuery) => ({ ...q }) as Record<string, string | number | undefined>

export const salesOrders = (q: SalesOrdersQuery) => adminGet<SalesOrdersReply>(SALES_PATHS.orders, filterQuery(q))
export const salesOrder = (id: string) => adminGet<SalesOrderDetail>(adminPath(SALES_PATHS.order, { id }))
export const closeSalesOrder = (id: string) => adminSend<SalesOrderDetail>('POST', adminPath(SALES_PATHS.orderClose, { id }))
export const reissueTicketCode = (id: string, ticketId: string) => adminSend<SalesOrderDetail>('POST', adminPath(SALES_PATHS.ticketReissue, { id, ticketId }))
/** The CSV of the filtered orders: the browser downloads it with the staff cookie. */
export const salesOrdersCsvUrl = (q: SalesFilters) => adminUrl(SALES_PATHS.ordersCsv, filterQuery(q))
export const attentionList = () => adminGet<AttentionReply>(SALES_PATHS.attention)
export const actOnAttention = (paymentId: string, req: AttentionActionRequest) => adminSend<AttentionItem>('POST', adminPath(SALES_PATHS.attentionAction, { paymentId }), req)
export const retryAttentionRefund = (refundId: string) => adminSend<AttentionReply>('POST', adminPath(SALES_PATHS.attentionRefundRetry, { refundId }), {})
export const dashboard = (q: DashboardQuery) => adminGet<DashboardReply>(SALES_PATHS.dashboard, { from: q.from, to: q.to })
