import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElementTaroMovableViewCore } from '@tarojs/components/dist/components'

export const MovableView = /*@__PURE__*/ createReactComponent(
  'taro-movable-view-core',
  undefined,
  manipulatePropsFunction,
  defineCustomElementTaroMovableViewCore
)
