/**
 * The hostile values the route walks try, in one place so both walks draw on the same cases and put a value
 * in a body the same way. Fixed, not random: a failure names its case and replays exactly. Body values are
 * raw JSON text, since `1e309` only exists as text on the wire (JSON.stringify would write `null`).
 *
 * The buyer walk builds its list per route from the schema: each path parameter, query field and body field
 * (two levels deep) in turn takes the values wrong for its type while the rest of the request is a
 * plausible one, so the value meets the route's own rules rather than a missing-field refusal. The console
 * walk puts one small list in every field whatever its type, into a body copied from a real row.
 */
import { createHash } from 'node:crypto'
import { fillPath, type FieldSchema, type RegisteredRoute } from './route-catalogue'

/**
 * A buyer's own ids by the names routes give them (an address's `id` is `addressId` here, and so on), and
 * the price of one ticket of their tier, so an order's payAmount is the right one.
 */
export type Objects = Record<
  'showId' | 'sessionId' | 'bizShowSessionId' | 'seatPlanId' | 'orderId' | 'ticketId' | 'addressId' | 'deliveryAddressId' | 'invoiceId',
  string
> & { payAmount: number }

export interface HostileRequest {
  label: string
  url: string
  headers?: Record<string, string>
  payload?: string
}

const HUGE = 'x'.repeat(100_000)

/** The console walk's values for one field of a JSON body (as JSON text), whatever the field's type. */
export const HOSTILE_JSON_VALUES: ReadonlyArray<[label: string, json: string]> = [
  ['string', '"abc"'],
  ['negative', '-1.5'],
  ['1e309', '1e309'],
  ['object', '{"a":1}'],
  ['array', '[1,"a",null]'],
  ['null', 'null'],
  ['100k chars', JSON.stringify(HUGE)],
  ['NUL byte', '"a\\u0000b"'],
  ['lone surrogate', '"a\\ud800b"'],
  ['0000-01-01', '"0000-01-01"'],
  ['2026-02-30', '"2026-02-30"']
]

/** The values tried in nested fields (a tier in a session, a text in a name): the type and range mistakes. */
export const NESTED_JSON_VALUES = HOSTILE_JSON_VALUES.filter(([label]) => ['string', '1e309', 'null', '0000-01-01'].includes(label))

/** Whole bodies that are not an object (a JSON array or scalar), and none at all. */
export const HOSTILE_BODIES: ReadonlyArray<[label: string, json: string | undefined]> = [
  ['no body', undefined],
  ['empty object', '{}'],
  ['JSON array', '[{"a":1}]'],
  ['JSON number', '7'],
  ['JSON string', '"x"'],
  ['JSON null', 'null']
]

/** The console walk's query values (already URL-encoded). */
export const HOSTILE_QUERY_VALUES: ReadonlyArray<[label: string, encoded: string]> = [
  ['string', 'abc'],
  ['negative', '-1'],
  ['1e309', '1e309'],
  ['100k chars', HUGE],
  ['NUL byte', 'a%00b'],
  ['lone surrogate (bad UTF-8)', 'a%ED%A0%80b'],
  ['0000-01-01', '0000-01-01'],
  ['2026-02-30', '2026-02-30']
]

/** The console walk's path parameter values (already URL-encoded): none names a row. */
export const HOSTILE_PATH_VALUES: ReadonlyArray<[label: string, encoded: string]> = [
  ['non-existent id', 'no-such-id-0'],
  ['1e309', '1e309'],
  ['61 chars', 'x'.repeat(61)],
  ['NUL byte', 'a%00b'],
  ['lone surrogate (bad UTF-8)', 'a%ED%A0%80b'],
  ['quote', "x'--"]
]

/**
 * The buyer walk's raw JSON texts by what they test. A field gets the values that are wrong for its type;
 * values of its own type that only differ in content (a second string, a second number) would add calls
 * without adding a case.
 */
const WRONG_TYPE: Array<[string, string]> = [
  ['an object', '{}'],
  ['an array', '["a",1]'],
  ['null', 'null'],
  ['1e309', '1e309']
]
const BODY_VALUES: Record<'string' | 'number' | 'boolean' | 'array' | 'object', Array<[string, string]>> = {
  string: [
    ...WRONG_TYPE,
    ['a number', '123'],
    ['100k characters', JSON.stringify(HUGE)],
    ['a NUL byte', '"a\\u0000b"'],
    ['a lone surrogate', '"\\ud800"'],
    ['an emoji', '"🎫🎭"']
  ],
  number: [
    ...WRONG_TYPE,
    ['a string', '"abc"'],
    ['a boolean', 'true'],
    ['a negative', '-1'],
    ['a fraction', '1.5'],
    ['100k digits', '1' + '0'.repeat(100_000)]
  ],
  boolean: [...WRONG_TYPE, ['a string', '"abc"'], ['a number', '1']],
  array: [
    ['an object', '{}'],
    ['null', 'null'],
    ['a string', '"abc"'],
    ['1e309', '1e309'],
    ['an array of hostile values', '[null,1e309,"a\\u0000b",{}]'],
    // Past every maxItems the gateway sets (at most a few hundred) by far.
    ['10k items', `[${'0,'.repeat(9_999)}0]`]
  ],
  object: [...WRONG_TYPE.filter(([label]) => label !== 'an object'), ['a string', '"abc"'], ['a number', '1']]
}

/** Already percent-encoded for a URL; numbers, booleans and enums are refused by their schema, ids are looked up. */
const URL_VALUES: Record<'string' | 'number' | 'boolean', Array<[string, string]>> = {
  string: [
    ['1e309', '1e309'],
    ['a NUL byte', 'a%00b'],
    ['a lone surrogate', '%ED%A0%80'],
    ['an emoji', '%F0%9F%8E%AB']
  ],
  number: [
    ['a string', 'abc'],
    ['a negative', '-1'],
    ['1e309', '1e309'],
    ['a fraction', '1.5'],
    ['a NUL byte', '1%00']
  ],
  boolean: [
    ['a string', 'abc'],
    ['1e309', '1e309']
  ]
}

/**
 * Values at the edge the schema itself allows: the longest string (in CJK characters, three bytes each,
 * which a column's own limit may count differently), the largest number, a number past a 32-bit column. Each
 * must be a business answer or a refusal from a rule, never a database error.
 */
function edgeValues(schema: FieldSchema | undefined, kind: keyof typeof BODY_VALUES): Array<[string, unknown]> {
  const s = schema ? firstOf(schema) : {}
  if (kind === 'number') {
    const out: Array<[string, unknown]> = [['2^31', 2 ** 31]]
    if (s.maximum !== undefined) out.push(['its maximum', s.maximum])
    return out
  }
  if (kind === 'string' && s.maxLength !== undefined && !s.enum && !s.pattern && !s.format)
    return [['its longest, in CJK', '汉'.repeat(s.maxLength)]]
  return []
}

/** The kind of value a schema asks for, to pick its wrong values. */
function kindOf(schema: FieldSchema | undefined): keyof typeof BODY_VALUES {
  const s = schema ? firstOf(schema) : {}
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type
  if (type === 'integer' || type === 'number') return 'number'
  if (type === 'boolean' || type === 'array' || type === 'object') return type
  return 'string'
}

const WHOLE_BODIES: Array<[string, string | undefined]> = [
  ['no body', undefined],
  ['a JSON array body', '[]'],
  ['a JSON string body', '"x"'],
  ['a JSON number body', '1e309'],
  ['a JSON null body', 'null'],
  ['a truncated JSON body', '{"a":']
]

const JSON_TYPE = { 'content-type': 'application/json' }

/** Which of a buyer's objects a parameter or field names, by its name and the route's path. */
function objectKey(name: string, path: string): keyof Objects | undefined {
  if (name === 'id') {
    if (path.includes('/addresses')) return 'addressId'
    if (path.includes('/invoices')) return 'invoiceId'
    return undefined
  }
  if (name === 'transactionId' || name === 'itemOrderId') return 'orderId'
  const keys: Array<keyof Objects> = [
    'showId',
    'sessionId',
    'bizShowSessionId',
    'seatPlanId',
    'orderId',
    'ticketId',
    'addressId',
    'deliveryAddressId'
  ]
  return keys.find((k) => k === name)
}

function firstOf(s: FieldSchema): FieldSchema {
  return s.anyOf?.[0] ?? s.oneOf?.[0] ?? s
}

/** A value the schema accepts, or comes near to: ids are the buyer's own. */
export function plausible(schema: FieldSchema, name: string, path: string, own: Objects): unknown {
  const s = firstOf(schema)
  if (s.default !== undefined) return s.default
  if (s.enum?.length) return s.enum[0]
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      // The required fields, and the show the buyer's order is for (optional in the schema, but the risk
      // gate and the order rules read it first). An address is left out: the show's tickets are electronic.
      for (const [key, field] of Object.entries(s.properties ?? {}))
        if (s.required?.includes(key) || key === 'showId') out[key] = plausible(field, key, path, own)
      return out
    }
    case 'array': {
      const item = plausible(s.items ?? {}, name.replace(/s$/, ''), path, own)
      return Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () => item)
    }
    case 'integer':
    case 'number':
      if (name === 'payAmount') return own.payAmount
      return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1
    case 'boolean':
      return false
    case 'string': {
      if (name === 'idempotencyKey') return KEY_MARK
      const key = objectKey(name, path)
      if (key) return own[key]
      if (s.format === 'date') return '2026-12-01'
      if (s.format === 'email') return 'fuzz@example.com'
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1))
    }
    default:
      return 'x'
  }
}

/** The body's fields two levels deep, with their schemas: `items`, `items/0/qty`, `paymentParam/payAmount`. */
function fieldPaths(schema: FieldSchema, at: string[] = [], depth = 0): Array<[string[], FieldSchema]> {
  const s = firstOf(schema)
  const out: Array<[string[], FieldSchema]> = []
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    out.push([[...at, key], child])
    if (depth > 0) continue
    const c = firstOf(child)
    if (c.properties) out.push(...fieldPaths(c, [...at, key], depth + 1))
    else if (c.items && firstOf(c.items).properties) out.push(...fieldPaths(firstOf(c.items), [...at, key, '0'], depth + 1))
  }
  return out
}

const MARK = '\u0001fuzz\u0001'
/** Stands for the idempotency key, which each request gets of its own: a replayed key would answer first. */
const KEY_MARK = 'fuzz-key-mark'

/**
 * The JSON text of `base` (left as it was) with the field at `field` (`items/0/qty` as `['items', '0', 'qty']`)
 * set to the raw JSON `raw`; the objects and arrays on the way are made where `base` lacks them.
 */
export function bodyWith(base: unknown, field: string[], raw: string): string {
  const copy = structuredClone(base) as Record<string, unknown>
  let node: Record<string, unknown> = copy
  for (const [i, key] of field.entries()) {
    if (i === field.length - 1) {
      node[key] = MARK
      break
    }
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(field[i + 1]) ? [{}] : {}
    node = node[key] as Record<string, unknown>
  }
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => raw)
}

/** The fields of a body one level down: each object's own fields and those of an array's first object. */
export function nestedFields(base: Record<string, unknown>): string[][] {
  const paths: string[][] = []
  for (const [key, value] of Object.entries(base)) {
    const inner: unknown = Array.isArray(value) ? value[0] : value
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) continue
    const prefix = Array.isArray(value) ? [key, '0'] : [key]
    for (const field of Object.keys(inner)) paths.push([...prefix, field])
  }
  return paths
}

export function hostileRequests(route: RegisteredRoute, own: Objects, theirs: Objects): HostileRequest[] {
  const out = requestsOf(route, own, theirs)
  const tag = createHash('sha1').update(`${route.method} ${route.path}`).digest('hex').slice(0, 10)
  return out.map((req, i) =>
    req.payload?.includes(KEY_MARK) ? { ...req, payload: req.payload.replace(KEY_MARK, `fuzz-${tag}-${i}`) } : req
  )
}

function requestsOf(route: RegisteredRoute, own: Objects, theirs: Objects): HostileRequest[] {
  const out: HostileRequest[] = []
  const pathValue = (name: string) => {
    const key = objectKey(name, route.path)
    return key ? encodeURIComponent(own[key]) : name === '*' ? 'x' : 'x1'
  }
  const urlWith = (params: Record<string, string>, query: string) => {
    const path = fillPath(route.path, params, pathValue)
    return query ? `${path}?${query}` : path
  }
  const baseQuery = route.query
    .filter((q) => q.required)
    .map((q) => `${q.name}=${encodeURIComponent(String(plausible(q.schema, q.name, route.path, own)))}`)
  const withBody = route.method !== 'GET' && route.method !== 'DELETE'
  const baseBody = route.body ? plausible(route.body, '', route.path, own) : {}
  const basePayload = withBody ? JSON.stringify(baseBody) : undefined
  const plain = (label: string, url: string): HostileRequest => ({
    label,
    url,
    ...(basePayload !== undefined ? { headers: JSON_TYPE, payload: basePayload } : {})
  })

  // The plausible request itself: the values below are each one change from it.
  out.push(plain('a plausible request', urlWith({}, baseQuery.join('&'))))
  for (const name of route.params) {
    const key = objectKey(name, route.path)
    const values: Array<[string, string]> = [...URL_VALUES.string, ['200 characters', 'x'.repeat(200)]]
    if (key) values.push(["another buyer's id", encodeURIComponent(theirs[key])])
    for (const [label, value] of values) out.push(plain(`path ${name} = ${label}`, urlWith({ [name]: value }, baseQuery.join('&'))))
  }

  for (const q of route.query) {
    const rest = baseQuery.filter((x) => !x.startsWith(`${q.name}=`))
    const key = objectKey(q.name, route.path)
    const kind = kindOf(q.schema)
    const values: Array<[string, string]> = [
      ...URL_VALUES[kind === 'number' || kind === 'boolean' ? kind : 'string'],
      ...edgeValues(q.schema, kind).map(([label, v]): [string, string] => [label, encodeURIComponent(String(v))]),
      ['100k characters', HUGE]
    ]
    if (key) values.push(["another buyer's id", encodeURIComponent(theirs[key])])
    for (const [label, value] of values)
      out.push(plain(`query ${q.name} = ${label}`, urlWith({}, [...rest, `${q.name}=${value}`].join('&'))))
    out.push(plain(`query ${q.name} = an array`, urlWith({}, [...rest, `${q.name}=a`, `${q.name}=1`].join('&'))))
  }
  // Every route reads `lang` for its messages (one hook for all); a route without a schema has no other query.
  if (!route.query.length && !route.body) {
    out.push(plain('query lang = an array', urlWith({}, [...baseQuery, 'lang=en', 'lang=zh'].join('&'))))
    out.push(plain('query lang = 100k characters', urlWith({}, [...baseQuery, `lang=${HUGE}`].join('&'))))
  }

  if (!withBody) return out
  const url = urlWith({}, baseQuery.join('&'))
  for (const [label, payload] of WHOLE_BODIES) out.push({ label, url, ...(payload === undefined ? {} : { headers: JSON_TYPE, payload }) })
  if (!route.body) return out
  for (const [field, schema] of fieldPaths(route.body)) {
    const name = field[field.length - 1]
    const key = objectKey(name, route.path)
    const kind = kindOf(schema)
    const edges = edgeValues(schema, kind).map(([label, v]): [string, string] => [label, JSON.stringify(v)])
    const values: Array<[string, string]> = [...BODY_VALUES[kind], ...edges]
    if (key) values.push(["another buyer's id", JSON.stringify(theirs[key])])
    for (const [label, raw] of values)
      out.push({ label: `body ${field.join('/')} = ${label}`, url, headers: JSON_TYPE, payload: bodyWith(baseBody, field, raw) })
  }
  return out
}
