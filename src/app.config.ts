/**
 * Pages, subpackages, preload rules and tab list all come from the route table (types/routes), so a page
 * is declared once. Evaluated at build time for each target.
 */
import { mainPages, preloadRule, subPackages, tabRoutes } from '../types/routes/app-pages'
import { pagePathOf } from '../types/routes/route-table'

const isAlipay = process.env.TARO_ENV === 'alipay'
const isWeapp = process.env.TARO_ENV === 'weapp'

// WeChat reports the system's scheme (getSystemInfoSync().theme, onThemeChange) only to a mini-program
// that declares darkmode; its window colours then come from theme/window-theme.json (the palettes of
// theme/theme.ts, kept equal by tests/theme.test.ts) until a page applies the mode in force.
const weappDarkMode = isWeapp ? { darkmode: true, themeLocation: 'theme/window-theme.json' } : {}
const weappWindowColours = isWeapp
  ? {
      backgroundColor: '@windowBackground',
      backgroundTextStyle: '@windowTextStyle',
      navigationBarBackgroundColor: '@navBackground',
      navigationBarTextStyle: '@navTextStyle'
    }
  : {}

export default defineAppConfig({
  pages: mainPages(),
  subPackages: subPackages(),
  preloadRule: preloadRule(),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'Stagedoor',
    navigationBarTextStyle: 'black',
    // Almost every page draws its own navigation bar (components/nav-bar).
    navigationStyle: 'custom',
    ...(isAlipay ? { transparentTitle: 'always', titlePenetrate: 'YES' } : {}),
    ...weappWindowColours
  },
  tabBar: {
    // Drawn by custom-tab-bar/ (customize-tab-bar/ on Alipay; on H5 each tab page draws it). The list
    // stays so tab pages keep switchTab and page caching.
    custom: true,
    color: '#999999',
    selectedColor: '#FB5200',
    backgroundColor: '#ffffff',
    list: tabRoutes().map((route) => ({ pagePath: pagePathOf(route) as string, text: route.name }))
  },
  permission: {
    'scope.userLocation': {
      desc: '获取你的位置，以便提供更准确的地点和演出信息'
    }
  },
  requiredPrivateInfos: ['getLocation'],
  ...weappDarkMode,
  // H5 only: page transitions off (the mini-programs animate natively and reject unknown keys).
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {})
})
