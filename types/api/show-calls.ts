/**
 * The show area's last calls (calls-errors-limits.md section 7; docs/show-calls.md): a show's brief and
 * the seat page of a session, the merchant's default policies, home's per-buyer components, what the show
 * page shows for this buyer (show_user v5), the launch channel's discount per show and the white tag check.
 * Shared by the app, the gateway and the console. Money in fen.
 */
import type { Fen, PriceInfo } from './common'
import type { ShowCard, ShowTag } from './show'
import type { CouponTemplateView } from './coupon'
import type { PromotionView } from './promotion'
import type { RebookCheckReply } from './rebook'
import type { Translations } from './translations'

export const SHOW_CALL_PATHS = {
  /** GET → ShowBrief (anyone). */
  brief: (showId: string) => `/buyer/pub/v1/shows/${encodeURIComponent(showId)}/brief`,
  /** GET ?bizShowSessionId= → PickSeatUrl (anyone). */
  pickSeatUrl: (showId: string) => `/buyer/pub/v1/shows/${encodeURIComponent(showId)}/pick_seat_url`,
  /** GET → DefaultPolicy[] (anyone): the merchant's default policies, one per kind it has written. */
  defaultPolicies: '/show/pub/v1/policy/get_all_default_policy',
  /** POST UserComponentRequest → UserComponentReply: a visitor's (every component empty). */
  userComponentVisitor: '/home/pub/v5/user_component',
  /** POST UserComponentRequest → UserComponentReply for the logged-in buyer. */
  userComponent: '/home/buyer/v5/user_component',
  /** GET ShowUserQuery → ShowUser: a visitor's (no buyer state). */
  showUserVisitor: (showId: string) => `/show/pub/v5/show_user/${encodeURIComponent(showId)}`,
  /** GET ShowUserQuery, or POST ShowUserQuery & { rebookTicketItems } → ShowUser for the logged-in buyer. */
  showUser: (showId: string) => `/show/buyer/v5/show_user/${encodeURIComponent(showId)}`,
  /** GET ?channelId= (else the channel-id header) → OuterChannelDiscount. */
  outerChannelDiscount: (showId: string) => `/show/pub/v1/shows/${encodeURIComponent(showId)}/outer_channel_discount`,
  /** GET → WhiteTagCheck for the logged-in buyer. */
  whiteTagCheck: (showId: string) => `/show/buyer/v1/shows/${encodeURIComponent(showId)}/white_tag/check`
} as const

/** The show's short brief: share cards and the booking header. */
export interface ShowBrief {
  showId: string
  showName: string
  posterUrl: string
  posterColor: string
  /** Epoch ms of the first and last session; absent without sessions. */
  firstShowTime?: number
  lastShowTime?: number
  /** "yyyy.MM.dd - yyyy.MM.dd" (or one date) in the merchant's zone. */
  displayShowTime: string
  minOriginalPriceInfo?: PriceInfo
  maxOriginalPriceInfo?: PriceInfo
  minOriginalPrice?: Fen
  maxOriginalPrice?: Fen
  venueId: string
  venueName: string
  cityName: string
  showTags: ShowTag[]
}

/**
 * The seat page to open for a session: OWN, our pick-seat page (route `pick-seat` with these params);
 * WEB_VIEW, the third party's seat page the merchant set for the session (opened in the web view);
 * NONE, the session has no seat picking (tiers are bought by count).
 */
export type PickSeatUrl =
  { kind: 'OWN'; route: 'pick-seat'; params: { showId: string; sessionId: string } } | { kind: 'WEB_VIEW'; url: string } | { kind: 'NONE' }

export const POLICY_KINDS = ['REFUND', 'TRANSFER', 'REAL_NAME', 'TICKET_GRAB'] as const
export type PolicyKind = (typeof POLICY_KINDS)[number]
export const POLICY_TEXT_MAX = 2000

export interface DefaultPolicy {
  kind: PolicyKind
  /** The kind's title in the request language ("退票规则"). */
  title: string
  content: string
}

/** The console's view of one policy: the zh-CN text and its translations; null content: not written. */
export interface AdminPolicy {
  kind: PolicyKind
  content: string | null
  contentTexts: Translations
  updatedAt: number | null
}

export interface PolicyInput {
  kind: PolicyKind
  /** zh-CN; blank removes the policy (a show then inherits the default again). */
  content: string
  contentTexts?: Translations
}

export const USER_COMPONENT_IDS = ['NEXT_SHOW', 'EXPIRING_COUPONS', 'RECENTLY_VIEWED'] as const
export type UserComponentId = (typeof USER_COMPONENT_IDS)[number]
export const USER_COMPONENTS_MAX = 10
/** Coupons expiring within this many days are "about to expire". */
export const EXPIRING_COUPON_DAYS = 7
export const RECENTLY_VIEWED_MAX = 10

export interface UserComponentRequest {
  componentIds: string[]
}

export interface NextShowData {
  orderId: string
  showId: string
  showName: string
  posterUrl: string
  posterColor: string
  sessionName: string
  /** Epoch ms; the app shows it in the merchant's zone (utcOffset minutes). */
  startTime: number
  utcOffset: number
  venueName: string
  ticketCount: number
}

export interface ExpiringCouponData {
  couponId: string
  name: string
  discountDisplay: string
  /** Epoch ms. */
  expireTime: number
}

/** One component's data; null: nothing to show (a visitor, no ticket, an id this gateway does not know). */
export type UserComponentData =
  | { componentId: 'NEXT_SHOW'; data: NextShowData | null }
  | { componentId: 'EXPIRING_COUPONS'; data: { coupons: ExpiringCouponData[]; total: number } | null }
  | { componentId: 'RECENTLY_VIEWED'; data: { shows: ShowCard[] } | null }
  | { componentId: string; data: null }

export interface UserComponentReply {
  components: UserComponentData[]
}

export const SHOW_USER_QRY_RANGES = ['ALL', 'COUPON', 'PROMOTION', 'LIMIT', 'STATE'] as const
export type ShowUserQryRange = (typeof SHOW_USER_QRY_RANGES)[number]
export const REBOOK_TICKET_ITEMS_MAX = 50

export interface ShowUserQuery {
  appId?: string
  /** Comma-separated ShowUserQryRange values; ALL (the default) answers every part. */
  qryRange?: string
  source?: string
  displayRule?: string
  orderId?: string
  promotionId?: string
}

export interface RebookTicketItem {
  ticketId: string
}

/** What the show page shows for this buyer. A part not asked for (qryRange) is absent. */
export interface ShowUser {
  showId: string
  loggedIn: boolean
  /** The show's receivable coupons; with a buyer, whether each is obtained or limited. */
  coupons?: CouponTemplateView[]
  /** The promotions the buyer qualifies for (packages, the launch channel's discount). */
  promotions?: PromotionView[]
  /** The per-account limit (0: none) and the tickets the buyer already holds for the show. */
  purchase?: { limitPerAccount: number; limitPerOrder: number; purchasedCount: number; remaining: number | null }
  favourite?: boolean
  reminder?: { subscribed: boolean; minutesAhead?: number }
  /** A white-tagged show: whether this buyer may buy it; absent for an open show. */
  whiteTag?: WhiteTagCheck
  /** The rebook variant (POST with orderId and rebookTicketItems): the order's rebook offer onto this show. */
  rebook?: RebookCheckReply & { ticketIds: string[] }
}

export interface OuterChannelTier {
  seatPlanId: string
  bizShowSessionId: string
  seatPlanName: string
  originalPrice: Fen
  /** The channel's price of one ticket, and what it takes off. */
  channelPrice: Fen
  discountFen: Fen
  channelPriceInfo: PriceInfo
}

export interface OuterChannelDiscount {
  showId: string
  channelId: string | null
  /** The discount applied (the channel's best on each tier); null when none. */
  promotion: PromotionView | null
  tiers: OuterChannelTier[]
}

export interface WhiteTagCheck {
  /** The show is white-tagged (restricted to listed buyers). */
  restricted: boolean
  /** This buyer may buy it. */
  allowed: boolean
}

export const WHITE_TAGS_MAX = 5000
export const WHITE_TAG_MAX = 60
export const SEAT_PAGE_URL_MAX = 500

/** The console's access settings of a show: its white tags, its own policies, each session's seat page. */
export interface AdminShowAccess {
  showId: string
  whiteTags: string[]
  policies: AdminPolicy[]
  sessions: Array<{ sessionId: string; sessionName: string; startTime: number; seatPageUrl: string | null }>
}

export interface ShowAccessInput {
  whiteTags: string[]
  policies: PolicyInput[]
  sessions: Array<{ sessionId: string; seatPageUrl: string | null }>
}

export const ADMIN_SHOW_CALL_PATHS = {
  /** GET → AdminPolicy[] (every kind); PUT PolicyInput[] → AdminPolicy[]. */
  defaultPolicies: '/policies/defaults',
  /** GET → AdminShowAccess; PUT ShowAccessInput → AdminShowAccess. */
  showAccess: '/catalogue/shows/:showId/access'
} as const
