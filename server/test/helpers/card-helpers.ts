/** Benefit cards as the tests make them in the console. */
import assert from 'node:assert/strict'
import type { ConsoleClient } from './admin-helpers'
import { noScope } from './coupon-helpers'
import { ADMIN_CARD_PATHS, type AdminBenefitCard, type BenefitCardInput } from '../../../types/api/benefit-card'

/** A cash annual card of 3 free tickets for every show, 100 for sale. */
export function benefitCard(over: Partial<BenefitCardInput> = {}): BenefitCardInput {
  return {
    cardName: '观演年卡',
    cardUrl: '',
    description: '一年内任选3场演出',
    priceMode: 'CASH',
    cardPrice: 19900,
    pointPrice: 0,
    convertibleTimes: 3,
    redeemPrice: 0,
    perSessionLimit: 0,
    validityType: 'ANNUAL',
    validDays: null,
    validUntil: null,
    range: { useCouponRule: 'ALL_SHOW', couponUseLimitVO: noScope() },
    stock: 100,
    perBuyerLimit: 0,
    enabled: true,
    needRealName: false,
    ...over
  }
}

/** A card saved in the console by `staff`. */
export async function createCard(staff: ConsoleClient, input: BenefitCardInput): Promise<AdminBenefitCard> {
  const res = await staff.call<AdminBenefitCard>('POST', ADMIN_CARD_PATHS.create, input)
  assert.equal(res.body.statusCode, 200, res.body.comments)
  return res.body.data
}
