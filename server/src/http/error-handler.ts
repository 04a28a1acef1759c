/**
 * The one place an error becomes a reply: AppError → its statusCode, mode and translated message;
 * schema validation → INVALID_PARAMETER naming the field; anything else → INTERNAL, logged, no stack
 * trace in the reply.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, ERRORS, type ErrorCode } from './app-error'
import { failed } from './envelope'
import { message } from './messages'
import { localeOfLang } from './texts'

function send(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, params: Record<string, string | number> = {}, data: unknown = null) {
  const def = ERRORS[code]
  const locale = request.locale ?? localeOfLang((request.query as Record<string, unknown> | undefined)?.lang)
  return reply.status(def.httpStatus).send(failed(def.statusCode, def.mode, message(locale, def.message, params), code, data))
}

export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(request, reply, error.code, error.params, error.data)
  if ((error as FastifyError).validation) {
    const first = (error as FastifyError).validation?.[0]
    const field = first?.instancePath?.replace(/^\//, '') || (first?.params as { missingProperty?: string } | undefined)?.missingProperty || ''
    const detail = [field, first?.message].filter(Boolean).join(' ')
    return send(request, reply, 'INVALID_PARAMETER', { detail })
  }
  if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
    // Malformed JSON bodies, unsupported media types and the like are the caller's mistake.
    return send(request, reply, 'INVALID_PARAMETER', { detail: error.message })
  }
  request.log.error({ err: error }, 'unhandled error')
  return send(request, reply, 'INTERNAL')
}

export function notFoundReply(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 'NOT_FOUND')
}
