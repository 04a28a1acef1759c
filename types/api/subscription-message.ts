/**
 * Subscription messages (calls-errors-limits.md "GET/POST buyer/v1/shop/mini_remind_subscribe" and "GET/POST
 * buyer/v3/prime/find_wx_mini_app_msg_template; subscribe_wx_mini_app_msg") and the WeChat JS-SDK
 * authorization ("GET weixin jsapi authorization"). docs/subscription-messages.md.
 *
 * The merchant keeps, per platform (the WeChat and the Alipay mini-program) and per kind of message, the
 * template id it picked on the platform and which of the template's keys carries each of our fields. The
 * mini-program asks the buyer (wx.requestSubscribeMessage / my.requestSubscribeMessage) and posts what the
 * buyer accepted; the gateway sends one message per consent when it is due (a one-time subscription allows
 * one message), never twice.
 */

export const SUBSCRIPTION_PATHS = {
  /** GET ?appId&remindSubscribeTypeEnums=COUPON_TEMPLATE_EXPIRE → RemindTemplatesReply; POST RemindSubscribeBody → SubscribeReply */
  remind: '/buyer/buyer/v1/shop/mini_remind_subscribe',
  /** GET ?appId → RemindTemplatesReply (the membership popups' kinds) */
  primeTemplates: '/buyer/buyer/v3/prime/find_wx_mini_app_msg_template',
  /** POST PrimeSubscribeBody → SubscribeReply */
  primeSubscribe: '/buyer/buyer/v3/prime/subscribe_wx_mini_app_msg',
  /** GET ?url → JsapiAuthorization (H5 inside WeChat's browser) */
  jsapiAuthorization: '/user/pub/v1/wechat/jsapi_authorization'
} as const

/** The console's calls, under /admin-api/v1: GET → AdminMessageTemplates; PUT MessageTemplatesInput → AdminMessageTemplates */
export const ADMIN_SUBSCRIPTION_PATHS = {
  templates: '/subscription_messages/templates'
} as const

export const MESSAGE_KINDS = ['COUPON_TEMPLATE_EXPIRE', 'MEMBER_LEVEL_UPGRADE', 'MEMBER_BIRTHDAY'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]
/** The kinds the membership popups ask for (find_wx_mini_app_msg_template). */
export const PRIME_MESSAGE_KINDS: readonly MessageKind[] = ['MEMBER_LEVEL_UPGRADE', 'MEMBER_BIRTHDAY']

/** The mini-programs that can send subscription messages (the user_identities providers). */
export const MESSAGE_PLATFORMS = ['WEAPP', 'ALIPAY'] as const
export type MessagePlatform = (typeof MESSAGE_PLATFORMS)[number]

/** The fields each kind of message fills, in the order the console lists them. */
export const MESSAGE_FIELDS = {
  COUPON_TEMPLATE_EXPIRE: ['couponName', 'expireTime', 'tip'],
  MEMBER_LEVEL_UPGRADE: ['levelName', 'upgradeTime', 'tip'],
  MEMBER_BIRTHDAY: ['shopName', 'birthday', 'tip']
} as const satisfies Record<MessageKind, readonly string[]>
export type MessageField = (typeof MESSAGE_FIELDS)[MessageKind][number]

/**
 * The template keys a new setting starts with: WeChat's public-library templates name their keys by type and
 * position (thing1, time2), Alipay's keyword1.. . The merchant changes them to match the template picked.
 */
export const DEFAULT_FIELD_KEYS: Record<MessagePlatform, Record<MessageKind, Record<string, string>>> = {
  WEAPP: {
    COUPON_TEMPLATE_EXPIRE: { couponName: 'thing1', expireTime: 'time2', tip: 'thing3' },
    MEMBER_LEVEL_UPGRADE: { levelName: 'thing1', upgradeTime: 'time2', tip: 'thing3' },
    MEMBER_BIRTHDAY: { shopName: 'thing1', birthday: 'date2', tip: 'thing3' }
  },
  ALIPAY: {
    COUPON_TEMPLATE_EXPIRE: { couponName: 'keyword1', expireTime: 'keyword2', tip: 'keyword3' },
    MEMBER_LEVEL_UPGRADE: { levelName: 'keyword1', upgradeTime: 'keyword2', tip: 'keyword3' },
    MEMBER_BIRTHDAY: { shopName: 'keyword1', birthday: 'keyword2', tip: 'keyword3' }
  }
}

/** A coupon is announced this many days before it expires (the sweeper's window). */
export const COUPON_EXPIRY_NOTICE_DAYS = 3
/** At most this many unanswered consents per buyer and kind (each allows one message). */
export const WAITING_CONSENTS_MAX = 20
export const TEMPLATE_ID_MAX = 128
export const FIELD_KEY_MAX = 32
export const COUPON_TEMPLATE_IDS_MAX = 10

// ---- buyer ------------------------------------------------------------------------------------------

export interface RemindTemplate {
  remindSubscribeType: MessageKind
  templateId: string
}

export interface RemindTemplatesReply {
  platform: MessagePlatform
  /** The templates to ask the buyer for, in the order asked; empty when the merchant set none. */
  templates: RemindTemplate[]
}

export interface RemindSubscribeBody {
  appId: string
  /** The buyer's open id in this mini-program; when left out, the one the buyer logged in with. */
  openId?: string
  remindSubscribeTypeEnums: 'COUPON_TEMPLATE_EXPIRE'
  couponTemplateIds: string[]
  itemOrderId?: string
  bindId?: string
  /** The template ids the buyer accepted (what the platform's dialog answered); the kind's template must be among them. */
  templateIds?: string[]
}

export interface PrimeSubscribeBody {
  appId: string
  openId?: string
  /** The template ids the buyer accepted, each one of the membership kinds' templates. */
  templateIds: string[]
}

export interface SubscribeReply {
  /** One consent recorded per accepted template: the kinds they were for. */
  recorded: MessageKind[]
}

export interface JsapiAuthorization {
  appId: string
  /** Seconds since the epoch, as wx.config wants it. */
  timestamp: number
  nonceStr: string
  signature: string
}

/** WeChat's JS-SDK, the one documented file on WeChat's resource host (the gateway's CSP allows exactly it). */
export const WECHAT_JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
/** The JS-SDK calls the app configures: sharing to a chat and to Moments. */
export const WECHAT_SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const

// ---- console ----------------------------------------------------------------------------------------

export interface MessageTemplateSetting {
  platform: MessagePlatform
  kind: MessageKind
  templateId: string
  /** Our field → the template's key (couponName → thing1). */
  fieldKeys: Record<string, string>
  /** The mini-program page a tap on the message opens (a route-table path), empty for the default. */
  page: string
  enabled: boolean
}

export interface MessageSendCounts {
  waiting: number
  sent: number
  failed: number
}

export interface AdminMessageTemplates {
  settings: Array<MessageTemplateSetting & { updatedAt: number | null }>
  /** Per kind: consents waiting, messages sent and failed. */
  counts: Record<MessageKind, MessageSendCounts>
}

export interface MessageTemplatesInput {
  settings: MessageTemplateSetting[]
}
