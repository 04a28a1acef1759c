/**
 * Taro's RichText as React renders it without the web component under it (see light-element.js): the same
 * host tag as taro-rich-text-core (@tarojs/components 3.6.40, styled by light-elements.css) holding the
 * nodes as it draws them: text nodes as text (&nbsp; as a no-break space, no other entity), element
 * nodes as their tag with their attrs (a string style as React's), a string of HTML as the element's
 * inner HTML. Show detail's description draws one: as a web component it brought Stencil's runtime to
 * the first page.
 */
import { createElement, forwardRef } from 'react'
import { elementProps, styleObject } from './light-element.js'
import './light-elements.css'

function drawn(node, key) {
  if (node.type === 'text') return (node.text || '').replace(/&nbsp;/g, '\u00A0')
  if (!node.name) return null
  const attrs = {}
  for (const [name, value] of Object.entries(node.attrs ?? {})) {
    if (name === 'class') attrs.className = value
    else if (name === 'style') attrs.style = styleObject(value)
    else attrs[name] = value
  }
  attrs.key = key
  return createElement(node.name, attrs, ...(node.children ?? []).map((child, i) => drawn(child, i)))
}

export const RichText = forwardRef(function TaroRichText(props, ref) {
  const { nodes, ...rest } = props
  const host = elementProps(rest, ref)
  if (Array.isArray(nodes))
    return createElement(
      'taro-rich-text-core',
      host,
      nodes.map((node, i) => drawn(node, i))
    )
  return createElement('taro-rich-text-core', { ...host, dangerouslySetInnerHTML: { __html: nodes ?? '' } })
})
