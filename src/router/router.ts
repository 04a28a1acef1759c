/**
 * The routing rules of product.md section 2 ("Routing rules"), in one place every page uses:
 * open, redirect, relaunch, switch tab, back by delta or to a route with a result for the opener; the
 * 10-page stack rule outside web; aliases; channelId and forbidShare carried into every route; the login
 * gate with the remembered page opened 500 ms after login; the double-open guard; unique pages; the
 * host-container hand-off; the fallback page. Also what a web app needs besides: the gate for a page reached
 * without the router (a deep link), a page whose code could not load (offline), and going back after a
 * reload.
 *
 * Taro is behind the Navigator interface (taro-navigator.ts), so these rules are plain TypeScript.
 */
import { FALLBACK_PAGE, NOT_FOUND_ROUTE, ROUTES, pagePathOf, type RouteDef } from '../../types/routes/route-table'
import { buildPageUrl, buildWebUrl, cleanParams, matchWebPath, parseQuery, type RouteParams } from '../../types/routes/route-url'

export interface Navigator {
  navigateTo(url: string): Promise<void>
  redirectTo(url: string): Promise<void>
  reLaunch(url: string): Promise<void>
  switchTab(url: string): Promise<void>
  navigateBack(delta: number): Promise<void>
  /** Page paths of the stack, bottom first, without leading slash or query. */
  stack(): string[]
  navigateToMiniProgram(appId: string, path?: string): Promise<void>
  /**
   * H5: fetches the page's code before the address changes. Taro changes the address first and loads the
   * code after, so a failed load used to leave the new address over the old page with nothing happening.
   * Rejects with the loader's error; `isPageLoadError` tells a network failure from a bug.
   */
  prepare?(url: string): Promise<void>
  /**
   * H5: steps back in the browser's history when the app's own stack has nothing behind the page (after a
   * reload the stack restarts at the reloaded page, the browser's history does not). False when that
   * history has no earlier page of ours.
   */
  historyBack?(): boolean
}

/** A page's code failed to load: webpack's lazy chunk (script or style) could not be fetched. */
export function isPageLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    (typeof message === 'string' && /Loading (CSS )?chunk \S+ failed/.test(message))
  )
}

/** A native host (app web view, mini-program container) that takes navigation over. */
export interface HostBridge {
  /** Route name → the host's own route. */
  routeMap: Readonly<Record<string, string>>
  navigate(hostRoute: string, params: Record<string, string>): void
}

export interface RouterDeps {
  navigator: Navigator
  /** H5 navigates by web paths; the mini-programs by page paths. */
  web: boolean
  isLoggedIn(): boolean
  /** login_way, login or login_email, from the merchant's configuration. */
  loginRoute(): string
  /** channelId and forbidShare of the current visit, carried into every route. */
  carried(): RouteParams
  host?: HostBridge
  toast(text: RouterToast): void
  warn?(message: string): void
  now?(): number
  schedule?(fn: () => void, ms: number): void
  routes?: readonly RouteDef[]
  /** Double-open guard interval, default 100 ms. */
  doubleOpenMs?: number
  /** USE_WEB_ACTIVITY: topic-activity URLs stay web pages instead of becoming the topic_activity route. */
  useWebActivity?: boolean
}

/** under_development and jump_failed are the spec's; network_unavailable: a page could not load. */
export type RouterToast = 'under_development' | 'jump_failed' | 'network_unavailable' | 'page_not_found'

/** The login-gate routes; the query key that names the page to return to after login. */
export const LOGIN_ROUTES: readonly string[] = ['login', 'login_way', 'login_email']
export const RETURN_PARAM = 'redirect'

export const PAGE_STACK_LIMIT = 10
export const DOUBLE_OPEN_MS = 100
export const LOGIN_REDIRECT_DELAY_MS = 500
/** How often, and how far apart, a page load that failed again with the network up is retried. */
export const NETWORK_RETRIES = 3
export const NETWORK_RETRY_MS = 1000

export type OpenOutcome =
  | 'navigated'
  | 'switched-tab'
  | 'redirected'
  | 'ignored-double-open'
  | 'ignored-unique'
  | 'login-required'
  | 'handed-to-host'
  | 'under-development'
  | 'fallback'
  /** The page's code could not load (offline): the buyer stays where they were and is told. */
  | 'load-failed'
  /** A page reached without the router. */
  | 'allowed'

interface Remembered {
  name: string
  params: RouteParams
  /**
   * The page's URL when the gate stopped a deep link: the login pages carry it in their own URL, so a
   * reload on the way through login still knows where to return.
   */
  returnUrl?: string
}

type Move = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab'

interface ResultWaiter {
  depth: number
  resolve(result: unknown): void
}

export class Router {
  private readonly routes: readonly RouteDef[]
  private readonly byName = new Map<string, RouteDef>()
  private lastOpen: { name: string; at: number } | undefined
  private remembered: Remembered | undefined
  private waiters: ResultWaiter[] = []
  /** The navigation that failed to load its page, retried when the network returns. */
  private pending: (() => Promise<unknown>) | undefined

  constructor(private readonly deps: RouterDeps) {
    this.routes = deps.routes ?? ROUTES
    for (const route of this.routes) {
      this.byName.set(route.name, route)
      for (const alias of route.aliases ?? []) this.byName.set(alias, route)
    }
  }

  /** The route for a name or alias; undefined for an unknown name. */
  resolve(name: string): RouteDef | undefined {
    return this.byName.get(name)
  }

  routeOfPage(pagePath: string): RouteDef | undefined {
    const clean = pagePath.replace(/^\//, '').split('?')[0]
    return this.routes.find((r) => pagePathOf(r) === clean)
  }

  /** The URL the platform navigates to, with carried params merged in. */
  urlOf(route: RouteDef, params: RouteParams = {}): string | undefined {
    const merged = cleanParams({ ...this.deps.carried(), ...params })
    if (this.deps.web) return buildWebUrl(route, merged) ?? buildPageUrl(route, merged)
    return buildPageUrl(route, merged)
  }

  /** Opens a page by route name, applying every routing rule. */
  async open(name: string, params: RouteParams = {}): Promise<OpenOutcome> {
    const found = this.resolve(name)
    if (!found) {
      this.warn(`unknown route "${name}", opening the fallback page`)
      await this.toFallback()
      return 'fallback'
    }
    const route = this.redirectedRoute(found, params)
    const now = this.now()
    if (this.lastOpen && this.lastOpen.name === route.name && now - this.lastOpen.at < this.doubleOpenMs()) {
      return 'ignored-double-open'
    }
    this.lastOpen = { name: route.name, at: now }

    if (route.unique && this.isOpen(route)) return 'ignored-unique'

    if (route.login && !this.deps.isLoggedIn()) {
      this.remembered = { name: route.name, params }
      const loginRoute = this.resolve(this.deps.loginRoute()) ?? this.resolve('login')
      if (loginRoute && loginRoute.name !== route.name) await this.go(loginRoute, {})
      return 'login-required'
    }

    if (this.deps.host) {
      const hostRoute = this.deps.host.routeMap[route.name]
      if (!hostRoute) {
        this.deps.toast('under_development')
        return 'under-development'
      }
      this.deps.host.navigate(hostRoute, cleanParams({ ...this.deps.carried(), ...params }))
      return 'handed-to-host'
    }

    return this.go(route, params)
  }

  /** Opens a page and resolves with what it passes to back({ result }) (undefined if it has none). */
  openForResult(name: string, params: RouteParams = {}): Promise<unknown> {
    const depth = this.deps.navigator.stack().length
    return new Promise((resolve) => {
      this.open(name, params).then(
        (outcome) => {
          if (outcome === 'navigated') this.waiters.push({ depth, resolve })
          else resolve(undefined)
        },
        () => resolve(undefined)
      )
    })
  }

  /** Replaces the current page. */
  async redirect(name: string, params: RouteParams = {}): Promise<OpenOutcome> {
    const route = this.resolve(name)
    if (!route) {
      this.warn(`unknown route "${name}", opening the fallback page`)
      await this.toFallback()
      return 'fallback'
    }
    const target = this.redirectedRoute(route, params)
    if (target.tab) return this.switchTabTo(target)
    const url = this.urlOf(target, this.withReturn(target, params))
    if (!url) return this.underDevelopment()
    return (await this.move('redirectTo', url)) ? 'redirected' : 'load-failed'
  }

  /** Clears the history stack and opens the route. */
  async relaunch(name: string, params: RouteParams = {}): Promise<OpenOutcome> {
    const route = this.resolve(name)
    const url = route ? this.urlOf(route, params) : undefined
    if (!route || !url) {
      if (!route) this.warn(`unknown route "${name}", opening the fallback page`)
      await this.toFallback()
      return 'fallback'
    }
    if (!(await this.move('reLaunch', url))) return 'load-failed'
    this.waiters = []
    return 'redirected'
  }

  async switchTab(name: string): Promise<OpenOutcome> {
    const route = this.resolve(name)
    if (!route?.tab) {
      this.warn(`"${name}" is not a tab page, opening the fallback page`)
      await this.toFallback()
      return 'fallback'
    }
    return this.switchTabTo(route)
  }

  /**
   * Goes back by a delta, or to a route in the stack, handing `result` to the page that opened the one
   * being left. With nothing to go back to it opens the fallback page, so a deep-linked page's back
   * button never strands the buyer.
   */
  async back(options: { delta?: number; to?: string; result?: unknown } = {}): Promise<void> {
    const stack = this.deps.navigator.stack()
    let delta = Math.max(1, Math.floor(options.delta ?? 1))
    if (options.to !== undefined) {
      const target = this.resolve(options.to)
      const page = target && pagePathOf(target)
      const index = page ? stack.lastIndexOf(page) : -1
      if (index < 0 || index === stack.length - 1) {
        if (target) await (target.tab ? this.switchTabTo(target) : this.relaunch(target.name))
        else await this.toFallback()
        this.settleWaiters(0, options.result)
        return
      }
      delta = stack.length - 1 - index
    }
    if (stack.length <= 1) {
      if (!this.deps.navigator.historyBack?.()) await this.toFallback()
      return
    }
    const newDepth = Math.max(1, stack.length - delta)
    this.settleWaiters(newDepth, options.result)
    await this.deps.navigator.navigateBack(delta)
  }

  /**
   * The login gate for a page reached without the router: a deep link, a shared card, the browser's own
   * back and forward. A visitor is sent on to login in its place (replaced, so back does not return to a
   * page they cannot see), the login URL naming this page; after login the page opens again.
   */
  async arrive(name: string, params: RouteParams = {}): Promise<OpenOutcome> {
    const route = this.resolve(name)
    if (!route?.login || this.deps.isLoggedIn()) return 'allowed'
    const returnUrl = this.urlOf(route, params)
    this.remembered = { name: route.name, params, returnUrl }
    const loginRoute = this.resolve(this.deps.loginRoute()) ?? this.resolve('login')
    if (!loginRoute || loginRoute.name === route.name) return 'allowed'
    await this.redirect(loginRoute.name)
    return 'login-required'
  }

  /**
   * A login page opened with a return URL (reloaded on the way through login) and nothing remembered:
   * remember that page again. Only a page of ours that needs login is taken, so the parameter cannot send
   * a buyer anywhere else.
   */
  resumeGate(returnUrl: string | undefined): void {
    if (this.remembered || !returnUrl) return
    const found = this.routeOfUrl(returnUrl)
    if (found?.route.login) this.remembered = { name: found.route.name, params: found.params, returnUrl }
  }

  /**
   * An unknown page or web path. H5 shows the not-found page (the typed address named in it); the
   * mini-programs open the spec's fallback page, as a stale shared path there has no address to show.
   */
  async pageNotFound(path: string): Promise<OpenOutcome> {
    this.warn(`page not found: ${path}`)
    if (this.deps.web && this.resolve(NOT_FOUND_ROUTE)) return this.redirect(NOT_FOUND_ROUTE, { path })
    this.deps.toast('page_not_found')
    await this.toFallback()
    return 'fallback'
  }

  /**
   * A page failed to load outside the router (the browser's back and forward run Taro directly): tell
   * the buyer, and try `retry` when the network returns.
   */
  pageLoadFailed(retry: () => Promise<unknown>): void {
    this.pending = retry
    this.deps.toast('network_unavailable')
  }

  /**
   * The network is back: the navigation that could not load its page runs again. A page's code comes in
   * several files; one still in flight when the network went can fail after it returns (the retry then
   * meets that old failure), so a retry that fails while `isOnline` says the network is up is tried again
   * shortly, a few times (NETWORK_RETRY_MS apart, growing).
   */
  async networkReturned(isOnline: () => boolean = () => false, attempt = 0): Promise<void> {
    const retry = this.pending
    this.pending = undefined
    if (!retry) return
    await retry()
    if (this.pending && isOnline() && attempt < NETWORK_RETRIES)
      this.schedule(() => void this.networkReturned(isOnline, attempt + 1), NETWORK_RETRY_MS * (attempt + 1))
  }

  /** Whether a navigation waits for the network. */
  hasPendingNavigation(): boolean {
    return this.pending !== undefined
  }

  /** Opens the configured login page (a reply asked for login); after login the buyer comes back. */
  async openLogin(): Promise<OpenOutcome> {
    return this.open(this.deps.loginRoute())
  }

  /** Called by the login pages once login succeeds: the remembered page opens 500 ms later. */
  loginSucceeded(): void {
    const wanted = this.remembered
    this.remembered = undefined
    const run = () => {
      if (wanted) void this.redirect(wanted.name, wanted.params)
      else void this.back()
    }
    this.schedule(run, LOGIN_REDIRECT_DELAY_MS)
  }

  /** The page a login gate remembered, for the login page to show. */
  rememberedRoute(): Remembered | undefined {
    return this.remembered
  }

  async openMiniProgram(appId: string, path?: string): Promise<void> {
    try {
      await this.deps.navigator.navigateToMiniProgram(appId, path)
    } catch {
      this.deps.toast('jump_failed')
    }
  }

  /** A showId containing SG opens the group-show page; topic-activity stays a web page with USE_WEB_ACTIVITY. */
  private redirectedRoute(route: RouteDef, params: RouteParams): RouteDef {
    if (route.name === 'show_detail' && String(params.showId ?? '').includes('SG')) {
      return this.resolve('group_show_detail') ?? route
    }
    if (route.name === 'topic_activity' && this.deps.useWebActivity) {
      return this.resolve('webView') ?? route
    }
    return route
  }

  private async go(route: RouteDef, params: RouteParams): Promise<OpenOutcome> {
    if (route.tab) return this.switchTabTo(route)
    const url = this.urlOf(route, this.withReturn(route, params))
    if (!url) return this.underDevelopment()
    if (!this.deps.web && this.deps.navigator.stack().length >= PAGE_STACK_LIMIT) {
      return (await this.move('redirectTo', url)) ? 'redirected' : 'load-failed'
    }
    return (await this.move('navigateTo', url)) ? 'navigated' : 'load-failed'
  }

  private async switchTabTo(route: RouteDef): Promise<OpenOutcome> {
    // switchTab takes no query: tab pages read carried params from the visit, not the URL.
    const url = this.deps.web ? route.web?.[0] : `/${pagePathOf(route)}`
    if (!url) return this.underDevelopment()
    return (await this.move('switchTab', url)) ? 'switched-tab' : 'load-failed'
  }

  /**
   * Every navigation: the page's code first, then the address. A load that fails for the network keeps
   * the buyer on the page they are on, tells them, and waits to be retried: by the network's return, or
   * by their next tap (which is a navigation of its own and replaces this one).
   */
  private async move(method: Move, url: string): Promise<boolean> {
    const { navigator } = this.deps
    this.pending = undefined
    if (navigator.prepare) {
      try {
        await navigator.prepare(url)
      } catch (error) {
        if (!isPageLoadError(error)) throw error
        this.pageLoadFailed(() => this.move(method, url))
        return false
      }
    }
    await navigator[method](url)
    return true
  }

  /** A login page opened while a deep link waits names that page in its URL. */
  private withReturn(route: RouteDef, params: RouteParams): RouteParams {
    const returnUrl = this.remembered?.returnUrl
    if (!returnUrl || !LOGIN_ROUTES.includes(route.name)) return params
    return { ...params, [RETURN_PARAM]: returnUrl }
  }

  /** The route and params of one of our URLs (a web path on H5, a page path in the mini-programs). */
  private routeOfUrl(url: string): { route: RouteDef; params: RouteParams } | undefined {
    const [path, search = ''] = url.split('?')
    const query = parseQuery(search)
    for (const route of this.routes) {
      if (pagePathOf(route) === path.replace(/^\//, '')) return { route, params: query }
      for (const pattern of route.web ?? []) {
        const pathParams = matchWebPath(pattern, path)
        if (pathParams) return { route, params: { ...query, ...pathParams } }
      }
    }
    return undefined
  }

  private underDevelopment(): OpenOutcome {
    this.deps.toast('under_development')
    return 'under-development'
  }

  private async toFallback(): Promise<void> {
    const home = this.routeOfPage(FALLBACK_PAGE)
    const url = this.deps.web ? (home?.web?.[0] ?? '/') : `/${FALLBACK_PAGE}`
    await this.move('reLaunch', url)
  }

  private isOpen(route: RouteDef): boolean {
    const page = pagePathOf(route)
    return page !== undefined && this.deps.navigator.stack().includes(page)
  }

  private settleWaiters(newDepth: number, result: unknown): void {
    const keep: ResultWaiter[] = []
    for (const waiter of this.waiters) {
      if (waiter.depth >= newDepth) waiter.resolve(waiter.depth === newDepth ? result : undefined)
      else keep.push(waiter)
    }
    this.waiters = keep
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now()
  }

  private doubleOpenMs(): number {
    return this.deps.doubleOpenMs ?? DOUBLE_OPEN_MS
  }

  private schedule(fn: () => void, ms: number): void {
    if (this.deps.schedule) this.deps.schedule(fn, ms)
    else setTimeout(fn, ms)
  }

  private warn(message: string): void {
    if (this.deps.warn) this.deps.warn(message)
    else console.warn(`[router] ${message}`)
  }
}

/** The login route for the merchant's login methods in the current language (spec: login gate). */
export function loginRouteFor(methods: readonly string[] | undefined): 'login' | 'login_way' | 'login_email' {
  const hasEmail = methods?.includes('EMAIL') ?? false
  const hasPhone = methods?.includes('CELLPHONE') ?? true
  if (hasEmail && hasPhone) return 'login_way'
  if (hasEmail) return 'login_email'
  return 'login'
}
