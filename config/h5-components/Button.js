import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroButtonCore } from '@tarojs/components/dist/components'

export const Button = /*@__PURE__*/ createReactComponent(
  'taro-button-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroButtonCore
)
