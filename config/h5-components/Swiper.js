import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroSwiperCore } from '@tarojs/components/dist/components'

export const Swiper = /*@__PURE__*/ createReactComponent(
  'taro-swiper-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroSwiperCore
)
