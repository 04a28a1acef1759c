/**
 * Every route a test app registers, with its input schema where it has one: the methods and paths from
 * Fastify's own route tree (`printRoutes`, which also lists the routes hidden from the OpenAPI document),
 * the schemas from that OpenAPI document (`app.swagger()`, served outside production). The buyer and the
 * console walks both take their routes from here, so neither can miss a route the other's listing sees.
 */
import type { FastifyInstance } from 'fastify'

/** A JSON schema as the OpenAPI document gives it: only the parts a test reads. */
export interface FieldSchema {
  type?: string | string[]
  properties?: Record<string, FieldSchema>
  required?: string[]
  items?: FieldSchema
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  minItems?: number
  additionalProperties?: boolean | FieldSchema
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
  /** Takes a multipart body (a file upload) rather than JSON. */
  multipart: boolean
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

/**
 * The paths a tree path may stand for. Routes that name one parameter differently (`/shows/:id` and
 * `/shows/:showId/access`) share its node, which the tree prints as `:id|:showId` for all of them.
 */
function namings(path: string): string[] {
  const segments = path.split('/').map((segment) => (/^:\w+(?:\|:\w+)+$/.test(segment) ? segment.split('|') : [segment]))
  return segments.slice(1).reduce((heads, names) => heads.flatMap((head) => names.map((name) => `${head}/${name}`)), segments[0])
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

/** Every route of `app` (after `ready()`), HEAD and OPTIONS left out. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }).paths
  return treeRoutes(app.printRoutes({ commonPrefix: false })).map(({ method, path: treePath }) => {
    const candidates = namings(treePath)
    // The naming the OpenAPI document lists; a hidden route's is a guess (the first).
    const path = candidates.find((p) => paths[openApiPath(p)]?.[method.toLowerCase()]) ?? candidates[0]
    const op = paths[openApiPath(path)]?.[method.toLowerCase()]
    const parameters = op?.parameters ?? []
    const content = op?.requestBody?.content ?? {}
    return {
      method,
      path,
      params: [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((x) => x[1]),
      query: parameters
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
      body: content['application/json']?.schema,
      multipart: 'multipart/form-data' in content,
      hidden: op === undefined
    }
  })
}

/** `path` with each `:name` (and a `*`) filled from `values`, or by `missing` where `values` has none. */
export function fillPath(path: string, values: Record<string, string>, missing = (_name: string) => 'no-such-id'): string {
  return path.replace(/:([A-Za-z0-9_]+)|\*/g, (_m, name: string | undefined) => values[name ?? '*'] ?? missing(name ?? '*'))
}
