import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroLabelCore } from '@tarojs/components/dist/components'

export const Label = /*@__PURE__*/ createReactComponent(
  'taro-label-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroLabelCore
)
