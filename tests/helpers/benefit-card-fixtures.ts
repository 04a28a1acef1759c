/** Benefit card replies as the gateway sends them, for the card pages' tests: override only what a case is about. */
import type { PrivilegeCardItem } from '../../types/api/benefit-card'

/** A held card (product.md entity "Privilege card item"): an unused, refundable cash card of 3 times. */
export const heldCard = (over: Partial<PrivilegeCardItem> = {}): PrivilegeCardItem => ({
  cardName: '演出畅享卡',
  cardUrl: '',
  cardId: 'c1',
  userCardInstanceId: 'u1',
  cardStatus: null,
  enabled: true,
  isHistory: false,
  isAnnualCard: false,
  expirationTime: 0,
  promotionDesc: '',
  priceMode: 'CASH',
  cardPrice: 19900,
  pointPrice: 0,
  convertibleTimes: 3,
  redeemedTimes: 0,
  redeemPrice: 0,
  perSessionLimit: 0,
  refundable: true,
  identityName: '',
  identityType: '',
  identityNo: '',
  venueName: '',
  cityName: '',
  seatInfos: [],
  source: 'PURCHASE',
  createdAt: 0,
  ...over
})
