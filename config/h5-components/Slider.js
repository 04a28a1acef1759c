import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroSliderCore } from '@tarojs/components/dist/components'

export const Slider = /*@__PURE__*/ createReactComponent(
  'taro-slider-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroSliderCore
)
