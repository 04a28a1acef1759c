/**
 * Every route a test app registers, with its input schema where it has one: the methods and paths from
 * Fastify's own route tree (`printRoutes`, which also lists the routes hidden from the OpenAPI document),
 * the schemas from that OpenAPI document (`app.swagger()`, served outside production).
 */
import type { FastifyInstance } from 'fastify'

/** A JSON schema as the OpenAPI document gives it: only the parts a test reads. */
export interface FieldSchema {
  type?: string | string[]
  properties?: Record<string, FieldSchema>
  required?: string[]
  items?: FieldSchema
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  minItems?: number
  anyOf?: FieldSchema[]
  oneOf?: FieldSchema[]
  default?: unknown
}

export interface QueryField {
  name: string
  schema: FieldSchema
  required: boolean
}

export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  /** Fastify's path, with `:name` parameters. */
  path: string
  params: string[]
  query: QueryField[]
  /** The JSON body's schema, when the route declares one. */
  body?: FieldSchema
  /** Not in the OpenAPI document: a file, an image or a page rather than a call. */
  hidden: boolean
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: FieldSchema }>
  requestBody?: { content?: Record<string, { schema?: FieldSchema }> }
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'])

/**
 * The (method, path) pairs of Fastify's route tree. Each line is `├── <segment> (METHODS)` indented four
 * characters a level; a segment continues its parent's path (`commonPrefix: false` keeps whole segments).
 */
function treeRoutes(tree: string): Array<{ method: RegisteredRoute['method']; path: string }> {
  const out: Array<{ method: RegisteredRoute['method']; path: string }> = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1].length / 4
    stack.length = depth
    stack.push(m[2])
    const path = stack.join('')
    for (const method of (m[3] ?? '').split(', ')) {
      if (METHODS.has(method)) out.push({ method: method as RegisteredRoute['method'], path })
    }
  }
  return out
}

/** Every route of `app` (after `ready()`), HEAD and OPTIONS left out. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }).paths
  return treeRoutes(app.printRoutes({ commonPrefix: false })).map(({ method, path }) => {
    const op = paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()]
    const parameters = op?.parameters ?? []
    return {
      method,
      path,
      params: [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((x) => x[1]),
      query: parameters
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
      body: op?.requestBody?.content?.['application/json']?.schema,
      hidden: op === undefined
    }
  })
}
