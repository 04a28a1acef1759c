import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroTextCore } from '@tarojs/components/dist/components'

export const Text = /*@__PURE__*/ createReactComponent(
  'taro-text-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroTextCore
)
