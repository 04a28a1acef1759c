/** The demo merchant's shop configuration (the shape the app reads: types/shop-config.ts). */
import type { ShopConfig } from '../../../types/shop-config'
import { DEMO_MERCHANT_ID, DEMO_TIME_ZONE } from './catalog'
import { standardLanguages, standardLoginAreas } from '../shop/shop-languages'

export const DEMO_SHOP_CONFIG: ShopConfig = {
  merchantId: DEMO_MERCHANT_ID,
  appId: 'stagedoor-demo',
  shopName: 'Stagedoor Live',
  shopStatus: 'OPEN',
  themeColor: '#FB5200',
  supportLanguages: standardLanguages(),
  supportLoginAreas: standardLoginAreas(),
  singleDeviceLogin: false,
  orderRemark: { enabled: true, required: false },
  undeliverableProvinceCodes: ['710000', '810000', '820000'],
  timeZone: DEMO_TIME_ZONE,
  productCartConfig: { enable: true },
  layoutBottomNavigation: {
    style: { navigationType: 'inner', iconColorType: 'THEME', unselectedColor: '#999999' },
    navigations: [
      { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list' },
      { floorType: 'NAVIGATION_OF_ALL', pagePath: 'pages/all/all' },
      { floorType: 'NAVIGATION_OF_SHOP', pagePath: 'pages/shop/shop' },
      { floorType: 'NAVIGATION_OF_TICKET_HOLDER', pagePath: 'pages/ticket-holder/ticket-holder' },
      { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine' }
    ]
  },
  // No priceColor: prices follow the main colour, so a merchant who changes the brand colour changes them too.
  availableShopThemes: [{ theme: 'DEFAULT', shopMainColor: '#FB5200' }],
  customerServiceConfigVO: {
    customerServiceType: 'ONLINE_AND_TEL_CUSTOMER_SERVICE',
    telephone: '400-000-0000',
    workTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '09:00', to: weekday > 5 ? '18:00' : '21:00' })),
    supportOnlineCustomer: true,
    supportOnlineAndTelCustomer: true,
    companyWechatEnabled: false
  }
}
