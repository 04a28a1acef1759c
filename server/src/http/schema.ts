/**
 * The building blocks of every route schema. A route's input is defined once with TypeBox: the same
 * definition is the JSON schema Fastify validates and, through `Static`, the TypeScript type the
 * handler reads, so a limit cannot drift between the two. The structural input rules live here:
 * - strings always carry a maximum length (and a NUL byte is refused for every input before
 *   validation, see input-guard.ts),
 * - integers always carry bounds and must be finite (Ajv runs with strictNumbers, and input-guard.ts
 *   refuses the `1e309` Ajv coerces to Infinity, rather than letting it reach PostgreSQL as a bigint),
 * - calendar dates are real dates between 1900 and 2099, which PostgreSQL and people both accept (the
 *   `date` format itself means that for every schema, see input-guard.ts).
 */
import { Type, type Static, type StringOptions } from '@sinclair/typebox'

export type { Static }

/** A bounded string; `minLength` defaults to 0. */
export function Str(maxLength: number, options: Omit<StringOptions, 'maxLength'> = {}) {
  return Type.String({ ...options, maxLength })
}

/** An id in a path or body: 1-60 characters. */
export const Id = Str(60, { minLength: 1 })

/** A bounded, finite integer. */
export function Int(minimum: number, maximum: number, options: { default?: number; description?: string } = {}) {
  return Type.Integer({ ...options, minimum, maximum })
}

/** Money in fen: a whole number from 0 to 100 million yuan. */
export const Fen = Int(0, 10_000_000_000)

/** A moment in epoch milliseconds, up to 2100-01-01 (a console window's start or end). */
export const Millis = Int(0, 4_102_444_800_000)

/** A calendar date `YYYY-MM-DD` from 1900-01-01 to 2099-12-31. */
export function DateOnly(options: { description?: string } = {}) {
  return Type.String({ ...options, format: 'date', pattern: '^(19|20)\\d\\d-' })
}

/** One of the listed string values. */
export function OneOf<const T extends readonly string[]>(values: T, options: { default?: T[number] } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

export { Type }
