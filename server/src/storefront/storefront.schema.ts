/**
 * The storefront config the console saves (types/api/storefront-admin.ts StorefrontConfig, mirroring
 * types/shop-config.ts), as one TypeBox schema checked as a whole on PUT draft. Field rules
 * item 1: 3-5 tabs, names per language, icons as SVG markup (sanitised: svg-markup.ts) or https URLs, a
 * target page or a jump per tab, the middle tab style; hex colours; theme setting; languages with their
 * login methods; login areas; customer service (phone, hours, https chat link, a translated note) and the web view's allowed domains; share text and poster; hidden prices; cart; order
 * reserve minutes within bounds; remarks; the default express fee.
 */
import { HIDEABLE_MODULES, SWITCHABLE_FUNCTIONS } from '../../../types/api/user-calls'
import { Type, type Static } from '@sinclair/typebox'
import { Int, OneOf, Str } from '../http/schema'
import { DOMAIN_PATTERN, WEB_VIEW_DOMAINS_MAX } from '../../../types/rules/web-view-domains'

const Hex = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 })
const HttpsUrl = Type.String({ pattern: '^https://', maxLength: 1000 })
/** SVG markup, or an https image URL; the markup is checked further by svg-markup.ts. */
const Icon = Type.String({ minLength: 1, maxLength: 20_000 })
const LangTag = OneOf(['zh-CN', 'zh-MO', 'en-US'] as const)
const LoginMethod = OneOf(['EMAIL', 'CELLPHONE'] as const)
const FLOOR_TYPES = [
  'NAVIGATION_OF_HOME',
  'NAVIGATION_OF_ALL',
  'NAVIGATION_OF_SHOP',
  'NAVIGATION_OF_TICKET_HOLDER',
  'NAVIGATION_OF_MINE',
  'NAVIGATION_OF_PARKING',
  'NAVIGATION_OF_OPEN_SHOW',
  'NAVIGATION_OF_CUSTOM'
] as const

export const ORDER_RESERVE_MINUTES = { min: 5, max: 60 }
export const TABS = { min: 3, max: 5 }

const Tab = Type.Object(
  {
    floorType: OneOf(FLOOR_TYPES),
    navigationName: Type.Optional(Str(20)),
    navigationNames: Type.Optional(
      Type.Object(
        { 'zh-CN': Type.Optional(Str(20)), 'zh-MO': Type.Optional(Str(20)), 'en-US': Type.Optional(Str(20)) },
        { additionalProperties: false }
      )
    ),
    icons: Type.Optional(Type.Object({ selected: Type.Optional(Icon), unselected: Type.Optional(Icon) }, { additionalProperties: false })),
    pagePath: Type.Optional(Type.String({ pattern: '^pages/[a-z0-9-]+/[a-z0-9-]+$', maxLength: 100 })),
    jumpDetails: Type.Optional(
      Type.Object(
        {
          type: OneOf(['WX_MINI', 'TOPIC', 'OPEN_SHOW', 'PARKING'] as const),
          appId: Type.Optional(Str(60)),
          path: Type.Optional(Str(300)),
          topicId: Type.Optional(Str(60))
        },
        { additionalProperties: false }
      )
    )
  },
  { additionalProperties: false }
)

export const StorefrontConfigSchema = Type.Object(
  {
    appId: Type.Optional(Str(60)),
    shopName: Str(40, { minLength: 1 }),
    shopStatus: Type.Optional(OneOf(['OPEN', 'CLOSED'] as const)),
    themeColor: Type.Optional(Hex),
    themeSetting: Type.Optional(OneOf(['FOLLOW_SYSTEM', 'DARK_MODE', 'LIGHT_MODE'] as const)),
    shopMixedColor: Type.Optional(Hex),
    shareDescription: Type.Optional(Str(200)),
    sharePosterUrl: Type.Optional(HttpsUrl),
    hiddenTicketPrice: Type.Optional(Type.Boolean()),
    hiddenTicketPriceText: Type.Optional(Str(40)),
    defaultExpressFeeFen: Type.Optional(Int(0, 100_000)),
    supportLanguages: Type.Array(
      Type.Object(
        {
          langTag: LangTag,
          langName: Str(20, { minLength: 1 }),
          loginMethod: Type.Array(LoginMethod, { minItems: 1, maxItems: 2, uniqueItems: true })
        },
        { additionalProperties: false }
      ),
      { minItems: 1, maxItems: 3 }
    ),
    supportLoginAreas: Type.Optional(
      Type.Array(Type.Object({ code: Type.String({ pattern: '^[0-9]{1,4}$' }) }, { additionalProperties: false }), { maxItems: 50 })
    ),
    productCartConfig: Type.Optional(
      Type.Object(
        { enable: Type.Boolean(), enableSpuType: Type.Optional(Type.Array(Str(40), { maxItems: 10 })) },
        { additionalProperties: false }
      )
    ),
    layoutBottomNavigation: Type.Object(
      {
        style: Type.Optional(
          Type.Object(
            {
              navigationType: Type.Optional(OneOf(['inner', 'outer'] as const)),
              iconColorType: Type.Optional(OneOf(['THEME', 'ORIGINAL'] as const)),
              selectedColor: Type.Optional(Hex),
              unselectedColor: Type.Optional(Hex),
              backgroundColor: Type.Optional(Hex)
            },
            { additionalProperties: false }
          )
        ),
        navigations: Type.Array(Tab, { minItems: TABS.min, maxItems: TABS.max })
      },
      { additionalProperties: false }
    ),
    availableShopThemes: Type.Optional(
      Type.Array(
        Type.Object(
          {
            theme: Str(20, { minLength: 1 }),
            shopMainColor: Type.Optional(Hex),
            navigateTextColor: Type.Optional(Hex),
            priceColor: Type.Optional(Hex),
            avatar: Type.Optional(HttpsUrl)
          },
          { additionalProperties: false }
        ),
        { maxItems: 10 }
      )
    ),
    customerServiceConfigVO: Type.Optional(
      Type.Object(
        {
          customerServiceType: OneOf(['ONLINE_CUSTOMER_SERVICE', 'ONLINE_AND_TEL_CUSTOMER_SERVICE'] as const),
          telephone: Type.Optional(Type.String({ pattern: '^[0-9+() -]{3,30}$' })),
          workTimes: Type.Optional(
            Type.Array(
              Type.Object(
                {
                  weekday: Int(1, 7),
                  from: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
                  to: Type.String({ pattern: '^([01][0-9]|2[0-4]):[0-5][0-9]$' })
                },
                { additionalProperties: false }
              ),
              { maxItems: 14 }
            )
          ),
          supportOnlineCustomer: Type.Boolean(),
          supportOnlineAndTelCustomer: Type.Boolean(),
          onlineConfig: Type.Optional(
            Type.Object(
              {
                supplierType: Type.Optional(Str(40)),
                jumpUrl: Type.Optional(HttpsUrl),
                seatGroup: Type.Optional(Str(60)),
                onlineCustomerId: Type.Optional(Str(60))
              },
              { additionalProperties: false }
            )
          ),
          companyWechatEnabled: Type.Optional(Type.Boolean()),
          notice: Type.Optional(
            Type.Object(
              { 'zh-CN': Str(200, { minLength: 1 }), 'zh-MO': Type.Optional(Str(200)), 'en-US': Type.Optional(Str(200)) },
              { additionalProperties: false }
            )
          )
        },
        { additionalProperties: false }
      )
    ),
    webViewDomains: Type.Optional(
      Type.Array(Type.String({ pattern: DOMAIN_PATTERN, maxLength: 253 }), { maxItems: WEB_VIEW_DOMAINS_MAX, uniqueItems: true })
    ),
    singleDeviceLogin: Type.Optional(Type.Boolean()),
    orderReserveMinutes: Type.Optional(Type.Number({ minimum: ORDER_RESERVE_MINUTES.min, maximum: ORDER_RESERVE_MINUTES.max })),
    orderRemark: Type.Optional(Type.Object({ enabled: Type.Boolean(), required: Type.Boolean() }, { additionalProperties: false })),
    undeliverableProvinceCodes: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{6}$' }), { maxItems: 40 })),
    timeZone: Type.Optional(Type.String({ pattern: '^[A-Za-z_]+(/[A-Za-z_+-]+)*$', maxLength: 60 })),
    // shop_functions and module_not_display (types/api/user-calls.ts): what the merchant switched off or hid.
    functionsOff: Type.Optional(Type.Array(OneOf(SWITCHABLE_FUNCTIONS), { maxItems: SWITCHABLE_FUNCTIONS.length, uniqueItems: true })),
    hiddenModules: Type.Optional(Type.Array(OneOf(HIDEABLE_MODULES), { maxItems: HIDEABLE_MODULES.length, uniqueItems: true }))
  },
  { additionalProperties: false }
)
export type StorefrontConfigInput = Static<typeof StorefrontConfigSchema>
