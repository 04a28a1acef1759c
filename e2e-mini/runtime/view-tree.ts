/**
 * A page's data tree (what Taro setData's into `root.cn`) read as the screen the platform would draw from
 * it: each node with its component, class, attributes and children, and the text a user would read. Tests
 * find nodes by class, read their text and hand a node to the host to tap or type into.
 */
import type { NodeTemplate } from './templates'

export interface ViewNode {
  tag: string
  /** The element's id as the template writes it (`uid || sid`). */
  id: string
  /** Taro's node id, which events carry back in `dataset.sid` (the template's `data-sid`). */
  sid: string
  className: string
  style: string
  attrs: Record<string, unknown>
  children: ViewNode[]
  /** A text node's text. */
  value?: string
}

type DataNode = Record<string, unknown>

export function toView(data: unknown, templates: Map<string, NodeTemplate>): ViewNode[] {
  const root = (data as { root?: { cn?: unknown } } | undefined)?.root
  return Array.isArray(root?.cn) ? root.cn.map((n) => nodeOf(n as DataNode, templates)) : []
}

function nodeOf(node: DataNode, templates: Map<string, NodeTemplate>): ViewNode {
  const nn = String(node.nn ?? '')
  const template = templates.get(nn)
  const attrs: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (/^p\d+$/.test(key)) attrs[template?.attrs[key] ?? key] = value
  }
  const children = Array.isArray(node.cn) ? node.cn.map((c) => nodeOf(c as DataNode, templates)) : []
  return {
    tag: typeof node.v === 'string' ? '#text' : (template?.tag ?? `#${nn}`),
    id: String(node.uid || node.sid || ''),
    sid: String(node.sid ?? ''),
    className: String(node.cl ?? ''),
    style: String(node.st ?? ''),
    attrs,
    children,
    value: typeof node.v === 'string' ? node.v : undefined
  }
}

/** The text a user reads in a node: its text nodes, and an input's value, in order, spaces collapsed. */
export function textOf(node: ViewNode | ViewNode[]): string {
  const parts: string[] = []
  const visit = (n: ViewNode) => {
    if (n.value !== undefined) parts.push(n.value)
    if ((n.tag === 'input' || n.tag === 'textarea') && typeof n.attrs.value === 'string') parts.push(n.attrs.value)
    n.children.forEach(visit)
  }
  ;(Array.isArray(node) ? node : [node]).forEach(visit)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/**
 * Nodes matching a small selector: `.class` (all classes given must be on the node, `.a.b`), `tag`, or
 * `tag.class`; with ` ` between parts, a descendant of the previous match.
 */
export function queryAll(roots: ViewNode[], selector: string): ViewNode[] {
  let scope = roots
  let found: ViewNode[] = []
  for (const part of selector.trim().split(/\s+/)) {
    const [tag, ...classes] = part.split('.')
    const matches = (n: ViewNode) => (!tag || n.tag === tag) && classes.every((c) => n.className.split(/\s+/).includes(c))
    found = []
    const visit = (n: ViewNode) => {
      if (matches(n)) found.push(n)
      n.children.forEach(visit)
    }
    // A later part looks among the descendants of an earlier part's matches.
    scope.forEach((n) => (scope === roots ? visit(n) : n.children.forEach(visit)))
    scope = found
  }
  return [...new Set(found)]
}
