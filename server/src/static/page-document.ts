/**
 * One H5 page as sent (issue #30 item 4): its bytes, the script policy that allows its inline boot scripts
 * (worked out once, not per request) and its compressed copies, each made the first time a browser asks
 * for that encoding and kept with it. The copies are the compress plugin's (same brotli quality, same
 * threshold), made once instead of on every request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SIGN_IN_SOURCES, contentSecurityPolicy, inlineScriptHashes } from '../http/security-headers'
import { acceptedEncoding, compressed, COMPRESS_FROM_BYTES, type Encoding } from '../http/reply-cache'
import type { Answer } from '../http/front-door'

export interface PageDocument {
  /** The page, UTF-8. */
  readonly body: Buffer
  readonly contentSecurityPolicy: string
  /** The page as sent in each encoding, made the first time a browser asks for it. */
  readonly answers: Partial<Record<Encoding | 'identity', Answer>>
}

export function pageDocument(html: string): PageDocument {
  return {
    body: Buffer.from(html, 'utf8'),
    contentSecurityPolicy: contentSecurityPolicy(inlineScriptHashes(html), SIGN_IN_SOURCES),
    answers: {}
  }
}

/**
 * The page in the encoding the browser accepts. `vary` on every copy, the plain one too, so a shared cache
 * never hands a copy to a browser that cannot read it. `no-cache`: the page carries the shop's data of the
 * moment, so a browser asks again each time (the hashed scripts it loads are the ones kept for a year).
 */
export function documentAnswer(document: PageDocument, acceptEncoding: string | undefined): Answer {
  const encoding = document.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(acceptEncoding) : undefined
  return (document.answers[encoding ?? 'identity'] ??= made(document, encoding))
}

function made(document: PageDocument, encoding: Encoding | undefined): Answer {
  const body = encoding ? compressed(document.body, encoding) : document.body
  const headers: Record<string, string> = {
    'cache-control': 'no-cache',
    'content-security-policy': document.contentSecurityPolicy,
    'content-type': 'text/html; charset=utf-8',
    vary: 'accept-encoding',
    'content-length': String(body.length)
  }
  if (encoding) headers['content-encoding'] = encoding
  return { status: 200, headers, body }
}

/** Sends the page. HEAD gets the headers GET would (its length is the encoded one). */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, document: PageDocument): FastifyReply {
  const answer = documentAnswer(document, request.headers['accept-encoding'])
  // Sent encoded, the compress plugin leaves a reply that names its encoding as it is.
  return reply.headers(answer.headers).send(answer.body)
}
