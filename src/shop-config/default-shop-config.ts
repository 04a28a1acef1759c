/**
 * The configuration the app runs on until the gateway answers (and when it cannot be reached): the five
 * standard tabs, the three languages, phone login, the default main colour. The gateway sends the same
 * shape, so nothing downstream knows which one it got.
 */
import type { BottomNavigation, ShopConfig } from '../../types/shop-config'
import { DEFAULT_MAIN_COLOR } from '../theme/theme'

export const DEFAULT_BOTTOM_NAVIGATION: BottomNavigation = {
  style: { navigationType: 'inner', iconColorType: 'THEME', unselectedColor: '#999999' },
  navigations: [
    { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list' },
    { floorType: 'NAVIGATION_OF_ALL', pagePath: 'pages/all/all' },
    { floorType: 'NAVIGATION_OF_SHOP', pagePath: 'pages/shop/shop' },
    { floorType: 'NAVIGATION_OF_TICKET_HOLDER', pagePath: 'pages/ticket-holder/ticket-holder' },
    { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine' }
  ]
}

export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  merchantId: 'demo',
  shopName: 'Stagedoor',
  shopStatus: 'OPEN',
  supportLanguages: [
    { langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] },
    { langTag: 'zh-MO', langName: '繁體中文', loginMethod: ['CELLPHONE'] },
    { langTag: 'en-US', langName: 'English', loginMethod: ['CELLPHONE'] }
  ],
  productCartConfig: { enable: true },
  layoutBottomNavigation: DEFAULT_BOTTOM_NAVIGATION,
  availableShopThemes: [{ theme: 'DEFAULT', shopMainColor: DEFAULT_MAIN_COLOR }]
}
