import { lightElement } from './light-element.js'
import './light-elements.css'

// numberOfLines clamps through the --line-clamp variable, as Taro's Text sets it.
const clamp = (props, own) =>
  typeof props.numberOfLines === 'number' ? { ...own, style: { ...own.style, '--line-clamp': props.numberOfLines } } : own

export const Text = /*@__PURE__*/ lightElement('taro-text-core', 'TaroTextCore', clamp)
