/**
 * Public browse replies served from memory, already serialised (DESIGN "How a request flows", issue #8
 * goal 1). A reply is kept per merchant and full URL (the query carries the language and every filter)
 * for at most one second of the gateway's clock, so a stock move (an order, a payment, a cancel, here or
 * in another gateway process) shows within a second, as DESIGN allows; a content publish answered by
 * this process (a route registered with `config: { publishes: true }`, such as a shop config change)
 * drops every kept reply at once, so what changed shows on the next read. Stock moves deliberately do
 * not clear: during an on-sale rush every order would otherwise throw away every browse reply of every
 * show, and the crowd refreshing the show page would reach the database once per order instead of once
 * a second. Availability decisions never read this cache: order creation checks stock in the database.
 *
 * While a reply is being rebuilt, the callers of the same URL wait for that one rebuild instead of each
 * asking the database (a browse rush on one show is one query a second, not fifty). Each reply carries
 * an ETag, so a client or CDN that sends If-None-Match gets a 304, and Cache-Control says how long a copy
 * may be reused.
 */
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { budgetOf, type AddressMeter, type BudgetName, type Meter } from './rate-limits'
import { asksForPreview } from './preview-request'
import type { Answer, Desk } from './front-door'
import { merchantOf } from './request-context'
import { PREVIEW_HEADER, PREVIEW_QUERY } from '../../../types/api/storefront-admin'

/** How long a kept reply may be served, on the gateway's clock. */
export const REPLY_TTL_MS = 1000
/** Replies kept at most, and their bodies' size (the oldest go first): searches by keyword make many URLs. */
const MAX_ENTRIES = 5000
const MAX_BYTES = 32 * 1024 * 1024
/** Longer than this, a caller stops waiting for another's rebuild and builds its own. */
const WAIT_FOR_REBUILD_MS = 2000

/** The cached routes, as registered: public reads that are the same for every buyer of a merchant. */
export const CACHED_ROUTES = new Set([
  '/home/pub/v5/shop/configs',
  '/home/pub/v3/shops/get',
  '/show/pub/v1/customer_service',
  '/home/pub/v5/layouts',
  '/home/pub/v5/masonry_component_data',
  '/home/pub/v3/show_list/search',
  '/home/pub/v1/search_terms/trending',
  '/show/pub/v1/backend_categories',
  '/show/pub/v5/show/:showId/static',
  '/show/pub/v5/show/:showId/dynamic',
  '/show/pub/v5/show/:showId/sessions_static_data',
  '/show/pub/v5/show/:showId/sessions_dynamic_data',
  '/show/pub/v5/show/:showId/session/:sessionId/seat_plans_static_data',
  '/show/pub/v5/show/:showId/session/:sessionId/seat_plans_dynamic_data',
  '/show/pub/v5/show/:showId/seat_plan_age_limit_list',
  '/buyer/pub/v1/shows/:showId/show_descriptions',
  '/buyer/pub/v1/shows/:showId/service_notes',
  '/buyer/pub/v1/shows/:showId/preview',
  '/show/pub/v1/group_shows/:groupId',
  '/show/pub/v1/tours/:tourId',
  '/show/pub/v1/venues/:venueId/shows',
  '/show/pub/v1/venues/:venueId',
  '/show/pub/v1/venues',
  // A show's coupons to receive: read by every show detail page.
  '/buyer/pub/v3/coupons/show_list',
  // A show's promotions: read by every show detail page; the channel is in the URL (channelId).
  '/show/pub/v1/promotions',
  '/show/pub/v1/recommend_shows',
  // The show area's last calls (docs/show-calls.md): a show's brief and a session's seat page, the
  // merchant's default policies, a visitor's show_user and a channel's discount (the channel in the URL).
  '/buyer/pub/v1/shows/:showId/brief',
  '/buyer/pub/v1/shows/:showId/pick_seat_url',
  '/show/pub/v1/policy/get_all_default_policy',
  '/show/pub/v5/show_user/:showId',
  '/show/pub/v1/shows/:showId/outer_channel_discount',
  // Announcements: the current ones on every home and show page, and one by id (a console write publishes).
  '/home/pub/v1/announcements',
  '/home/pub/v1/announcements/:id',
  // The merchant's copywriting overrides: read by every app launch (a console edit publishes).
  '/home/pub/v1/copywriting/config',
  '/home/pub/v5/citys',
  '/user/pub/v1/provinces',
  '/user/pub/v1/provinces/:provinceId/cities',
  '/user/pub/v1/provinces/cities/:cityId/districts',
  // The shop's catalogue: stock shows within the second like the shows' (server/src/goods/).
  '/pub/v5/spus/:spuId',
  '/pub/v5/spus',
  '/pub/v5/spu_categories'
])

interface Entry {
  body: string
  /** The budget the call is metered against (the one its rebuild was metered against). */
  budget?: BudgetName
  /** The reply's headers as first sent (content type, the security headers), replayed on every hit. */
  headers: Record<string, string>
  etag: string
  /** The gateway's clock when it was built. */
  builtAt: number
  /** The reply as sent in each encoding (and as a 304), made on the first hit that asks for it. */
  answers: Partial<Record<Encoding | 'identity' | 'not-modified', Answer>>
}

export type Encoding = 'br' | 'gzip'
/** Smaller bodies are sent as they are, here and by the compress plugin (composition/platform.wiring.ts). */
export const COMPRESS_FROM_BYTES = 1024
/** Brotli at quality 5: most of its gain at a small part of its top setting's time; here and in composition/platform.wiring.ts. */
export const BROTLI_QUALITY = 5

/**
 * The encoding to send a kept body in, as the compress plugin chooses it (@fastify/accept-negotiator over
 * br then gzip): the highest q the client gives, brotli on a tie; q=0 refuses; `*` and `x-gzip` are gzip.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  // Browsers send a handful of different headers, each on every request: each is read once.
  if (ENCODING_OF.has(header)) return ENCODING_OF.get(header)
  const encoding = negotiated(header)
  if (ENCODING_OF.size >= 200) ENCODING_OF.clear()
  ENCODING_OF.set(header, encoding)
  return encoding
}

const ENCODING_OF = new Map<string, Encoding | undefined>()

function negotiated(header: string): Encoding | undefined {
  let chosen: Encoding | undefined
  let chosenQuality = 0
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.split(';')
    const name = token.trim() === '*' || token.trim() === 'x-gzip' ? 'gzip' : token.trim()
    if (name !== 'br' && name !== 'gzip') continue
    const q = params.map((p) => p.replace(/\s/g, '')).find((p) => p.startsWith('q='))
    const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0
    if (quality > chosenQuality || (quality > 0 && quality === chosenQuality && name === 'br')) {
      chosen = name
      chosenQuality = quality
    }
  }
  return chosen
}

/** A body compressed as the compress plugin would: here for kept replies and for the kept pages (static/page-documents.ts). */
export function compressed(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : zlib.gzipSync(body)
}

/** What a request that is rebuilding a reply hands to the callers waiting for it. */
export interface Rebuild {
  done: Promise<Entry | undefined>
  finish(entry: Entry | undefined): void
  /** Wall-clock ms when it began. */
  startedAt: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept browse replies; a content change made outside an HTTP write (a publish) clears them. */
    replyCache: ReplyCache
  }
  interface FastifyContextConfig {
    /** A write that changes what public browse replies show (config, layouts, catalogue): it drops them all. */
    publishes?: boolean
  }
  interface FastifyRequest {
    /** Set when this request rebuilds a cached reply: its key and the rebuild it owns. */
    replyCacheRebuild?: { key: string; rebuild: Rebuild }
  }
}

export class ReplyCache {
  private readonly entries = new Map<string, Entry>()
  private readonly rebuilds = new Map<string, Rebuild>()
  private readonly clearListeners: Array<() => void> = []
  private bytes = 0

  /**
   * `now` is the gateway's clock (what a reply shows depends on it); `wallClock` only bounds how long a
   * rebuild may keep others waiting, so a rebuild that never ends (a dropped connection) is taken over.
   */
  constructor(
    private readonly now: () => number,
    private readonly wallClock: () => number = Date.now
  ) {}

  /** A kept reply that is still fresh. A clock moved backwards (tests) counts as stale too. */
  fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    const age = this.now() - entry.builtAt
    if (age >= 0 && age < REPLY_TTL_MS) return entry
    this.drop(key)
    return undefined
  }

  /**
   * Either the rebuild of this key under way (to wait for), or a new one the caller owns and must settle.
   * A rebuild older than WAIT_FOR_REBUILD_MS is taken over: its callers have stopped waiting anyway.
   */
  claim(key: string): { wait: Promise<Entry | undefined> } | { own: Rebuild } {
    const running = this.rebuilds.get(key)
    if (running && this.wallClock() - running.startedAt < WAIT_FOR_REBUILD_MS) return { wait: running.done }
    running?.finish(undefined)
    let finish: (entry: Entry | undefined) => void = () => undefined
    const done = new Promise<Entry | undefined>((resolve) => (finish = resolve))
    const own: Rebuild = { done, finish, startedAt: this.wallClock() }
    this.rebuilds.set(key, own)
    return { own }
  }

  /** Ends an owned rebuild: keeps the reply (if there is one to keep) and hands it to the waiters. */
  settle(key: string, rebuild: Rebuild, entry: Entry | undefined): void {
    if (entry) {
      this.drop(key)
      this.entries.set(key, entry)
      this.bytes += entry.body.length
      // The oldest go first, past the count or the bytes allowed.
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break
        this.drop(oldest)
      }
    }
    if (this.rebuilds.get(key) === rebuild) this.rebuilds.delete(key)
    rebuild.finish(entry)
  }

  /** Something a reply may show has changed: every kept reply goes, and what else keeps browse data (the first page's) forgets it. */
  clear(): void {
    this.entries.clear()
    this.bytes = 0
    for (const listener of this.clearListeners) listener()
  }

  /** Runs `listener` whenever the kept replies are dropped. */
  whenCleared(listener: () => void): void {
    this.clearListeners.push(listener)
  }

  entry(body: string, headers: Record<string, string>, budget?: BudgetName): Entry {
    return { body, headers, budget, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, builtAt: this.now(), answers: {} }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.body.length
  }
}

const SUCCESS = '{"statusCode":200,'
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Headers that belong to one reply, not to what it says (a kept page sets its own cache-control and vary). */
const NOT_REPLAYED = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'etag',
  'cache-control',
  'content-encoding',
  'vary'
])

export function replayableHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !NOT_REPLAYED.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return headers
}

/** A kept reply as sent to a request with these headers: a 304 for its ETag, else in the encoding accepted. */
function answerOf(entry: Entry, requestHeaders: IncomingHttpHeaders): Answer {
  if (requestHeaders['if-none-match'] === entry.etag) return (entry.answers['not-modified'] ??= made(entry, 'not-modified'))
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(requestHeaders['accept-encoding']) : undefined
  return (entry.answers[encoding ?? 'identity'] ??= made(entry, encoding ?? 'identity'))
}

function made(entry: Entry, as: Encoding | 'identity' | 'not-modified'): Answer {
  const headers = { ...entry.headers, etag: entry.etag, 'cache-control': `public, max-age=${REPLY_TTL_MS / 1000}` }
  if (as === 'not-modified') return { status: 304, headers }
  const plain = Buffer.from(entry.body)
  if (as === 'identity') return { status: 200, headers: { ...headers, 'content-length': String(plain.length) }, body: plain }
  const body = compressed(plain, as)
  return {
    status: 200,
    headers: { ...headers, 'content-encoding': as, vary: 'accept-encoding', 'content-length': String(body.length) },
    body
  }
}

/** A kept reply, metered like any call: the address's budget applies before memory answers. */
async function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, meter: Meter): Promise<FastifyReply> {
  // Set first, so a refusal by the budget carries the security headers too.
  reply.headers(entry.headers)
  await meter(request, reply)
  const answer = answerOf(entry, request.headers)
  // Sent encoded, the compress plugin leaves a reply that names its encoding as it is.
  return reply.code(answer.status).headers(answer.headers).send(answer.body)
}

/**
 * The front door's desk (http/front-door.ts): a kept reply answered before Fastify, metered against the
 * budget its rebuild was. A preview, an unkept URL or a spent budget goes the whole way (where the budget
 * refuses with the envelope).
 */
export function keptReplyDesk(cache: ReplyCache, addressMeter: AddressMeter, defaultMerchantId: string): Desk {
  return (asked) => {
    if (asked.method !== 'GET' || asked.headers[PREVIEW_HEADER] !== undefined) return undefined
    if (asked.query.includes(PREVIEW_QUERY) && new URLSearchParams(asked.query).has(PREVIEW_QUERY)) return undefined
    const entry = cache.fresh(`${merchantOf(asked.headers, defaultMerchantId)} ${asked.url}`)
    if (!entry) return undefined
    const allowed = entry.budget ? addressMeter(entry.budget, asked.address()) : true
    if (allowed === true) return answerOf(entry, asked.headers)
    return allowed.then((yes) => (yes ? answerOf(entry, asked.headers) : undefined))
  }
}

function timeout(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms).unref())
}

/**
 * Registered before the security headers and the budgets' own hook: a kept reply replays the headers its
 * first sending carried (helmet's among them, so helmet's work is done once per rebuild, not per call)
 * and runs the budget's meter itself. A rebuild goes through every hook as any call does.
 */
export function registerReplyCache(app: FastifyInstance, cache: ReplyCache, meter: Meter): void {
  app.decorate('replyCache', cache)
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !CACHED_ROUTES.has(request.routeOptions.url ?? '') || asksForPreview(request)) return
    const key = `${request.merchantId} ${request.url}`
    const kept = cache.fresh(key)
    if (kept) return send(request, reply, kept, meter)
    const claim = cache.claim(key)
    if ('own' in claim) {
      request.replyCacheRebuild = { key, rebuild: claim.own }
      return
    }
    const rebuilt = await Promise.race([claim.wait, timeout(WAIT_FOR_REBUILD_MS)])
    if (rebuilt) return send(request, reply, rebuilt, meter)
    // The rebuild failed or is slow: this caller asks the database itself, without keeping the reply.
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const owned = request.replyCacheRebuild
    if (!owned) return payload
    request.replyCacheRebuild = undefined
    // Only a success envelope is kept: a refusal (an unknown show, a busy database) is asked again.
    const keep = reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith(SUCCESS)
    const entry = keep ? cache.entry(payload, replayableHeaders(reply), budgetOf(request)) : undefined
    cache.settle(owned.key, owned.rebuild, entry)
    if (entry) reply.header('etag', entry.etag).header('cache-control', `public, max-age=${REPLY_TTL_MS / 1000}`)
    return payload
  })

  // A rebuild whose request ends without a reply (the client went away) releases its waiters.
  const release = async (request: FastifyRequest) => {
    const owned = request.replyCacheRebuild
    request.replyCacheRebuild = undefined
    if (owned) cache.settle(owned.key, owned.rebuild, undefined)
  }
  app.addHook('onResponse', release)
  app.addHook('onRequestAbort', release)

  // What this process publishes shows on its next read; stock moves show within REPLY_TTL_MS.
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.publishes && WRITES.has(request.method) && reply.statusCode < 400) cache.clear()
  })
}
