/**
 * Membership, growth and points calls (calls-errors-limits.md "Coupons and users": `GET
 * buyer/v3/profile; current/level; query/display/setting; query/pop/setting`, `GET
 * buyer/v3/point/be_about_to_expire_point`, `PUT buyer/v3/prime/no_longer_remind_user_level_upgrade;
 * no_longer_remind_user_birthday` "reply reads statusCode 200 and a boolean data"). Field names are the
 * spec's (product.md "Prime privilege and membership") where it names them.
 */
import type { PrimeRight } from '../rules/member-rules'
import type { Translations } from './translations'

export const MEMBER_API = {
  /** GET (login): the buyer's level, growth, next level, rights and member discount → MemberLevelReply. */
  currentLevel: '/buyer/buyer/v3/prime/current/level',
  /** GET (no login): every level with its rights, for the rights list and compare → MemberLevelsReply. */
  levels: '/buyer/pub/v3/prime/query/display/setting',
  /** GET (login): whether the level-up and birthday popups show → MemberPopupReply. */
  popups: '/buyer/buyer/v3/prime/query/pop/setting',
  /** PUT (login): "no longer remind" → data true. */
  noLongerRemindLevelUp: '/buyer/buyer/v3/prime/no_longer_remind_user_level_upgrade',
  noLongerRemindBirthday: '/buyer/buyer/v3/prime/no_longer_remind_user_birthday',
  /** GET (login) → AboutToExpireReply. */
  aboutToExpire: '/buyer/buyer/v3/point/be_about_to_expire_point',
  /** GET (login) ?offset&length → PointsPage (balance and ledger, newest first). */
  points: '/buyer/buyer/v3/point/records',
  /** GET (login) ?offset&length → GrowthPage. */
  growth: '/buyer/buyer/v3/growth/records',
  /** GET (no login): rates, expiry policy and the membership agreement → MemberRulesReply. */
  rules: '/buyer/pub/v3/prime/rules',
  /** GET (login): getPrimePrivilege, the rights the buyer holds now → PrimePrivilegeReply. */
  primePrivilege: '/buyer/buyer/v3/prime/prime_privilege',
  /** GET (login): the buyer's member profile (name, avatar, level, growth, points) → BuyerProfileReply. */
  profile: '/buyer/buyer/v3/profile'
} as const

/** The level the buyer holds now (current/level's `level`) cut to what its rights pages need. */
export interface PrimePrivilegeReply {
  levelId: string
  primeLevelName: string
  discountLabel?: string
  itemDiscountLabel?: string
  /** The held level's rights shown to buyers, highlighted first (as in current/level). */
  primeRights: PrimeRight[]
}

/** The account's name and avatar beside the membership numbers of current/level. */
export interface BuyerProfileReply {
  nickName: string
  avatar: string
  levelId: string
  primeLevelName: string
  growthValue: number
  points: number
  /** Epoch ms the paid membership ends; absent without one. */
  paidEndsAt?: number
}

export interface MemberLevelView {
  levelId: string
  primeLevelName: string
  /** Growth value that reaches the level. */
  threshold: number
  /** 85 = 会员8.5折; absent: no member discount at this level. */
  discountPercent?: number
  /** 8.5 as the spec's formatDiscount text ("8.5"); absent without a discount. */
  formatDiscount?: string
  /** 会员8.5折 / 會員8.5折 / Members 15% off, in the request's language. */
  discountLabel?: string
  /**
   * The level's discount on goods (product.md itemDiscountPrivilegeVo, "shown as 会员N折"): 90 = 会员9折 on
   * goods orders; absent: none on goods. With its formatDiscount text and label as the show discount's.
   */
  itemDiscountPercent?: number
  itemFormatDiscount?: string
  itemDiscountLabel?: string
  /** The rights shown to buyers (isDisplayToUser), highlighted first. */
  primeRights: PrimeRight[]
}

export interface MemberLevelReply {
  level: MemberLevelView
  growthValue: number
  /** Absent at the top level. */
  nextLevel?: { level: MemberLevelView; growthNeeded: number }
  /** Points owned now (the ledger's sum). */
  points: number
  /**
   * The highest paid membership term running now (types/api/paid-member.ts), with when it ends (epoch
   * ms, every renewal counted); absent without one. `level` is this level when it beats the growth level.
   */
  paid?: { levelId: string; primeLevelName: string; endsAt: number }
}

export interface MemberLevelsReply {
  levels: MemberLevelView[]
}

export interface MemberPopupReply {
  levelUp: { show: boolean; primeLevelName: string; primeRights: PrimeRight[]; noLongerRemind: boolean }
  birthday: { show: boolean; gifts: Array<{ icon: string; giftDesc: string }>; noLongerRemind: boolean }
}

export interface AboutToExpireReply {
  /** Points that expire within the merchant's notice window; 0: no notice. */
  point: number
  /** Epoch ms of the earliest of those expiries; absent when point is 0. */
  expireTime?: number
}

/** RETURN: points given back: an order's or a benefit card order's spend, closed unpaid or refunded. */
export type PointsKind = 'EARN' | 'SPEND' | 'EXPIRE' | 'REVERSE' | 'RETURN'

export interface LedgerEntry {
  id: string
  kind: PointsKind
  /** Signed: positive earned, negative taken away. */
  amount: number
  orderId?: string
  /** Epoch ms. */
  createdAt: number
  /** Epoch ms, earned points only. */
  expiresAt?: number
}

export interface PointsPage {
  balance: number
  entries: LedgerEntry[]
  total: number
}

export interface GrowthPage {
  growthValue: number
  entries: LedgerEntry[]
  total: number
}

export interface EarnRateView {
  points: number
  perYuan: number
}

export interface MemberRulesReply {
  pointsRate: EarnRateView
  growthRate: EarnRateView
  pointsValidDays: number
  expiryNoticeDays: number
  agreement: string
}

/** Console (ADMIN_MEMBER_PATHS under ADMIN_API; owner and operator). */
export const ADMIN_MEMBER_PATHS = {
  settings: '/membership', // GET → AdminMembership
  levels: '/membership/levels', // PUT AdminMemberLevelsInput → AdminMembership
  rates: '/membership/rates', // PUT AdminMemberRatesInput → AdminMembership
  report: '/membership/report' // GET → AdminMemberReport
} as const

/** A birthday gift as the console writes it, with its description's optional translations. */
export interface AdminBirthdayGift {
  icon: string
  giftDesc: string
  giftDescTexts?: Translations
}

/** A right as the console writes it: its zh-CN texts and their optional zh-MO and en-US translations. */
export interface AdminPrimeRight extends PrimeRight {
  primeRightTypeNameTexts?: Translations
  badgeDescTexts?: Translations
}

export interface AdminMemberLevel {
  levelId?: string
  primeLevelName: string
  /** The name's optional zh-MO and en-US translations; a buyer in a language without one reads the zh-CN name. */
  primeLevelNameTexts?: Translations
  threshold: number
  discountPercent?: number
  /** The level's discount on goods (1-99, 90 = 9折); absent: none on goods. */
  itemDiscountPercent?: number
  primeRights: AdminPrimeRight[]
}

export interface AdminMemberRatesInput {
  pointsRate: EarnRateView
  growthRate: EarnRateView
  pointsValidDays: number
  expiryNoticeDays: number
  agreement: string
  /** The agreement's optional zh-MO and en-US translations. */
  agreementTexts?: Translations
  birthdayGifts: AdminBirthdayGift[]
  /**
   * Paying with points on confirm order (product.md section 5's formula): whether points may
   * pay, `rate` points per yuan of point price, and the share of the order amount they may pay in percent.
   */
  pointsPay?: { enabled: boolean; rate: number; limitProportion: number }
}

export interface AdminMembership extends AdminMemberRatesInput {
  levels: Array<AdminMemberLevel & { levelId: string }>
}

export interface AdminMemberLevelsInput {
  levels: AdminMemberLevel[]
}

export interface AdminMemberReport {
  pointsIssued: number
  pointsSpent: number
  pointsExpired: number
  pointsReversed: number
  /** Issued less spent, expired and reversed: what the merchant still owes its buyers in points. */
  pointsOutstanding: number
  membersPerLevel: Array<{ levelId: string; primeLevelName: string; members: number }>
}
