/**
 * A small fixed set of hostile inputs (calls-errors-limits.md: bad input gets a clear error, never a 500),
 * the same on every run so a failure names its input and repeats. Body values are JSON text, since
 * `1e309` and lone surrogates only exist as raw text on the wire.
 */

const LONG = 'x'.repeat(100_000)

/** Values put, one at a time, in one field of a JSON body (as JSON text). */
export const HOSTILE_JSON_VALUES: ReadonlyArray<[label: string, json: string]> = [
  ['string', '"abc"'],
  ['negative', '-1.5'],
  ['1e309', '1e309'],
  ['object', '{"a":1}'],
  ['array', '[1,"a",null]'],
  ['null', 'null'],
  ['100k chars', JSON.stringify(LONG)],
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

/** Query values (already URL-encoded). */
export const HOSTILE_QUERY_VALUES: ReadonlyArray<[label: string, encoded: string]> = [
  ['string', 'abc'],
  ['negative', '-1'],
  ['1e309', '1e309'],
  ['100k chars', LONG],
  ['NUL byte', 'a%00b'],
  ['lone surrogate (bad UTF-8)', 'a%ED%A0%80b'],
  ['0000-01-01', '0000-01-01'],
  ['2026-02-30', '2026-02-30']
]

/** Path parameter values (already URL-encoded): none names a row. */
export const HOSTILE_PATH_VALUES: ReadonlyArray<[label: string, encoded: string]> = [
  ['non-existent id', 'no-such-id-0'],
  ['1e309', '1e309'],
  ['61 chars', 'x'.repeat(61)],
  ['NUL byte', 'a%00b'],
  ['lone surrogate (bad UTF-8)', 'a%ED%A0%80b'],
  ['quote', "x'--"]
]

export type FieldPath = Array<string | number>

/** The body's JSON text with the field at `path` set to the raw JSON `value` (`base` is left as it was). */
export function withField(base: unknown, path: FieldPath, value: string): string {
  const marker = '\u0001hostile\u0001'
  const copy: unknown = structuredClone(base)
  let at = copy as Record<string | number, unknown>
  path.slice(0, -1).forEach((key) => {
    at = at[key] as Record<string | number, unknown>
  })
  at[path[path.length - 1]] = marker
  return JSON.stringify(copy).replace(JSON.stringify(marker), () => value)
}

/** The fields of a body one level down: each object's own fields and those of an array's first object. */
export function nestedFields(base: Record<string, unknown>): FieldPath[] {
  const paths: FieldPath[] = []
  for (const [key, value] of Object.entries(base)) {
    const inner = Array.isArray(value) ? value[0] : value
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) continue
    const prefix: FieldPath = Array.isArray(value) ? [key, 0] : [key]
    for (const field of Object.keys(inner)) paths.push([...prefix, field])
  }
  return paths
}
