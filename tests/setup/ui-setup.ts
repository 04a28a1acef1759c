// @tarojs/taro must load first: otherwise a circular import crashes every suite on `history`
// (STACK-NOTES.md, test-utils-react 0.1.1 on Taro 3.6.40).
import Taro from '@tarojs/taro'

process.env.TZ = 'Asia/Shanghai'
Taro.initPxTransform({ designWidth: 375, deviceRatio: { 375: 2, 750: 1 } })

// test-utils-react 0.1.1 calls react-dom/test-utils' act, which React 18.3 flags as deprecated on every
// mount; that one notice is noise, every other console.error still shows.
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return
  consoleError(...args)
}
