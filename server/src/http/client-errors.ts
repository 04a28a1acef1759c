/**
 * Requests Node's HTTP parser refuses before Fastify sees them (issue 12, finding 9: every reply is the
 * envelope): headers or an address too long (431), a malformed request line or header (400), a client
 * too slow to send its request (408). Node would answer with an empty body and Fastify with its own
 * JSON shape; this writes the envelope instead, with the same HTTP status. There is no request to read
 * a language from, so the text is the default language's.
 */
import http from 'node:http'
import type { Socket } from 'node:net'
import { ERRORS } from './app-error'
import { failed } from './envelope'
import { message } from './messages'

interface ParserError extends Error {
  code?: string
}

function refusal(error: ParserError): { status: number; detail: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: 'the address or the headers are too long' }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: 'the request was not sent in time' }
  return { status: 400, detail: 'the request is malformed' }
}

/** Fastify's `clientErrorHandler`. */
export function clientErrorHandler(error: ParserError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, detail } = refusal(error)
  const def = ERRORS.INVALID_PARAMETER
  const body = JSON.stringify(failed(def.statusCode, def.mode, message('zh-CN', def.message, { detail }), 'INVALID_PARAMETER'))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body
    )
  }
  socket.destroy(error)
}
