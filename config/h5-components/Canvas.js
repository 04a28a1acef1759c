import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroCanvasCore } from '@tarojs/components/dist/components'

export const Canvas = /*@__PURE__*/ createReactComponent(
  'taro-canvas-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroCanvasCore
)
