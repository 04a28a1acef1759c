/**
 * The user area's last calls (calls-errors-limits.md section 7; issue #32): the login page's phone areas,
 * the image captcha recorded with its scope and checked on its own, the shop's functions and hidden
 * modules, and the merchant's own login channels (bsauth, Douyin).
 */
import type { AreaNames } from '../rules/countries'

export const USER_CALL_PATHS = {
  /** GET → CountriesReply: the areas the login page offers (spec "GET countries"). */
  countries: '/user/pub/v1/countries',
  /** POST CaptchaRecordRequest → CaptchaRecordReply (spec "captcha record"): a new image, recorded with its scope. */
  captchaRecord: '/user/pub/v1/captcha/record',
  /** POST CaptchaCheckRequest → CaptchaCheckReply (spec "check captcha"): one try; right gives a token sms_code accepts. */
  captchaCheck: '/user/pub/v1/captcha/check',
  /** GET → ShopFunctionsReply (spec "shop_functions (pub/v3)"). */
  shopFunctions: '/home/pub/v3/shop_functions',
  /** GET → ModuleNotDisplayReply (spec "module_not_display (pub/v3)"). */
  moduleNotDisplay: '/home/pub/v3/module_not_display',
  /** POST { ticket } → LoginReply: the bsauth page's signed ticket from the merchant's business system. */
  bsauthLogin: '/user/pub/v1/bsauth/login',
  /** POST { redirectUri } → DouyinAuthorizeReply: where the douyin_auth page sends the buyer. */
  douyinAuthorize: '/user/pub/v1/douyin/authorize',
  /** POST { code, state } → LoginReply: Douyin's redirect back, exchanged by the gateway. */
  douyinLogin: '/user/pub/v1/douyin/login'
} as const

/** One phone area: its dial code, its name in the request's language and in all three, its number rule. */
export interface CountryView {
  code: string
  iso: string
  name: string
  names: AreaNames
  /** A mobile number of the area without the dial code, as an anchored regular expression. */
  pattern: string
  minLength: number
  maxLength: number
  example: string
}

export interface CountriesReply {
  /** The shop's areas, in the merchant's order; the first is the login page's default. */
  countries: CountryView[]
}

/** Where a captcha is shown: phone login, proving a phone to bind it, a work permit's phone. */
export const CAPTCHA_SCOPES = ['LOGIN', 'BIND', 'WORK_PERMIT'] as const
export type CaptchaScope = (typeof CAPTCHA_SCOPES)[number]

export interface CaptchaRecordRequest {
  scope: CaptchaScope
}

export interface CaptchaRecordReply {
  captchaId: string
  /** An SVG data URL. */
  image: string
  scope: CaptchaScope
  /** Epoch ms after which the answer is refused. */
  expireTime: number
}

export interface CaptchaCheckRequest {
  captchaId: string
  captchaCode: string
  scope: CaptchaScope
}

export interface CaptchaCheckReply {
  /** Sent as sms_code's captchaToken; good once in its scope, until expireTime. */
  captchaToken: string
  scope: CaptchaScope
  expireTime: number
}

/** The functions a shop can switch on or off (console: storefront settings). */
export const SHOP_FUNCTIONS = [
  'CART',
  'STUDENT_AUTH',
  'FACE_AUTH',
  'PRIME_CARD',
  'PARKING',
  'RESERVATION',
  'DOUYIN_LOGIN',
  'BSAUTH_LOGIN'
] as const
export type ShopFunction = (typeof SHOP_FUNCTIONS)[number]

/** The ones the console switches (storefront settings); CART is the cart setting, the logins their channels. */
export const SWITCHABLE_FUNCTIONS = ['STUDENT_AUTH', 'FACE_AUTH', 'PRIME_CARD', 'PARKING', 'RESERVATION'] as const
export type SwitchableFunction = (typeof SWITCHABLE_FUNCTIONS)[number]

export interface ShopFunctionsReply {
  functions: Record<ShopFunction, boolean>
  /** Douyin's web OAuth client key, present when DOUYIN_LOGIN is on (public, never a secret). */
  douyinClientKey?: string
}

/** Modules of the app the merchant can hide (console: storefront settings): Mine's entries (mine-model.ts). */
export const HIDEABLE_MODULES = [
  'MINE_TICKET_STUBS',
  'MINE_COUPONS',
  'MINE_FAVOURITES',
  'MINE_ANNUAL_REVIEW',
  'MINE_SITE_CODE',
  'MINE_MEMBER',
  'MINE_AUDIENCES',
  'MINE_ADDRESSES'
] as const
export type HideableModule = (typeof HIDEABLE_MODULES)[number]

export interface ModuleNotDisplayReply {
  modules: HideableModule[]
}

export interface BsauthLoginRequest {
  ticket: string
}

export interface DouyinAuthorizeRequest {
  /** The app's douyin_auth page URL Douyin sends the buyer back to. */
  redirectUri: string
}

export interface DouyinAuthorizeReply {
  /** Douyin's authorize page with the client key, scope, redirect and a state the gateway signed. */
  url: string
  state: string
}

export interface DouyinLoginRequest {
  code: string
  state: string
}

/** The merchant's own login channels (console: 登录渠道): bsauth's shared secret, Douyin's web OAuth client. */
export const LOGIN_CHANNELS = ['BSAUTH', 'DOUYIN'] as const
export type LoginChannel = (typeof LOGIN_CHANNELS)[number]

/** The shortest shared secret the console takes (HS256 wants at least 256 bits). */
export const BSAUTH_SECRET_MIN = 32

export const ADMIN_LOGIN_CHANNEL_PATHS = {
  /** GET → AdminLoginChannelView[] (every channel, set or not; secrets never shown). */
  list: '/login_channels',
  /** PUT /:channel AdminLoginChannelBody → AdminLoginChannelView; DELETE /:channel → true. */
  one: '/login_channels/:channel'
} as const

export interface AdminLoginChannelView {
  channel: LoginChannel
  configured: boolean
  enabled: boolean
  /** Douyin's client key (public); null for BSAUTH. */
  clientKey: string | null
  /** How long the stored secret is, never the secret. */
  secretLength: number
  updatedAt: number | null
}

export interface AdminLoginChannelBody {
  enabled: boolean
  clientKey?: string
  /** Absent or empty: keep the stored secret (a first save needs one). */
  secret?: string
}

/** The chat's goods card: the chat provider's id for a show or a goods item (console: 客服商品映射). */
export const CHAT_ITEM_TYPES = ['SHOW', 'GOODS'] as const
export type ChatItemType = (typeof CHAT_ITEM_TYPES)[number]

export const CHAT_GOODS_PATHS = {
  /** GET ?itemType=&itemId= → ChatGoodsReply (spec "third-party goods id lookup for customer-service chat"). */
  lookup: '/show/pub/v1/customer_service/chat_goods'
} as const

export interface ChatGoodsReply {
  itemType: ChatItemType
  itemId: string
  /** What the chat link carries as its goods: the merchant's mapping, else the item's own id. */
  chatGoodsId: string
  /** The merchant mapped this item (false: the item's own id). */
  mapped: boolean
  /** The item's name for the card. */
  title: string
}

export const ADMIN_CHAT_GOODS_PATHS = {
  /** GET → AdminChatGoodsRow[]; PUT AdminChatGoodsBody → AdminChatGoodsRow. */
  list: '/chat_goods_ids',
  /** DELETE /:itemType/:itemId → true. */
  one: '/chat_goods_ids/:itemType/:itemId'
} as const

export const CHAT_GOODS_ID_MAX = 64

export interface AdminChatGoodsBody {
  itemType: ChatItemType
  itemId: string
  chatGoodsId: string
}

export interface AdminChatGoodsRow extends AdminChatGoodsBody {
  title: string
  updatedAt: number
}

/** GET ?couponId= → CouponSupportInfo (spec "coupon support-info by couponId"): what a buyer's coupon can pay for. */
export const COUPON_SUPPORT_INFO_PATH = '/buyer/buyer/v1/coupon/support_info'

export interface CouponSupportInfo {
  couponId: string
  /** Tickets of shows (within its scope: useCouponRuleDesc says which). */
  shows: boolean
  /** Goods in the shop. */
  goods: boolean
  /** Parking fees. */
  parking: boolean
  /** Shown at the venue and used there (OFFLINE), not at checkout. */
  offline: boolean
  /** The scope in words, in the request's language. */
  scopeText: string
  /** The benefit card it exchanges for, when it is an exchange coupon that still can be (support_auto_use's answer). */
  cardExchange: { privilegeCardTemplateId: string; privilegeCardName: string } | null
  /** Usable now (AVAILABLE and inside its window). */
  usable: boolean
}
