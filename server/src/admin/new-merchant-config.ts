/** The shop configuration a new merchant starts with (merchant:create): valid for the storefront editor, shop closed until published. */
import type { ShopConfig } from '../../../types/shop-config'
import { DEFAULT_TIME_ZONE } from '../../../types/rules/merchant-time'

export function newMerchantConfig(merchantId: string, shopName: string): ShopConfig {
  return {
    merchantId,
    shopName,
    shopStatus: 'OPEN',
    themeColor: '#FB5200',
    themeSetting: 'FOLLOW_SYSTEM',
    supportLanguages: [
      { langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE', 'EMAIL'] },
      { langTag: 'zh-MO', langName: '繁體中文', loginMethod: ['CELLPHONE'] },
      { langTag: 'en-US', langName: 'English', loginMethod: ['EMAIL', 'CELLPHONE'] }
    ],
    supportLoginAreas: [{ code: '86' }, { code: '853' }, { code: '852' }],
    orderReserveMinutes: 15,
    orderRemark: { enabled: false, required: false },
    timeZone: DEFAULT_TIME_ZONE,
    productCartConfig: { enable: false },
    layoutBottomNavigation: {
      style: { navigationType: 'inner', iconColorType: 'THEME' },
      navigations: [
        { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list' },
        { floorType: 'NAVIGATION_OF_TICKET_HOLDER', pagePath: 'pages/ticket-holder/ticket-holder' },
        { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine' }
      ]
    },
    availableShopThemes: [{ theme: 'DEFAULT', shopMainColor: '#FB5200', priceColor: '#FB5200' }]
  }
}
