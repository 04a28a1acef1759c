/**
 * H5 only (config/index.ts aliases @tarojs/components/dist/components to this file): Taro's web components
 * as they are, except the tab bar's. Taro's router defines and draws its own tab bar (taro-tabbar) from
 * tabBar.list on every page of an app with a tab bar, custom or not; ours is drawn by each tab page
 * (components/tab-bar), so Taro's was only ever hidden, yet it brought Stencil's runtime and a render of
 * its own to every first page. Left undefined, the router's taro-tabbar element is an empty unknown
 * element. What it would have answered (Taro.setTabBarBadge and the like, through the event centre) the
 * app does not call on H5.
 */
export * from '@tarojs/components/dist/components/index.js'

export function defineCustomElementTaroTabbar() {}
