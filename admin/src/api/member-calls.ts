/** The console's membership calls (types/api/member.ts ADMIN_MEMBER_PATHS, under ADMIN_API). */
import { ADMIN_API } from '../../../types/api/staff'
import {
  ADMIN_MEMBER_PATHS,
  type AdminMemberLevelsInput,
  type AdminMemberRatesInput,
  type AdminMemberReport,
  type AdminMembership
} from '../../../types/api/member'
import {
  ADMIN_PAID_MEMBER_PATHS,
  type AdminMemberOrder,
  type AdminMemberPlan,
  type AdminMemberPlanInput
} from '../../../types/api/paid-member'
import { adminGet, adminSend } from './admin-client'

export const membership = () => adminGet<AdminMembership>(`${ADMIN_API}${ADMIN_MEMBER_PATHS.settings}`)
export const memberReport = () => adminGet<AdminMemberReport>(`${ADMIN_API}${ADMIN_MEMBER_PATHS.report}`)
export const saveMemberLevels = (body: AdminMemberLevelsInput) =>
  adminSend<AdminMembership>('PUT', `${ADMIN_API}${ADMIN_MEMBER_PATHS.levels}`, body)
export const saveMemberRates = (body: AdminMemberRatesInput) =>
  adminSend<AdminMembership>('PUT', `${ADMIN_API}${ADMIN_MEMBER_PATHS.rates}`, body)

// Paid membership (types/api/paid-member.ts ADMIN_PAID_MEMBER_PATHS).
export const memberPlans = () => adminGet<AdminMemberPlan[]>(`${ADMIN_API}${ADMIN_PAID_MEMBER_PATHS.plans}`)
export const saveMemberPlan = (planId: string | undefined, body: AdminMemberPlanInput) =>
  planId
    ? adminSend<AdminMemberPlan>('PUT', `${ADMIN_API}${ADMIN_PAID_MEMBER_PATHS.plan(planId)}`, body)
    : adminSend<AdminMemberPlan>('POST', `${ADMIN_API}${ADMIN_PAID_MEMBER_PATHS.plans}`, body)
export const memberOrders = () => adminGet<AdminMemberOrder[]>(`${ADMIN_API}${ADMIN_PAID_MEMBER_PATHS.orders}`)
export const refundMemberOrder = (orderId: string) =>
  adminSend<AdminMemberOrder>('POST', `${ADMIN_API}${ADMIN_PAID_MEMBER_PATHS.refund(orderId)}`)
export const retryMemberRefund = (orderId: string) =>
  adminSend<AdminMemberOrder>('POST', `${ADMIN_API}${ADMIN_PAID_MEMBER_PATHS.retryRefund(orderId)}`)
