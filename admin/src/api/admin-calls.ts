/** Typed admin calls, one per contract path (types/api/admin.ts). */
import {
  ADMIN_PATHS,
  adminPath,
  type AuditQuery,
  type AuditReply,
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
import { adminGet, adminSend } from './admin-client'

export const logIn = (req: LoginRequest) => adminSend<LoginReply>('POST', ADMIN_PATHS.session, req)
export const logOut = () => adminSend<null>('DELETE', ADMIN_PATHS.session)
export const me = () => adminGet<MeReply>(ADMIN_PATHS.me)

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
