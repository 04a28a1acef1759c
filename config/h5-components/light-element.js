/**
 * H5 only: View and Text (and Image, Image.js) as plain elements rendered by React, without Taro's web
 * components under them.
 *
 * Taro's are Stencil components wrapped in a React class (createReactComponent): every one a page draws
 * schedules its own Stencil render, relocates its slot content and, after each React update, copies every
 * prop onto the element again (attachProps). On home that was about a third of the main thread's time
 * while the page filled in, as measured by a CPU profile of the load (docs/PERFORMANCE.md "First pages").
 * The app uses none of what View's and Text's web components add (hover-class, longpress, animation), so
 * the tags stay (taro-view-core, taro-text-core, styled by light-elements.css as Taro's own stylesheets
 * style them) and React renders them directly.
 *
 * Props are passed as createReactComponent passes them to the element: className as the class,
 * a string style parsed (Taro accepts `style="--a:b;color:red"`), other strings, numbers and booleans as
 * dashed attributes (userSelect → user-select), handlers as React's (the same event, delivered by React's
 * root listener instead of one on the element).
 */
import { createElement, forwardRef } from 'react'

const LOWER_THEN_UPPER = /([a-z0-9])([A-Z])/g
const DASH_LETTER = /-([a-z])/g
const HANDLER = /^on[A-Z]/
const VENDOR = /^-(webkit|moz|ms)-/

/** `color:red;--gap:4px` as React's style object ({ color: 'red', '--gap': '4px' }). */
export function styleObject(style) {
  if (typeof style !== 'string') return style
  const out = {}
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    if (!name) continue
    const key = name.startsWith('--')
      ? name
      : name
          .replace(VENDOR, (_, vendor) => (vendor === 'ms' ? 'ms-' : vendor[0].toUpperCase() + vendor.slice(1) + '-'))
          .replace(DASH_LETTER, (_, c) => c.toUpperCase())
    out[key] = declaration.slice(colon + 1).trim()
  }
  return out
}

/** The element's props from a Taro component's props: see the file's comment. */
export function elementProps(props, ref) {
  const out = { ref }
  for (const name of Object.keys(props)) {
    const value = props[name]
    if (name === 'children') continue
    if (name === 'className') out.class = value
    else if (name === 'style') out.style = styleObject(value)
    else if (name === 'dangerouslySetInnerHTML' || HANDLER.test(name)) out[name] = value
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[name.replace(LOWER_THEN_UPPER, '$1-$2').toLowerCase()] = value
  }
  return out
}

/** A Taro component drawn as the element `tag`; `extra` adds what the component derives from its props. */
export function lightElement(tag, displayName, extra) {
  const Component = forwardRef(function LightElement(props, ref) {
    const own = elementProps(props, ref)
    return createElement(tag, extra ? extra(props, own) : own, props.children)
  })
  Component.displayName = displayName
  return Component
}
