/**
 * The merchant console's routes as the gateway registers them, read from its OpenAPI document (every
 * console route carries a schema, and none is hidden from /docs), with a plausible body built from each
 * route's JSON schema: a hostile value put in one field of it reaches past the other fields' rules.
 */
import type { FastifyInstance } from 'fastify'
import { ADMIN_API } from '../../../types/api/staff'

/** The parts of a JSON schema the sample builder reads (OpenAPI keeps TypeBox's schemas as they are). */
export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  additionalProperties?: boolean | JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  default?: unknown
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ConsoleRoute {
  method: Method
  /** Relative to ADMIN_API, with `{name}` where a path parameter goes. */
  path: string
  params: string[]
  query: Record<string, JsonSchema>
  /** The JSON body's schema; undefined where the route takes none or a multipart one. */
  body?: JsonSchema
  multipart: boolean
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

/** Every console route, in the order the gateway registered them. */
export function consoleRoutes(app: FastifyInstance): ConsoleRoute[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }
  const routes: ConsoleRoute[] = []
  for (const [path, operations] of Object.entries(spec.paths)) {
    if (!path.startsWith(`${ADMIN_API}/`)) continue
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? []
      const content = op.requestBody?.content ?? {}
      routes.push({
        method: method.toUpperCase() as Method,
        path: path.slice(ADMIN_API.length),
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content
      })
    }
  }
  return routes
}

/** Fills `{name}` path parameters. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'no-such-id')
}

/** A value the schema accepts, as far as its type, bounds and enums tell: all properties filled. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return null
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0]
  if (alternative) return sampleOf(alternative)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.format === 'date') return '2026-12-01'
      if (schema.format === 'date-time') return '2026-12-01T12:00:00.000Z'
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1))
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1))
    case 'boolean':
      return true
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => sampleOf(schema.items)) : []
    case 'null':
      return null
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]))
  }
}
