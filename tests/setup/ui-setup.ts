// @tarojs/taro must load first: otherwise a circular import crashes every suite on `history`
// (STACK-NOTES.md, test-utils-react 0.1.1 on Taro 3.6.40).
import Taro from '@tarojs/taro'

process.env.TZ = 'Asia/Shanghai'
Taro.initPxTransform({ designWidth: 375, deviceRatio: { 375: 2, 750: 1 } })
