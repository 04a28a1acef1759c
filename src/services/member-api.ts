/** Membership, growth and points calls (types/api/member.ts MEMBER_API); pages never build these URLs. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  MEMBER_API,
  type AboutToExpireReply,
  type GrowthPage,
  type MemberLevelReply,
  type MemberLevelsReply,
  type MemberPopupReply,
  type MemberRulesReply,
  type PointsPage
} from '../../types/api/member'
import { PAID_MEMBER_API, type CreateMemberOrderInput, type MemberOrderReply, type MemberPlansReply } from '../../types/api/paid-member'

export function currentLevel() {
  return api().request<MemberLevelReply>({ path: MEMBER_API.currentLevel, importance: IMPORTANCE.high })
}

export function memberLevels() {
  return api().request<MemberLevelsReply>({ path: MEMBER_API.levels, importance: IMPORTANCE.high })
}

export function memberRules() {
  return api().request<MemberRulesReply>({ path: MEMBER_API.rules })
}

/** Whether the mine page's level-up and birthday popups show. Low importance: the page never waits on it. */
export function memberPopups() {
  return api().request<MemberPopupReply>({ path: MEMBER_API.popups })
}

/** "reply reads statusCode 200 and a boolean data". */
export function noLongerRemind(which: 'levelUp' | 'birthday') {
  return api().request<boolean>({
    path: which === 'levelUp' ? MEMBER_API.noLongerRemindLevelUp : MEMBER_API.noLongerRemindBirthday,
    method: 'PUT'
  })
}

export function aboutToExpirePoints() {
  return api().request<AboutToExpireReply>({ path: MEMBER_API.aboutToExpire })
}

export function pointsRecords(offset: number, length: number) {
  return api().request<PointsPage>({ path: MEMBER_API.points, data: { offset, length }, importance: IMPORTANCE.high })
}

export function growthRecords(offset: number, length: number) {
  return api().request<GrowthPage>({ path: MEMBER_API.growth, data: { offset, length }, importance: IMPORTANCE.high })
}

// Paid membership (types/api/paid-member.ts PAID_MEMBER_API).

export function memberPlans() {
  return api().request<MemberPlansReply>({ path: PAID_MEMBER_API.plans, importance: IMPORTANCE.high })
}

/** Critical: on limiting it retries with the same key, which answers the same member order. */
export function createMemberOrder(body: CreateMemberOrderInput) {
  return api().request<MemberOrderReply>({
    path: PAID_MEMBER_API.createOrder,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.critical
  })
}

export function memberOrder(orderId: string) {
  return api().request<MemberOrderReply>({ path: PAID_MEMBER_API.order(orderId), importance: IMPORTANCE.high })
}
