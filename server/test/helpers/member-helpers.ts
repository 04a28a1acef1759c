/** The membership area as the console's owner and operator set it up: the level ladder and paid plans on its levels. */
import assert from 'node:assert/strict'
import type { ConsoleClient } from './admin-helpers'
import { ADMIN_MEMBER_PATHS, type AdminMemberLevel, type AdminMembership } from '../../../types/api/member'
import { ADMIN_PAID_MEMBER_PATHS, type AdminMemberPlan, type AdminMemberPlanInput } from '../../../types/api/paid-member'

/** The ladder saved by `staff`: the membership read back, levels with their ids. */
export async function saveLevels(staff: ConsoleClient, levels: AdminMemberLevel[]): Promise<AdminMembership> {
  const saved = await staff.call<AdminMembership>('PUT', ADMIN_MEMBER_PATHS.levels, { levels })
  assert.equal(saved.body.statusCode, 200, saved.body.comments)
  return saved.body.data
}

/** A paid plan offered by `staff` (the operator, in the membership area's roles). */
export async function offerPlan(staff: ConsoleClient, plan: AdminMemberPlanInput): Promise<AdminMemberPlan> {
  const made = await staff.call<AdminMemberPlan>('POST', ADMIN_PAID_MEMBER_PATHS.plans, plan)
  assert.equal(made.body.statusCode, 200, made.body.comments)
  return made.body.data
}

/** A gold plan on the level `levelId`: a month for 99 yuan, on sale. */
export const monthlyGoldPlan = (levelId: string): AdminMemberPlanInput => ({
  levelId,
  priceFen: 9900,
  durationUnit: 'MONTH',
  durationCount: 1,
  onSale: true,
  description: '金卡月卡'
})
