/**
 * Coupons (product.md "Coupon" entity, "Other states" coupon card and
 * receiving; calls-errors-limits.md "Coupons and users"). Field names are the spec's. Money is integer fen
 * (amount, limitation of an AMOUNT threshold); times are epoch ms. The spec's enumerations (couponType,
 * limitationType, useCouponRule, couponBizTypes, couponStatus, expiration, useWay) are defined once, in the
 * rule module that evaluates them (types/rules/coupon-rules.ts), and imported from there.
 */
import type { Translations } from './translations'
import type {
  CouponBizType,
  CouponStatus,
  CouponType,
  CouponUseLimitVO as CouponUseLimitLists,
  ExpirationType,
  ExpirationUnit,
  LimitationType,
  UseCouponRule,
  UseWay
} from '../rules/coupon-rules'
import type { VerifySource } from '../rules/coupon-verify-code'

/** Where a coupon was received: a show's coupon list, a topic page's template, an exchange code. */
export const OBTAIN_TYPES = ['SHOW_OBTAIN', 'TOPIC_OBTAIN', 'EXCHANGE_CODE'] as const
export type ObtainType = (typeof OBTAIN_TYPES)[number]
/** How a coupon came to its holder: one of the above, or a part of a pack someone shared (coupon-share). */
export type CouponObtainType = ObtainType | 'SHARE_OBTAIN'

/** couponUseLimitVO as it travels: every list present (the rule module's lists, none left out). */
export type CouponUseLimitVO = { -readonly [K in keyof CouponUseLimitLists]-?: string[] }

/** Everything a template says about its coupons, as the buyer reads it. */
export interface CouponTemplateFields {
  couponTemplateId: string
  /** The template's receive code (POST obtain { couponCode }). */
  couponCode: string
  merchantId: string
  title: string
  ruleComments: string
  /** The scope in words ("all shows", "selected shows" …), in the request's language. */
  useCouponRuleDesc: string
  /** The threshold in words ("满100可用", "no threshold" …). */
  couponRestrictionLimitDesc: string
  couponType: CouponType
  couponBizTypes: CouponBizType[]
  /** Fen off (REDUCTION, CASH and the cash kinds); 0 for a discount. */
  amount: number
  /** Percent of the price paid for DISCOUNT / FULL_DISCOUNT (85 = 8.5折); 0 otherwise. */
  discount: number
  /** "¥20" or "8.5折" / "15% off". */
  discountDisplay: string
  limitationType: LimitationType
  /** The threshold: fen for AMOUNT, tickets or items for QUANTITY, 0 without one. */
  limitation: number
  useCouponRule: UseCouponRule
  couponUseLimitVO: CouponUseLimitVO
  useWay: UseWay
  needFaceAuth: boolean
  /** "A coupon that needs real-name shows a dialog 实名认证, 仅限实名认证用户领取". */
  needRealName: boolean
  expirationType: ExpirationType
  expirationUnit: ExpirationUnit | null
  length: number | null
  /** The fixed window of a FIXED template (null for DYNAMIC). */
  startTime: number | null
  expireTime: number | null
  /** MULTI_USER_* kinds: the receivers a pack is split among (amount is then the whole pack); 1 otherwise. */
  shareParts: number
}

/** A template in a receive list (a show's coupons, a topic's template). */
export interface CouponTemplateView extends CouponTemplateFields {
  /** How many are left to receive. */
  qty: number
  perBuyerLimit: number
  /** The caller holds at least one (false when not logged in). */
  obtained: boolean
  /** The caller reached the per-buyer limit, or none are left. */
  obtainLimited: boolean
}

/** One received coupon (my coupons). */
export interface CouponView extends CouponTemplateFields {
  couponId: string
  couponStatus: CouponStatus
  /** AVAILABLE and inside its window. */
  usable: boolean
  /** Received in the last 24 hours: the card's "new" mark. */
  isNewArrival: boolean
  startTime: number
  expireTime: number
  startTimeStr: string
  expireTimeStr: string
  obtainType: CouponObtainType
  obtainTime: number
  /** The share link's code of the multi-user pack this coupon opened (for its owner), else null. */
  shareCode: string | null
}

/** Buyer calls: /buyer/... needs login, /buyer/pub/... does not. */
export const COUPON_PATHS = {
  /** POST { exchangeCode, obtainType } → CouponView (calls "Coupons and users"). */
  exchange: '/buyer/buyer/cyy/v1/coupons/exchange',
  /** POST { exchangeCode } → ExchangeCheckReply: what the code would give, before it is spent (exchange's refusals). */
  exchangeCheck: '/buyer/buyer/cyy/v1/coupons/exchange_check',
  /** POST { couponCode, obtainType } → CouponView: receive one coupon of the template with that code. */
  obtain: '/buyer/buyer/cyy/v1/coupons/obtain',
  /** GET ?couponTemplateId= → CouponTemplateView (topic coupon template route). */
  detail: '/buyer/pub/v3/coupons/detail',
  /** GET ?couponTemplateId= → CouponTemplateView with the caller's obtained / obtainLimited. */
  detailMine: '/buyer/buyer/v3/coupons/detail',
  /** GET ?showId= → CouponTemplateView[]: the show's receivable coupons, no caller state. */
  showList: '/buyer/pub/v3/coupons/show_list',
  /** GET ?showId= → CouponTemplateView[] with the caller's obtained / obtainLimited. */
  showListMine: '/buyer/buyer/v3/coupons/show_list',
  /** GET ?tab=&offset=&length= → { coupons: CouponView[], total } (buyer/v5/coupons/self/page). */
  selfPage: '/buyer/buyer/v5/coupons/self/page',
  /** GET ?couponTemplateId= → CouponShowsReply: the shows a coupon applies to. */
  shows: '/buyer/pub/v3/coupons/shows',
  /** POST CouponVerifyCodeRequest → CouponVerifyCode[] (buyer/v5/coupons/verify/code): an offline coupon's current code. */
  verifyCode: '/buyer/buyer/v5/coupons/verify/code',
  /** GET → CouponTemplateView[]: templates to receive anywhere (coupon-recommend-list), no caller state. */
  recommend: '/buyer/pub/v3/coupons/recommend_list',
  /** GET → CouponTemplateView[] with the caller's obtained / obtainLimited. */
  recommendMine: '/buyer/buyer/v3/coupons/recommend_list',
  /** GET ?couponCode= → CouponTemplateView (coupon-receive: "receive by coupon code and source"). */
  byCode: '/buyer/pub/v3/coupons/by_code',
  /** GET ?couponCode= → CouponTemplateView with the caller's obtained / obtainLimited. */
  byCodeMine: '/buyer/buyer/v3/coupons/by_code',
  /** GET ?shareCode= → CouponPackView: a shared multi-user pack (coupon-share), no caller state. */
  pack: '/buyer/pub/v3/coupons/pack',
  /** GET ?shareCode= → CouponPackView with the caller's part. */
  packMine: '/buyer/buyer/v3/coupons/pack',
  /** POST { shareCode } → CouponView: take one part of a shared pack. */
  packTake: '/buyer/buyer/v3/coupons/pack/take'
} as const

/** My coupons' tabs: usable now, and history (used, expired, refunding). */
export const COUPON_TABS = ['AVAILABLE', 'HISTORY'] as const
export type CouponTab = (typeof COUPON_TABS)[number]
export const COUPON_PAGE_MAX = 50

export interface CouponSelfPageReply {
  coupons: CouponView[]
  total: number
}

export interface ExchangeCouponRequest {
  exchangeCode: string
  obtainType?: ObtainType
}

export interface ObtainCouponRequest {
  couponCode: string
  obtainType?: ObtainType
}

export interface CouponShow {
  showId: string
  showName: string
  cityName: string
  venueName: string
  firstSessionAt: number | null
  posterColor: string
}

export interface CouponShowsReply {
  /** ALL_SHOW / ALL_PRODUCT: every listed show counts; the list is the merchant's current shows. */
  allShows: boolean
  shows: CouponShow[]
}

// ---- Console (under ADMIN_API; catalogue area: owner, operator) ----

export const ADMIN_COUPON_PATHS = {
  list: '/coupons', // GET → AdminCouponTemplate[]
  create: '/coupons', // POST CouponTemplateInput → AdminCouponTemplate
  one: '/coupons/:id', // GET → AdminCouponTemplate; PUT CouponTemplateInput → AdminCouponTemplate
  stop: '/coupons/:id/stop', // POST → AdminCouponTemplate (no more receiving)
  batches: '/coupons/:id/code_batches', // GET → AdminCouponCodeBatch[]; POST { size, label } → AdminCouponCodeBatch
  batchCsv: '/coupon_code_batches/:id/codes.csv', // GET → text/csv
  batchVoid: '/coupon_code_batches/:id/void', // POST → AdminCouponCodeBatch (its unredeemed codes stop working)
  verify: '/coupon_verifications', // POST { verifyCode } → AdminCouponVerification (an offline coupon used at the venue)
  report: '/coupon_report' // GET → AdminCouponReport (issued, used, expired and the discount given, per template)
} as const

/** Most coupons one template may issue, and codes in one exchange-code batch. */
export const COUPON_QUANTITY_MAX = 1_000_000
export const COUPON_PER_BUYER_MAX = 100
export const COUPON_CODE_BATCH_MAX = 5000
export const COUPON_TITLE_MAX = 40
export const COUPON_LIST_MAX = 200

/** What the console sends to make or change a template (fields as the spec names them where it does). */
export interface CouponTemplateInput {
  /** zh-CN, required. */
  title: string
  ruleComments?: string
  /** zh-MO / en-US; a language left out reads the zh-CN text. */
  titleTexts?: Translations
  ruleCommentsTexts?: Translations
  couponType: CouponType
  couponBizTypes: CouponBizType[]
  amount: number
  discount: number
  limitationType: LimitationType
  limitation: number
  useCouponRule: UseCouponRule
  couponUseLimitVO: CouponUseLimitVO
  expirationType: ExpirationType
  startTime?: number | null
  expireTime?: number | null
  expirationUnit?: ExpirationUnit | null
  length?: number | null
  /** Total to issue (an edit may not go below what is already issued or reserved for codes). */
  quantity: number
  perBuyerLimit: number
  useWay: UseWay
  needRealName: boolean
  needFaceAuth: boolean
  /** Listed on the shows it applies to (else only by topic page or exchange code). */
  showReceivable: boolean
  /** MULTI_USER_* kinds: how many receivers a pack is split among (2 to 100); 1 or absent otherwise. */
  shareParts?: number
  /**
   * An EXCHANGE coupon for benefit cards (couponBizTypes PRIVILEGE_CARD): the card it is exchanged for
   * (types/api/benefit-card.ts cardId). Absent or null: none.
   */
  privilegeCardId?: string | null
}

export type CouponTemplateState = 'ACTIVE' | 'STOPPED'

export interface AdminCouponTemplate extends CouponTemplateInput {
  id: string
  couponCode: string
  state: CouponTemplateState
  /** Still to receive (quantity minus issued and codes reserved). */
  remaining: number
  issued: number
  used: number
  /** Held for exchange codes not yet redeemed (each batch sets its size aside when it is made). */
  reserved: number
  createdAt: number
  updatedAt: number
}

export interface AdminCouponCodeBatchCreate {
  size: number
  label?: string
}

export interface AdminCouponCodeBatch {
  id: string
  couponTemplateId: string
  label: string
  size: number
  redeemed: number
  createdAt: number
  /** When the batch was voided (its unredeemed codes stopped working), or null. */
  voidedAt: number | null
  /** Codes the void stopped (unredeemed then); 0 for a batch in use. */
  voided: number
}

// ---- Offline coupons (issue #18: "An offline coupon fetches a verify code and shows a popup") ----

/** calls "buyer/v5/coupons/verify/code (couponId, couponTemplateId, orderId, source ...)". */
export interface CouponVerifyCodeRequest {
  /** The coupon; without it, the caller's usable offline coupons of couponTemplateId. */
  couponId?: string
  couponTemplateId?: string
  orderId?: string
  /** rules/coupon-verify-code.ts verifySource: ORDER_INFO when an order id is present, else SINGLE_COUPON. */
  source: VerifySource
}

/** One entry of the reply list: "verifyCode, statusImageUrl, verifyCodeExpireTime". */
export interface CouponVerifyCode {
  couponId: string
  couponStatus: CouponStatus
  /** The current code (null once the coupon is used or no longer usable: the popup shows its stamp). */
  verifyCode: string | null
  /** The gateway has no status images: the app draws the stamp from couponStatus, so always null. */
  statusImageUrl: string | null
  /** Epoch ms when the code changes (the popup asks again then); null with no code. */
  verifyCodeExpireTime: number | null
  title: string
  description: string
  /** The gateway's clock when it answered (epoch ms): the popup times its next ask on it. */
  serverTime: number
}

export const COUPON_VERIFY_CODE_MAX = 20

export interface AdminCouponVerifyBody {
  verifyCode: string
}

/** The console's answer to a verified code: the coupon just marked USED. */
export interface AdminCouponVerification {
  couponId: string
  couponTemplateId: string
  title: string
  discountDisplay: string
  ruleComments: string
  usedAt: number
}

/** Per template: "coupons issued/used/expired per template with discount given". */
export interface AdminCouponReportRow {
  couponTemplateId: string
  title: string
  couponType: CouponType
  useWay: UseWay
  state: CouponTemplateState
  quantity: number
  issued: number
  /** Used on paid orders and at the venue (offline). */
  used: number
  /** Used at the venue with a verify code (part of used). */
  usedOffline: number
  /** On an unpaid order or being refunded. */
  pending: number
  /** Received, never used, past their end. */
  expired: number
  /** Fen taken off paid orders by the template's coupons (orders.coupon_fen of orders whose coupon is USED). */
  discountFen: number
}

export interface AdminCouponReport {
  rows: AdminCouponReportRow[]
  /** Whole-merchant sums; totals.discountFen includes mixedDiscountFen. */
  totals: Omit<AdminCouponReportRow, 'couponTemplateId' | 'title' | 'couponType' | 'useWay' | 'state'>
  /** Fen off paid orders combining coupons of several templates: in the totals, in no row (an order keeps one coupon total). */
  mixedDiscountFen: number
}

// ---- Multi-user packs (coupon-share; MULTI_USER_RANDOM_CASH / MULTI_USER_FIXED_CASH) ----

export interface CouponPackPart {
  seq: number
  /** Fen of this part (known once taken; a random pack's open parts stay hidden). */
  amount: number | null
  taken: boolean
  /** The caller's part (false when not logged in). */
  mine: boolean
}

/** A shared pack as its share page shows it. */
export interface CouponPackView {
  shareCode: string
  couponTemplateId: string
  title: string
  ruleComments: string
  couponType: CouponType
  useCouponRuleDesc: string
  couponRestrictionLimitDesc: string
  /** The whole pack, in fen and in words. */
  totalFen: number
  discountDisplay: string
  parts: number
  taken: number
  expireTime: number
  ended: boolean
  /** The caller opened this pack (the first part is his). */
  owner: boolean
  /** The caller's coupon from this pack, if he took a part. */
  myCouponId: string | null
  partList: CouponPackPart[]
}

/**
 * POST coupons exchange_check: the coupon an exchange code gives. `redeemed`: this buyer already exchanged it,
 * and `coupon` is that coupon; else `template` is what the exchange will give, with the buyer's obtained state.
 */
export type ExchangeCheckReply =
  | { couponTemplateId: string; redeemed: true; coupon: CouponView }
  | { couponTemplateId: string; redeemed: false; template: CouponTemplateView }
