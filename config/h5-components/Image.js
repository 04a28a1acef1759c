import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroImageCore } from '@tarojs/components/dist/components'

export const Image = /*@__PURE__*/ createReactComponent(
  'taro-image-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroImageCore
)
