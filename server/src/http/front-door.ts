/**
 * The gateway's HTTP server, which answers what it already keeps (the kept browse replies, the kept H5
 * pages) straight off Node's request, before Fastify builds its request and reply objects, runs its hooks
 * and writes through its reply. Everything else, and anything a desk declines, goes to Fastify unchanged.
 *
 * Why: a kept reply answered from Fastify's first hook still cost about twice what the same bytes cost a
 * hello-world (docs/PERFORMANCE.md, "What a kept reply still costs": the onSend chain, a child logger and
 * the reply object per request). A desk only answers what an earlier request served the whole way has
 * shown it: the headers it replays are that request's, and the call budgets still count the call
 * (http/rate-limits.ts, the same counters). What a desk does not handle (a preview, a budget spent, a
 * request while the gateway stops) goes the whole way, where the answer is made as it always was.
 *
 * `app.inject` calls Fastify's handler directly, so tests that inject always go the whole way.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyServerOptions } from 'fastify'

/** A request as a desk sees it. */
export interface Asked {
  method: string
  /** The raw URL, path and query, as Fastify's request.url. */
  url: string
  /** The path, without the query. */
  pathname: string
  /** The query, without its '?' ('' without one). */
  query: string
  headers: IncomingHttpHeaders
  /** The caller's address as Fastify's request.ip would give it (the trustProxy setting applied). */
  address: () => string
}

/** What a desk answers: the status, the headers (content-length included) and the body (none for a 304). */
export interface Answer {
  status: number
  headers: Record<string, string>
  body?: Buffer
}

/** Node's request as the desks see it. */
class AskedRequest implements Asked {
  readonly method: string
  readonly url: string
  readonly pathname: string
  readonly query: string

  constructor(
    readonly request: IncomingMessage,
    private readonly addressOf: (request: IncomingMessage) => string
  ) {
    this.method = request.method ?? ''
    this.url = request.url ?? '/'
    const at = this.url.indexOf('?')
    this.pathname = at < 0 ? this.url : this.url.slice(0, at)
    this.query = at < 0 ? '' : this.url.slice(at + 1)
  }

  get headers(): IncomingHttpHeaders {
    return this.request.headers
  }

  address(): string {
    return this.addressOf(this.request)
  }
}

/** Answers what it keeps, or undefined to let the request go to Fastify. */
export type Desk = (asked: Asked) => Answer | undefined | Promise<Answer | undefined>

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** The caller's address as Fastify works it out (fastify/lib/request.js, getTrustProxyFn). */
export function addressOf(trustProxy: boolean | string): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? ''
  const trust =
    trustProxy === true
      ? () => true
      : proxyAddr.compile(
          trustProxy
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean)
        )
  return (request) => {
    const addresses = proxyAddr.all(request, trust)
    return addresses[addresses.length - 1]
  }
}

export class FrontDoor {
  private readonly desks: Desk[] = []
  private open = true
  /** Requests answered here, without Fastify (the tests and the benches read it). */
  answered = 0

  constructor(private readonly address: (request: IncomingMessage) => string) {}

  /** Desks are asked in the order they were added. */
  add(desk: Desk): void {
    this.desks.push(desk)
  }

  /** The gateway is stopping: everything goes the whole way, where replies then close their connection. */
  shut(): void {
    this.open = false
  }

  /**
   * Fastify's serverFactory: its own HTTP/1 server, set up as Fastify sets one up, with the desks in front.
   * With a serverFactory Fastify listens on one address only, so HOST=localhost is 127.0.0.1 or ::1, not
   * both (the default HOST, 0.0.0.0, is every IPv4 address).
   */
  serverFactory = (fastify: Handler, options: FastifyServerOptions): http.Server => {
    const server = http.createServer((request, response) => this.handle(request, response, fastify))
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout
    if (options.connectionTimeout) server.setTimeout(options.connectionTimeout)
    return server
  }

  // Per request, no closure is made: under tsx every named function made is also given its name, which
  // was a tenth of a kept page's time here.
  private handle(request: IncomingMessage, response: ServerResponse, fastify: Handler): void {
    const method = request.method ?? ''
    if (!this.open || this.desks.length === 0 || (method !== 'GET' && method !== 'HEAD')) return fastify(request, response)
    this.fromDesk(new AskedRequest(request, this.address), response, fastify, 0)
  }

  /** Asks the desks from `first` on, in order; the first answer is sent, else Fastify answers. */
  private fromDesk(asked: AskedRequest, response: ServerResponse, fastify: Handler, first: number): void {
    for (let i = first; i < this.desks.length; i++) {
      let answer: ReturnType<Desk>
      try {
        answer = this.desks[i](asked)
      } catch {
        // A desk that fails leaves the request to Fastify, which answers it as it would have anyway.
        return fastify(asked.request, response)
      }
      if (answer instanceof Promise) {
        answer.then(
          (a) => (a ? this.send(response, asked.method, a) : this.fromDesk(asked, response, fastify, i + 1)),
          () => fastify(asked.request, response)
        )
        return
      }
      if (answer) return this.send(response, asked.method, answer)
    }
    fastify(asked.request, response)
  }

  private send(response: ServerResponse, method: string, answer: Answer): void {
    this.answered++
    // Answered after the gateway began to stop (a desk was still waiting, on the budget's Redis say): the
    // connection closes, as a reply of Fastify's does then, or the server's close would wait for the client.
    if (!this.open) response.setHeader('connection', 'close')
    try {
      response.writeHead(answer.status, answer.headers)
    } catch {
      // Kept headers are ones Fastify already sent, so this does not happen; if it did, the reply is half
      // made and cannot be handed on: the connection is dropped rather than the process.
      response.destroy()
      return
    }
    response.end(method === 'HEAD' ? undefined : answer.body)
  }
}
