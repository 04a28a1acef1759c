/**
 * One H5 page as sent (issue #30 item 4): its bytes, the script policy that allows its inline boot scripts
 * (worked out once, not per request) and its compressed copies, each made the first time a browser asks
 * for that encoding and kept with it. The copies are the compress plugin's (same brotli quality, same
 * threshold), made once instead of on every request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SIGN_IN_SOURCES, contentSecurityPolicy, inlineScriptHashes } from '../http/security-headers'
import { acceptedEncoding, compressed, COMPRESS_FROM_BYTES, type Encoding } from '../http/reply-cache'

export interface PageDocument {
  /** The page, UTF-8. */
  readonly body: Buffer
  readonly contentSecurityPolicy: string
  readonly encoded: Partial<Record<Encoding, Buffer>>
}

export function pageDocument(html: string): PageDocument {
  return {
    body: Buffer.from(html, 'utf8'),
    contentSecurityPolicy: contentSecurityPolicy(inlineScriptHashes(html), SIGN_IN_SOURCES),
    encoded: {}
  }
}

function encodedBody(document: PageDocument, encoding: Encoding): Buffer {
  const made = document.encoded[encoding] ?? compressed(document.body, encoding)
  document.encoded[encoding] = made
  return made
}

/**
 * Sends the page in the encoding the browser accepts. HEAD gets the headers GET would (its length is the
 * encoded one). `vary` on every copy, the plain one too, so a shared cache never hands a copy to a
 * browser that cannot read it. `no-cache`: the page carries the shop's data of the moment, so a browser
 * asks again each time (the hashed scripts it loads are the ones kept for a year).
 */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, document: PageDocument): FastifyReply {
  const encoding = document.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined
  reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', document.contentSecurityPolicy)
    .header('content-type', 'text/html; charset=utf-8')
    .header('vary', 'accept-encoding')
  if (!encoding) return reply.send(document.body)
  // Sent encoded: the compress plugin leaves a reply that names its encoding as it is.
  return reply.header('content-encoding', encoding).send(encodedBody(document, encoding))
}
