/**
 * A CSV download from the console (orders, invitation codes, coupon exchange codes, privilege codes): UTF-8
 * text/csv, saved as the named file, never cached (the codes in it are live).
 */
import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

export function sendCsv(reply: FastifyReply, filename: string, body: string | Readable): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body)
}
