/**
 * The H5 page as each visitor's first request gets it, kept rendered (issue #30 item 4): per merchant,
 * page (home, one show's detail, or any other client route, which all share one), the language the app
 * will choose, and encoding, the first page's data written in (static/first-page.ts), the script policy
 * worked out and the compressed copies made once. Like the kept browse replies (http/reply-cache.ts) a
 * document is at most REPLY_TTL_MS old, a publish drops them all with those replies, concurrent misses
 * of one document render it once, and at most MAX_DOCUMENTS are kept (the oldest go first), so a flood
 * of made-up show ids cannot grow memory. A page whose data cannot be had (an unknown merchant, a busy
 * database) gets the bare page and keeps nothing: the next request tries again, as before.
 *
 * A kept document is answered from the request's first hooks, before the security headers are worked
 * out again: it replays the ones a page served the whole way carried (helmet's), as kept browse replies
 * do, and runs the call budget's meter itself.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { TtlMemo } from '../cache/ttl-memo'
import { REPLY_TTL_MS, replayableHeaders } from '../http/reply-cache'
import type { Meter } from '../http/rate-limits'
import { FirstPage, firstPageRequest, systemLanguage, withHead, type FirstPageRequest } from './first-page'
import { BuiltIndex, type BuiltPage } from './built-index'
import { assetPreloads } from './first-page-assets'
import { documentAnswer, pageDocument, sendDocument, type PageDocument } from './page-document'
import { H5_FILES_ROUTE, isClientRoute, isClientPath } from './h5'
import type { Answer, Desk } from '../http/front-door'
import { merchantOf } from '../http/request-context'
import { PREVIEW_QUERY } from '../../../types/api/storefront-admin'

/** Documents kept at most: a show's is a few KiB with its compressed copies, so a few MiB in all. */
export const MAX_DOCUMENTS = 1000

/** The key of `asked`: the build, the merchant and what the request said that chooses its page and language. */
function askedKey(built: BuiltPage, request: FirstPageRequest): string {
  return [built.version, request.merchantId, request.pathname, request.lang ?? '', systemLanguage(request) ?? ''].join('\n')
}

const NOT_FOUND = 'not found'
/** Where a client route's request goes: home's route, the build's files (which find none), the not-found handler. */
const PAGE_ROUTES = new Set(['/', H5_FILES_ROUTE, NOT_FOUND])

export class PageDocuments {
  /** The documents, by merchant, page and language. */
  private readonly kept: TtlMemo<PageDocument>
  /**
   * The same documents by what the request said (path, lang, the first Accept-Language tag), so a page asked for again
   * within the second is found without working out its language again; several ways of asking share one
   * document. Bounded like `kept`.
   */
  private readonly asked: TtlMemo<PageDocument>
  /** The security headers of a page served the whole way, replayed by pages answered early. */
  private securityHeaders?: Record<string, string>
  /** Each kept answer with those headers, as the front door sends it. */
  private readonly replayed = new WeakMap<Answer, Answer>()

  constructor(
    private readonly firstPage: FirstPage,
    private readonly index: BuiltIndex,
    maxDocuments = MAX_DOCUMENTS
  ) {
    this.kept = new TtlMemo<PageDocument>(REPLY_TTL_MS, maxDocuments)
    this.asked = new TtlMemo<PageDocument>(REPLY_TTL_MS, maxDocuments)
  }

  /** The page for a request; the bare page when its data cannot be had, and for a storefront preview. */
  async document(request: FirstPageRequest): Promise<PageDocument> {
    const built = this.index.current()
    if (request.preview) return built.bare
    try {
      return await this.asked.get(askedKey(built, request), () => this.rendered(built, request))
    } catch {
      // An unknown merchant or a busy database: the page still loads and asks for its data itself.
      return built.bare
    }
  }

  /** The document of the page and language a request chooses, rendered once. Rejects when its data cannot be had (nothing is kept then). */
  private async rendered(built: BuiltPage, request: FirstPageRequest): Promise<PageDocument> {
    const choice = await this.firstPage.choose(request)
    // Routes that share a choice (every "other" page) differ by the chunks their page loads.
    const preloads = assetPreloads(built.assets, request.pathname, choice.locale).join('')
    return this.kept.get(`${built.version}\n${choice.key}\n${preloads}`, async () =>
      pageDocument(withHead(built.html, (await this.firstPage.render(choice)) + preloads))
    )
  }

  /** The route's answer (home, and the not-found handler for client routes): after every hook, as any call. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    this.securityHeaders ??= replayableHeaders(reply)
    return sendDocument(request, reply, await this.document(firstPageRequest(request)))
  }

  /** The page as built, for a request the router could not read (a malformed URL on a storefront path). */
  sendBare(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return sendDocument(request, reply, this.index.current().bare)
  }

  /**
   * An onRequest hook registered before the security headers (composition/platform.wiring.ts): answers a
   * client route's page from here once a page served the whole way has shown which headers to replay.
   */
  async answerEarly(request: FastifyRequest, reply: FastifyReply, meter: Meter): Promise<FastifyReply | undefined> {
    const headers = this.securityHeaders
    if (!headers || !isClientRoute(request) || !PAGE_ROUTES.has(request.is404 ? NOT_FOUND : (request.routeOptions.url ?? '')))
      return undefined
    // A NUL in the path or query goes the whole way, where the input guard refuses it as it always has.
    if (request.url.includes('%00')) return undefined
    // Set first, so a refusal by the budget carries the security headers too; metered before any rendering.
    reply.headers(headers)
    await meter(request, reply)
    return sendDocument(request, reply, await this.document(firstPageRequest(request)))
  }

  /**
   * The front door's desk (http/front-door.ts): a page answered before Fastify when the same request (path,
   * language asked, merchant) was answered within the second, with the security headers a page served the
   * whole way carried. Pages are not metered (no budget covers them), here or the whole way.
   */
  desk(defaultMerchantId: string): Desk {
    // Not async: a request it declines (every gateway call it sees) goes on to Fastify without waiting a turn.
    return (asked) => {
      const headers = this.securityHeaders
      if (!headers || !isClientPath(asked.pathname) || asked.url.includes('%00')) return undefined
      const query = asked.query ? new URLSearchParams(asked.query) : undefined
      if (query?.has(PREVIEW_QUERY)) return undefined
      // As Fastify's query parser gives it: a repeated lang is an array, which names no language.
      const lang = query?.getAll('lang') ?? []
      const request: FirstPageRequest = {
        merchantId: merchantOf(asked.headers, defaultMerchantId),
        pathname: asked.pathname,
        lang: lang.length === 1 ? lang[0] : undefined,
        acceptLanguage: asked.headers['accept-language']
      }
      const kept = this.asked.peek(askedKey(this.index.current(), request))
      if (!kept) return undefined
      return kept.then((document) => {
        const answer = documentAnswer(document, asked.headers['accept-encoding'])
        let replayed = this.replayed.get(answer)
        if (!replayed) this.replayed.set(answer, (replayed = { ...answer, headers: { ...headers, ...answer.headers } }))
        return replayed
      })
    }
  }

  /** How many documents are kept, by language and by the ways of asking (expired ones included until they are pushed out). */
  get size(): { kept: number; asked: number } {
    return { kept: this.kept.size, asked: this.asked.size }
  }

  /** A publish changed what the pages show. */
  forget(): void {
    this.kept.forget()
    this.asked.forget()
    this.firstPage.forget()
  }
}
