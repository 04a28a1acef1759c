/**
 * H5's View and Text are plain elements React renders (config/h5-components/light-element.js): their props
 * reach the element as Taro's React wrapper passed them to the web component, className as the class, a
 * string style (Taro accepts one) as React's style object, other values as dashed attributes, handlers as
 * they are; functions and objects that are not handlers are not written as attributes.
 */
import { elementProps, styleObject } from '../config/h5-components/light-element.js'

describe('light elements: props as the element gets them', () => {
  test('a string style reads as React style: custom properties kept, dashed and vendor names camel-cased', () => {
    expect(styleObject('--theme-primary: #7b2ff7; background-color:red;-webkit-line-clamp:2;;bad')).toEqual({
      '--theme-primary': '#7b2ff7',
      backgroundColor: 'red',
      WebkitLineClamp: '2'
    })
    expect(styleObject('color: url(a:b)')).toEqual({ color: 'url(a:b)' })
    const object = { color: 'red' }
    expect(styleObject(object)).toBe(object)
    expect(styleObject(undefined)).toBeUndefined()
  })

  test('className is the class; values as dashed attributes; handlers, ref and inner HTML pass; children and other objects do not', () => {
    const onClick = () => undefined
    const ref = { current: null }
    const html = { __html: '<b>x</b>' }
    expect(
      elementProps(
        {
          className: 'card',
          style: 'color:red',
          userSelect: true,
          numberOfLines: 2,
          role: 'button',
          'aria-busy': false,
          'data-show-id': 's1',
          onClick,
          dangerouslySetInnerHTML: html,
          children: 'text',
          catchMove: undefined,
          nativeProps: { a: 1 },
          onlyLower: () => undefined
        },
        ref
      )
    ).toEqual({
      ref,
      class: 'card',
      style: { color: 'red' },
      'user-select': true,
      'number-of-lines': 2,
      role: 'button',
      'aria-busy': false,
      'data-show-id': 's1',
      onClick,
      dangerouslySetInnerHTML: html
    })
  })
})
