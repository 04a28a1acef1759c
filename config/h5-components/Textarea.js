import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroTextareaCore } from '@tarojs/components/dist/components'

export const Textarea = /*@__PURE__*/ createReactComponent(
  'taro-textarea-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroTextareaCore
)
