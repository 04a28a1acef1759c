/**
 * The one place an error becomes a reply: AppError → its statusCode, mode and translated message;
 * schema validation → INVALID_PARAMETER naming the field; a value PostgreSQL refuses as data → the
 * same; a busy database (a wait bound, a deadlock, a lost connection) → LIMITING; anything else →
 * INTERNAL, logged, no stack trace in the reply.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, ERRORS, type ErrorCode } from './app-error'
import { failed } from './envelope'
import { message } from './messages'
import { localeOfLang } from './texts'
import { ConnectionLost, isWaitTimeout } from '../db/db'

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  data: unknown = null
) {
  const def = ERRORS[code]
  const locale = request.locale ?? localeOfLang((request.query as Record<string, unknown> | undefined)?.lang)
  return reply.status(def.httpStatus).send(failed(def.statusCode, def.mode, message(locale, def.message, params), code, data))
}

/**
 * The detail of a refusal by the database rather than by a rule: a test that finds it has found a value
 * a schema or the input guard should have refused first.
 */
export const REFUSED_BY_DATABASE = 'a value is malformed or out of range'

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) that only bad input causes: a malformed or
 * out-of-range date, time or number, a NUL or untranslatable character, a string too long for its
 * column. The input rules (input-guard.ts, the schemas) stop these first; one that slips through is
 * still the caller's mistake, not a crash.
 */
const BAD_INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '22019', '22025'])

function isBadInputDbError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && BAD_INPUT_SQLSTATES.has(code)
}

/**
 * A multipart body that does not parse: the parser (busboy) throws a plain Error, with no code and no
 * status, from inside the route's loop over the parts.
 */
function isMalformedMultipart(error: unknown, request: FastifyRequest): boolean {
  return (
    Object.getPrototypeOf(error) === Error.prototype && (error as { code?: unknown }).code === undefined && request.isMultipart?.() === true
  )
}

export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(request, reply, error.code, error.params, error.data)
  // @fastify/csrf-protection's refusals (missing cookie secret, missing or wrong x-csrf-token).
  if (String((error as FastifyError).code ?? '').startsWith('FST_CSRF_')) return send(request, reply, 'CSRF_INVALID')
  if ((error as FastifyError).validation) {
    const first = (error as FastifyError).validation?.[0]
    const at = first?.instancePath?.replace(/^\//, '') ?? ''
    const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty
    // A missing field is named by its own path; Ajv's wording names it again ("must have required property 'x'").
    const detail = missing ? `${[at, missing].filter(Boolean).join('/')} is required` : [at, first?.message].filter(Boolean).join(' ')
    return send(request, reply, 'INVALID_PARAMETER', { detail })
  }
  if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
    // Malformed JSON bodies, unsupported media types and the like are the caller's mistake.
    return send(request, reply, 'INVALID_PARAMETER', { detail: error.message })
  }
  if (isBadInputDbError(error)) {
    request.log.warn({ err: error }, 'input refused by the database')
    return send(request, reply, 'INVALID_PARAMETER', { detail: REFUSED_BY_DATABASE })
  }
  if (isMalformedMultipart(error, request)) {
    request.log.warn({ err: error }, 'malformed multipart body')
    return send(request, reply, 'INVALID_PARAMETER', { detail: 'the multipart body is malformed' })
  }
  // A busy moment (a wait bound, a deadlock or serialization victim) that escaped a bounded write is still
  // one the same call gets through when asked again: limiting, which the app retries, not a 500.
  if (isWaitTimeout(error)) {
    request.log.warn({ err: error }, 'busy: the transaction was ended by the database')
    return send(request, reply, 'LIMITING')
  }
  // The database connection went under the call (a restart, a failover, a terminated session) and the
  // adapter could not safely ask again: limiting, and the app's retry lands on a new connection.
  if (error instanceof ConnectionLost) {
    request.log.warn({ err: error }, 'busy: the database connection was lost')
    return send(request, reply, 'LIMITING')
  }
  request.log.error({ err: error }, 'unhandled error')
  return send(request, reply, 'INTERNAL')
}

export function notFoundReply(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 'NOT_FOUND')
}
