import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroMovableAreaCore } from '@tarojs/components/dist/components'

export const MovableArea = /*@__PURE__*/ createReactComponent(
  'taro-movable-area-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroMovableAreaCore
)
