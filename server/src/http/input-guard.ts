/**
 * The input rules every route gets without asking (issue 12, finding 8: bad input is a 400-class
 * envelope naming the field, never a 500), so no route can forget them:
 * - no NUL character in any string of the path, query or body (PostgreSQL cannot store one), and no
 *   lone surrogate (half of a UTF-16 pair, which is no character at all: JSON.stringify writes it as an
 *   escape that PostgreSQL's jsonb refuses, and text columns would keep U+FFFD instead), checked before
 *   validation;
 * - no non-finite number after validation: Ajv coerces the query text "1e309" to Infinity and then
 *   skips `minimum`/`maximum`, which only judge finite numbers, so a bounded integer can still arrive
 *   as Infinity (and a JSON body may carry 1e309 where a route has no schema);
 * - a `format: 'date'` is a real calendar date from 1900 to 2099 (ajv-formats accepts "0000-01-01",
 *   which PostgreSQL refuses);
 * - a multipart body names its boundary (without one the parser throws a plain Error);
 * - a JSON body's values have the types its schema names; only path and query text is coerced.
 */
import AjvCompiler from '@fastify/ajv-compiler'
import type { Options as AjvOptions } from 'ajv'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { AppError } from './app-error'

const FIRST_YEAR = 1900
const LAST_YEAR = 2099

/** `YYYY-MM-DD`, a day that exists, between the first and last years people and PostgreSQL agree on. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < FIRST_YEAR || year > LAST_YEAR) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The validator's options: the gateway's coercion rules, finite numbers only, and the date rule. */
export const AJV_OPTIONS: NonNullable<FastifyServerOptions['ajv']> = {
  // Path and query strings arrive as text; numbers and booleans are coerced by the schemas (bodies are not:
  // see buildValidator).
  customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false, strictNumbers: true },
  // Runs after ajv-formats is added, so this `date` replaces its own.
  onCreate: (ajv) => ajv.addFormat('date', { type: 'string', validate: isCalendarDate })
}

const validatorPool = AjvCompiler()

/**
 * Fastify's own validator builder, with one change: a JSON body is taken as typed. Coercion is for text (a
 * path or a query string); in a body it turned `null` into 0 or false and a number into a title's text, so a
 * client's wrong type was stored rather than refused. The one form-encoded body with a schema (the sandbox
 * cashier's decision) is all strings.
 */
export const buildValidator: typeof validatorPool = (externalSchemas, options) => {
  const coercing = validatorPool(externalSchemas, options)
  const typed = validatorPool(externalSchemas, {
    plugins: options?.plugins,
    onCreate: options?.onCreate,
    customOptions: { ...(options?.customOptions as AjvOptions), coerceTypes: false }
  })
  return (route) => (route.httpPart === 'body' ? typed : coercing)(route)
}

type Part = 'params' | 'query' | 'body'

/** The first value in `input` that fails `bad` (keys are checked too), with its path, or undefined. */
function findValue(input: unknown, bad: (value: unknown) => boolean): { at: string; value: unknown } | undefined {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: Array<[unknown, string]> = [[input, '']]
  while (stack.length) {
    const [value, at] = stack.pop() as [unknown, string]
    if (bad(value)) return { at, value }
    if (value && typeof value === 'object') {
      // Reversed onto the stack, so fields are checked, and named, in the order they were sent.
      for (const [key, child] of Object.entries(value).reverse()) {
        const path = at ? `${at}/${key}` : key
        if (bad(key)) return { at: path, value: key }
        stack.push([child, path])
      }
    }
  }
  return undefined
}

/**
 * Whether any value or key in `input` fails `bad`: the walk of every request, so it builds no paths and
 * copies no entries (findValue, which names the field, runs only once this finds one).
 */
function anyValue(input: unknown, bad: (value: unknown) => boolean): boolean {
  const stack: unknown[] = [input]
  while (stack.length) {
    const value = stack.pop()
    if (bad(value)) return true
    if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (bad(key)) return true
        stack.push((value as Record<string, unknown>)[key])
      }
    }
  }
  return false
}

/**
 * Refuses the request at the first value failing `bad`, in params, then query, then body; `complaint` words
 * the refusal for the value found, so one walk can check several rules.
 */
function refuseFirst(
  request: { params: unknown; query: unknown; body: unknown },
  bad: (value: unknown) => boolean,
  complaint: (value: unknown) => string
): void {
  for (const part of ['params', 'query', 'body'] as Part[]) {
    const found = anyValue(request[part], bad) ? findValue(request[part], bad) : undefined
    // The field is named as sent, with any NUL in its name shown rather than sent back.
    if (found)
      throw new AppError('INVALID_PARAMETER', { detail: `${found.at.replaceAll('\u0000', '\\0') || part} ${complaint(found.value)}` })
  }
}

/**
 * Text PostgreSQL cannot take: a NUL, or a lone surrogate. With the `u` flag a character class of surrogates
 * matches only unpaired ones (an emoji's pair is one code point), so one scan of each string finds both.
 */
// eslint-disable-next-line no-control-regex -- the NUL is the character being refused
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u
const unstorable = (value: unknown) => typeof value === 'string' && UNSTORABLE.test(value)
const whyUnstorable = (value: unknown) =>
  String(value).includes('\u0000') ? 'must not contain a NUL character' : 'must be well-formed text (a lone surrogate is no character)'
const nonFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value)

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const type = request.headers['content-type']
    if (type && /^multipart\//i.test(type) && !/;\s*boundary=/i.test(type)) {
      throw new AppError('INVALID_PARAMETER', { detail: 'content-type multipart needs a boundary' })
    }
    refuseFirst(request, unstorable, whyUnstorable)
  })
  app.addHook('preHandler', async (request) => refuseFirst(request, nonFinite, () => 'must be a finite number'))
}
