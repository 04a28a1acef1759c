/**
 * What Taro's base template (base.wxml on WeChat, base.axml on Alipay) draws for each node of a page's data
 * tree: a node's `nn` names a template, `tmpl_0_<nn>`, whose first element is the platform component
 * (view, text, input, button, image...) and whose attributes read the node's compressed props (`i.p24` is an
 * input's value). Read from the build itself, so the mapping is the one the platform renders.
 */
import { readFileSync } from 'node:fs'

export interface NodeTemplate {
  /** The platform component the node is drawn as. */
  tag: string
  /** Compressed prop key (p24) → the component's attribute (value). */
  attrs: Record<string, string>
  /** The events the template binds to Taro's handler (tap, input, change...). */
  events: string[]
}

export function readTemplates(file: string): Map<string, NodeTemplate> {
  const source = readFileSync(file, 'utf8')
  const templates = new Map<string, NodeTemplate>()
  const pattern = /<template name="tmpl_0_([^"_]+)(?:_focus|_blur)?">\s*<([a-z][\w-]*)([^>]*)>/g
  for (const [, nn, tag, attributes] of source.matchAll(pattern)) {
    if (tag === 'template') continue
    const attrs: Record<string, string> = {}
    const events: string[] = []
    for (const [, name, value] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      const prop = /\bi\.(p\d+)\b/.exec(value)
      if (prop) attrs[prop[1]] = name
      // WeChat binds with bindtap / catchtouchmove; Alipay with onTap / catchTouchMove.
      const event = /^(?:bind|catch|on|catch)([A-Za-z]+)$/.exec(name)
      if (event && value === 'eh') events.push(event[1].toLowerCase())
    }
    if (!templates.has(nn)) templates.set(nn, { tag, attrs, events })
  }
  return templates
}
