import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroViewCore } from '@tarojs/components/dist/components'

export const View = /*@__PURE__*/ createReactComponent(
  'taro-view-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroViewCore
)
