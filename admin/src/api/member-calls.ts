/** The console's membership calls (types/api/member.ts ADMIN_MEMBER_PATHS, under ADMIN_API). */
import { ADMIN_API } from '../../../types/api/admin'
import { ADMIN_MEMBER_PATHS, type AdminMemberLevelsInput, type AdminMemberRatesInput, type AdminMemberReport, type AdminMembership } from '../../../types/api/member'
import { adminGet, adminSend } from './admin-client'

export const membership = () => adminGet<AdminMembership>(`${ADMIN_API}${ADMIN_MEMBER_PATHS.settings}`)
export const memberReport = () => adminGet<AdminMemberReport>(`${ADMIN_API}${ADMIN_MEMBER_PATHS.report}`)
export const saveMemberLevels = (body: AdminMemberLevelsInput) => adminSend<AdminMembership>('PUT', `${ADMIN_API}${ADMIN_MEMBER_PATHS.levels}`, body)
export const saveMemberRates = (body: AdminMemberRatesInput) => adminSend<AdminMembership>('PUT', `${ADMIN_API}${ADMIN_MEMBER_PATHS.rates}`, body)
