import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroPickerCore } from '@tarojs/components/dist/components'

export const Picker = /*@__PURE__*/ createReactComponent(
  'taro-picker-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroPickerCore
)
