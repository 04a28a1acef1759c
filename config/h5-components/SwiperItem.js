import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroSwiperItemCore } from '@tarojs/components/dist/components'

export const SwiperItem = /*@__PURE__*/ createReactComponent(
  'taro-swiper-item-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroSwiperItemCore
)
