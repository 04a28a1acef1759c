/** The shop configuration a new merchant starts with (merchant:create): valid for the storefront editor, shop closed until published. */
import type { ShopConfig } from '../../../types/shop-config'
import { DEFAULT_TIME_ZONE } from '../../../types/rules/merchant-time'
import { standardLanguages, standardLoginAreas } from '../shop/shop-languages'

export function newMerchantConfig(merchantId: string, shopName: string): ShopConfig {
  return {
    merchantId,
    shopName,
    shopStatus: 'OPEN',
    themeColor: '#FB5200',
    themeSetting: 'FOLLOW_SYSTEM',
    supportLanguages: standardLanguages(),
    supportLoginAreas: standardLoginAreas(),
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
    // No priceColor: prices follow the main colour, so a merchant who changes the brand colour changes them too.
    availableShopThemes: [{ theme: 'DEFAULT', shopMainColor: '#FB5200' }]
  }
}
