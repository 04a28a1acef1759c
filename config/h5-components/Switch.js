import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroSwitchCore } from '@tarojs/components/dist/components'

export const Switch = /*@__PURE__*/ createReactComponent(
  'taro-switch-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroSwitchCore
)
