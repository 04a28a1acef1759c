/**
 * The H5 page as served, with what its first paint needs written in (issue #8 goal 4): the shop config on
 * every page, the home layout on the home page, and a preload of the image the page is judged by (the
 * first banner on home, the poster on a show's detail), so these travel with the HTML instead of being
 * asked for one after another once the JavaScript has run.
 *
 * The data is a JSON block, escaped so no merchant text can close the element; it is not run as script,
 * so the page's script policy (hashes of its own inline scripts) is untouched. It is at most a second old,
 * like the kept browse replies, and a publish drops it at once with them.
 */
import type { FastifyRequest } from 'fastify'
import { TtlMemo } from '../cache/ttl-memo'
import { resolveLocale, type Locale } from '../../../types/rules/language-tag'
import { FIRST_PAGE_DATA_ID, type FirstPageData } from '../../../types/api/first-page'
import type { ShopConfig } from '../../../types/shop-config'
import type { Layout } from '../../../types/api/layout'
import { posterUrl } from '../browse/show.presenter'
import { REPLY_TTL_MS } from '../http/reply-cache'
import { PREVIEW_QUERY } from '../../../types/api/storefront-admin'
import { pathOf } from '../http/api-paths'

export interface FirstPageSources {
  shopConfig(merchantId: string): Promise<ShopConfig>
  homeLayout(merchantId: string, locale: Locale): Promise<Layout | null>
  /** The poster a merchant uploaded for a show, null when the show has the generated art. */
  uploadedPoster(merchantId: string, showId: string): Promise<string | null>
}

export interface FirstPageRequest {
  merchantId: string
  /** The path asked for, without its query. */
  pathname: string
  /** The `lang` query parameter, if any. */
  lang?: string
  acceptLanguage?: string
  /** A storefront preview (?preview=): the page gets no data, it asks for the draft itself. */
  preview?: boolean
}

/** The facts of a page request that choose its data. */
export function firstPageRequest(request: FastifyRequest): FirstPageRequest {
  const query = request.query as Record<string, unknown> | undefined
  const lang = query?.lang
  return {
    merchantId: request.merchantId,
    pathname: pathOf(request.url),
    lang: typeof lang === 'string' ? lang : undefined,
    acceptLanguage: request.headers['accept-language'],
    preview: query?.[PREVIEW_QUERY] !== undefined
  }
}

const HOME_PATHS = new Set(['/'])
const SHOW_DETAIL = /^\/content\/([A-Za-z0-9_-]{1,64})\/?$/

/** `<` and the line separators escaped: the block cannot be closed early or break a parser. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The buyer's first language as the app will choose it at boot without a stored choice (types/rules/language-tag.ts). */
export function expectedLocale(request: Pick<FirstPageRequest, 'lang' | 'acceptLanguage'>, config: ShopConfig): Locale {
  return resolveLocale({ query: request.lang, system: systemLanguage(request), supported: config.supportLanguages.map((l) => l.langTag) })
}

/** The browser's language as the app reads it at boot: the first Accept-Language tag. */
export function systemLanguage(request: Pick<FirstPageRequest, 'acceptLanguage'>): string | undefined {
  return request.acceptLanguage?.split(',')[0]?.split(';')[0]
}

/** What goes into the page's head: the data block and the image preloads. */
export function firstPageHead(data: FirstPageData, preloadImages: string[]): string {
  const preloads = preloadImages.map((href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`)
  return [...preloads, `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${jsonForHtml(data)}</script>`].join('')
}

/** The page with the head written in before `</head>`. */
export function withHead(html: string, head: string): string {
  const at = html.indexOf('</head>')
  return at < 0 ? html : html.slice(0, at) + head + html.slice(at)
}

function firstBanner(layout: Layout | null): string | undefined {
  for (const component of layout?.components ?? []) {
    if (component.componentType === 'NORMAL' && 'items' in component && component.items?.length) return component.items[0].imageUrl
  }
  return undefined
}

/** Which page a path is, as far as its first page's data goes: home, a show's detail, or any other route. */
export type PageKind = { kind: 'home' } | { kind: 'show'; showId: string } | { kind: 'other' }

export function pageKind(pathname: string): PageKind {
  if (HOME_PATHS.has(pathname)) return { kind: 'home' }
  const show = SHOW_DETAIL.exec(pathname)
  return show ? { kind: 'show', showId: show[1] } : { kind: 'other' }
}

/** What a page's head is made from, and the name of the document it makes (static/page-documents.ts). */
export interface PageChoice {
  merchantId: string
  page: PageKind
  shopConfig: ShopConfig
  /** The language the app will choose at boot. */
  locale: Locale
  /** Merchant, page and language: the requests that get the same head. */
  key: string
}

export class FirstPage {
  private readonly layouts = new TtlMemo<Layout | null>(REPLY_TTL_MS, 1000)
  private readonly posters = new TtlMemo<string | null>(REPLY_TTL_MS, 1000)

  constructor(private readonly sources: FirstPageSources) {}

  /** The page and language a request asks for. Rejects when the shop config cannot be had (an unknown merchant, a busy database). */
  async choose(request: FirstPageRequest): Promise<PageChoice> {
    const shopConfig = await this.sources.shopConfig(request.merchantId)
    const locale = expectedLocale(request, shopConfig)
    const page = pageKind(request.pathname)
    const name = page.kind === 'show' ? `show ${page.showId}` : page.kind
    return { merchantId: request.merchantId, page, shopConfig, locale, key: [request.merchantId, name, locale].join('\n') }
  }

  /** The head of the page chosen. Rejects when its data cannot be had. */
  async render(choice: PageChoice): Promise<string> {
    const { merchantId, page, locale } = choice
    const data: FirstPageData = { shopConfig: choice.shopConfig }
    const images: string[] = []
    if (page.kind === 'home') {
      const layout = await this.layouts.get(`${merchantId} ${locale}`, () => this.sources.homeLayout(merchantId, locale))
      data.homeLayout = { locale, layout }
      const banner = firstBanner(layout)
      if (banner) images.push(banner)
    }
    if (page.kind === 'show') {
      const uploaded = await this.posters.get(`${merchantId} ${page.showId}`, () => this.sources.uploadedPoster(merchantId, page.showId))
      images.push(uploaded ?? posterUrl(page.showId))
    }
    return firstPageHead(data, images)
  }

  /** A publish changed what the first page shows. */
  forget(): void {
    this.layouts.forget()
    this.posters.forget()
  }
}
