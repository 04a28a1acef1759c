import { detectPlatform, layoutWidth, showsCustomNavBar, showsTabBar } from '../src/platform/platform'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const WECHAT = `${IPHONE} MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN`
const CMB = `${IPHONE} MPBank/11.5.0`
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'

describe('platform detection (product.md section 1)', () => {
  test('a messenger browser means WX H5', () => {
    expect(detectPlatform({ taroEnv: 'h5', userAgent: WECHAT })).toBe('WX_H5')
  })
  test('a bank-app agent means CMB', () => {
    expect(detectPlatform({ taroEnv: 'h5', userAgent: CMB })).toBe('CMB')
  })
  test('isFlutter=1 or src iOS/android means an app web view', () => {
    expect(detectPlatform({ taroEnv: 'h5', userAgent: IPHONE, query: { isFlutter: '1' } })).toBe('APP_WEBVIEW')
    expect(detectPlatform({ taroEnv: 'h5', userAgent: ANDROID, query: { src: 'android' } })).toBe('APP_WEBVIEW')
    expect(detectPlatform({ taroEnv: 'h5', userAgent: IPHONE, query: { src: 'iOS' } })).toBe('APP_WEBVIEW')
    expect(detectPlatform({ taroEnv: 'h5', userAgent: IPHONE, query: { isFlutter: '0' } })).toBe('H5')
  })
  test('mobile agents mean H5; otherwise PC', () => {
    expect(detectPlatform({ taroEnv: 'h5', userAgent: IPHONE })).toBe('H5')
    expect(detectPlatform({ taroEnv: 'h5', userAgent: ANDROID })).toBe('H5')
    expect(detectPlatform({ taroEnv: 'h5', userAgent: DESKTOP })).toBe('PC')
    expect(detectPlatform({ taroEnv: 'h5' })).toBe('PC')
  })
  test('the spec order decides: a messenger browser inside an app web view is still WX H5', () => {
    expect(detectPlatform({ taroEnv: 'h5', userAgent: WECHAT, query: { isFlutter: '1' } })).toBe('WX_H5')
  })
  test('mini-program builds are MINI whatever the agent', () => {
    expect(detectPlatform({ taroEnv: 'weapp', userAgent: DESKTOP })).toBe('MINI')
    expect(detectPlatform({ taroEnv: 'alipay' })).toBe('MINI')
  })
})

describe('layout widths', () => {
  test('PC mode lays out at 960 with no tab bar', () => {
    expect(layoutWidth('PC', 1920)).toBe(960)
    expect(showsTabBar('PC')).toBe(false)
  })
  test('H5 width is capped at 500', () => {
    expect(layoutWidth('H5', 375)).toBe(375)
    expect(layoutWidth('H5', 820)).toBe(500)
    expect(layoutWidth('WX_H5', 600)).toBe(500)
    expect(showsTabBar('H5')).toBe(true)
  })
  test('hosts that draw their own bar get no custom navigation bar', () => {
    expect(showsCustomNavBar('WX_H5')).toBe(false)
    expect(showsCustomNavBar('APP_WEBVIEW')).toBe(false)
    expect(showsCustomNavBar('MINI')).toBe(true)
    expect(showsCustomNavBar('H5')).toBe(true)
  })
})
