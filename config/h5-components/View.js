import { lightElement } from './light-element.js'
import './light-elements.css'

export const View = /*@__PURE__*/ lightElement('taro-view-core', 'TaroViewCore')
