/**
 * A headless mini-program host for tests: it loads a compiled WeChat or Alipay package (app.json, the main
 * package, subpackages as pages in them are reached or preloaded, the custom tab bar), registers what the
 * build's App(), Page() and Component() calls declare, keeps the page stack and runs the lifecycles in the
 * platform's order (onLoad → onShow → onReady; onHide when covered, onUnload when closed; attached /
 * didMount for components), applies setData into each page's data tree, and dispatches events to the
 * handler the templates name (`eh`, Taro's one event handler). Tests read the screen from the data tree
 * (view-tree.ts) and talk to the platform through PlatformApi.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, dirname, normalize } from 'node:path'
import { MiniLoader } from './mini-loader'
import { CanvasNode, PlatformApi, type Platform, type PlatformScript, type QueriedElement } from './platform-api'
import { readTemplates, type NodeTemplate } from './templates'
import { queryAll, textOf, toView, type ViewNode } from './view-tree'

type Config = Record<string, unknown>
type Fn = (...args: unknown[]) => unknown

interface AppJson {
  pages: string[]
  subPackages?: Array<{ root: string; name?: string; pages: string[] }>
  subpackages?: Array<{ root: string; name?: string; pages: string[] }>
  preloadRule?: Record<string, { packages: string[] }>
  tabBar?: { custom?: boolean; customize?: boolean; list?: Array<{ pagePath: string }>; items?: Array<{ pagePath: string }> }
}

/** A page or component instance as the platform hands it to the build's code (`this`). */
export interface Instance {
  data: Record<string, unknown>
  setData(patch: Record<string, unknown>, cb?: () => void): void
  [key: string]: unknown
}

export interface OpenPage {
  route: string
  query: Record<string, string>
  instance: Instance
  tabBar?: Instance
}

export interface HostReport {
  /** Pages opened whose subpackage no preload rule had loaded before (loaded on demand, as the platform would, but slower). */
  loadedOnDemand: Array<{ page: string; pkg: string }>
  /** Errors thrown by the build's code: lifecycles, event handlers, timers (App onError). */
  errors: string[]
}

export class MiniHost {
  readonly api: PlatformApi
  readonly report: HostReport = { loadedOnDemand: [], errors: [] }
  readonly stack: OpenPage[] = []
  private readonly appJson: AppJson
  private readonly templates: Map<string, NodeTemplate>
  private readonly loader: MiniLoader
  private readonly pageConfigs = new Map<string, Config>()
  private readonly componentConfigs = new Map<string, Config>()
  private readonly tabPages = new Map<string, OpenPage>()
  private readonly loadingComponents = new Set<string>()
  private readonly canvases = new Map<string, CanvasNode>()
  /** The height a canvas is laid out at (the seat map's, on a 375 × 812 phone). */
  canvasHeight = 420
  private readonly owners = new WeakMap<ViewNode, Instance>()
  private readonly parents = new WeakMap<ViewNode, ViewNode>()
  private registering: { kind: 'page' | 'component'; path: string } | undefined
  private app: Instance | undefined
  private lastSetData = Date.now()
  private nextPageId = 1

  constructor(
    readonly platform: Platform,
    readonly root: string,
    script: PlatformScript
  ) {
    this.appJson = JSON.parse(readFileSync(join(root, 'app.json'), 'utf8')) as AppJson
    this.templates = readTemplates(join(root, platform === 'weapp' ? 'base.wxml' : 'base.axml'))
    this.api = new PlatformApi(platform, script, {
      element: (selector) => this.element(selector),
      navigateTo: (url) => this.navigateTo(url),
      redirectTo: (url) => this.redirectTo(url),
      navigateBack: (delta) => this.navigateBack(delta),
      switchTab: (url) => this.switchTab(url),
      reLaunch: (url) => this.reLaunch(url)
    })
    const platformObject = this.api.build()
    this.loader = new MiniLoader({
      root,
      subpackageRoots: this.subPackages().map((p) => p.root),
      globals: {
        [platform === 'weapp' ? 'wx' : 'my']: platformObject,
        App: (config: Config) => this.registerApp(config),
        Page: (config: Config) => this.register('page', config),
        Component: (config: Config) => this.register('component', config),
        getApp: () => this.app,
        getCurrentPages: () => this.stack.map((p) => p.instance),
        requirePlugin: (name: string) => {
          throw new Error(`plugin "${name}" is not declared`)
        },
        // Alipay's engine has a navigator with the client's user agent (Taro's Alipay runtime reads it); WeChat's has none.
        ...(platform === 'alipay'
          ? {
              navigator: {
                userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 AlipayClient/10.5.30'
              }
            }
          : {})
      }
    })
  }

  /** Runs app.js (App's onLaunch and onShow) and opens the entry page, the first of app.json's pages. */
  async launch(entry = `/${this.appJson.pages[0]}`): Promise<void> {
    this.loader.require('app.js')
    if (!this.app) throw new Error('app.js did not call App()')
    const { path, query } = splitUrl(entry)
    await this.call(this.app, 'onLaunch', { path, query, scene: 1001 })
    await this.call(this.app, 'onShow', { path, query, scene: 1001 })
    await this.reLaunch(entry)
  }

  // ---- the screen

  current(): OpenPage {
    const top = this.stack.at(-1)
    if (!top) throw new Error('no page is open')
    return top
  }

  /** The current page's screen, and its custom tab bar's when it is a tab page. */
  view(): ViewNode[] {
    const top = this.current()
    const nodes = this.viewOf(top.instance)
    return top.tabBar ? [...nodes, ...this.viewOf(top.tabBar)] : nodes
  }

  tabBarView(): ViewNode[] {
    const bar = this.current().tabBar
    return bar ? this.viewOf(bar) : []
  }

  query(selector: string): ViewNode[] {
    return queryAll(this.view(), selector)
  }

  text(selector?: string): string {
    return textOf(selector ? this.query(selector) : this.view())
  }

  textOf(node: ViewNode | undefined): string {
    return node ? textOf(node) : ''
  }

  /** Waits until the current screen has a node matching the selector (and, if given, the predicate). */
  async waitFor(selector: string, predicate: (nodes: ViewNode[]) => boolean = (n) => n.length > 0, withinMs = 15000): Promise<ViewNode[]> {
    const deadline = Date.now() + withinMs
    for (;;) {
      this.throwIfFailed()
      const nodes = this.stack.length ? this.query(selector) : []
      if (predicate(nodes)) return nodes
      if (Date.now() > deadline) {
        throw new Error(
          `"${selector}" not on ${this.stack.at(-1)?.route ?? 'any page'} within ${withinMs} ms; the screen reads: ${this.stack.length ? this.text().slice(0, 600) : ''}`
        )
      }
      await sleep(30)
    }
  }

  async waitForText(pattern: RegExp | string, selector?: string, withinMs = 15000): Promise<void> {
    const test = (s: string) => (typeof pattern === 'string' ? s.includes(pattern) : pattern.test(s))
    await this.waitFor(selector ?? '', () => test(this.text(selector)), withinMs)
  }

  /** Waits until the page on top is the given route (a page path, no leading slash). */
  async waitForPage(route: string, withinMs = 15000): Promise<OpenPage> {
    const deadline = Date.now() + withinMs
    while (this.stack.at(-1)?.route !== route) {
      this.throwIfFailed()
      if (Date.now() > deadline) throw new Error(`page ${route} not open within ${withinMs} ms (on ${this.stack.at(-1)?.route})`)
      await sleep(30)
    }
    return this.current()
  }

  /** Waits until no setData has arrived for quietMs. */
  async settle(quietMs = 150, withinMs = 15000): Promise<void> {
    const deadline = Date.now() + withinMs
    while (Date.now() - this.lastSetData < quietMs) {
      if (Date.now() > deadline) break
      await sleep(20)
    }
    this.throwIfFailed()
  }

  // ---- the user

  /** Taps a node: the event the template binds (`bindtap="eh"` / `onTap="eh"`) reaches its page or component. */
  async tap(target: ViewNode | string): Promise<void> {
    await this.fire(target, 'tap', { x: 10, y: 10 })
  }

  /** Types into an input: the platform's input event with the whole value, as a keyboard would leave it. */
  async input(target: ViewNode | string, value: string): Promise<void> {
    await this.fire(target, 'input', { value, cursor: value.length, keyCode: 0 })
  }

  /**
   * Fires a platform event on a node. Touch and tap events bubble as the platform bubbles them: every
   * ancestor's template binds the same handler, so `eh` hears the event once per element from the target
   * up, the target the same, the current target each element (Taro holds a child's dispatch until the
   * topmost bound ancestor hears it). Other events (input, change, getphonenumber) stay on the node.
   */
  async fire(target: ViewNode | string, type: string, detail: Record<string, unknown> = {}, touches: unknown[] = []): Promise<void> {
    const node = typeof target === 'string' ? (await this.waitFor(target))[0] : target
    const owner = this.owners.get(node)
    if (!owner) throw new Error(`node ${node.className || node.tag} is not on the screen`)
    const handler = (owner.eh ?? (owner as { methods?: Record<string, Fn> }).methods?.eh) as Fn | undefined
    if (!handler) throw new Error('the page has no event handler eh')
    const path = [node]
    if (BUBBLING.has(type)) for (let p = this.parents.get(node); p; p = this.parents.get(p)) path.push(p)
    const ref = (n: ViewNode) => ({ id: n.id, dataset: { sid: n.sid } })
    for (const current of path) {
      const event = {
        type,
        timeStamp: Date.now(),
        target: ref(node),
        currentTarget: ref(current),
        detail,
        touches,
        changedTouches: touches
      }
      this.guard(() => handler.call(owner, event), `${type} on ${node.className || node.tag}`)
    }
    await sleep(0)
  }

  async pullDownRefresh(): Promise<void> {
    await this.call(this.current().instance, 'onPullDownRefresh')
  }

  async reachBottom(): Promise<void> {
    await this.call(this.current().instance, 'onReachBottom')
  }

  // ---- navigation (what wx.navigateTo and the others do to the page stack)

  async navigateTo(url: string): Promise<void> {
    if (this.stack.length >= 10) throw new Error('navigateTo:fail webview count limit exceed')
    const top = this.stack.at(-1)
    if (top) await this.call(top.instance, 'onHide')
    await this.open(url)
  }

  async redirectTo(url: string): Promise<void> {
    const top = this.stack.pop()
    if (top) await this.close(top)
    await this.open(url)
  }

  async navigateBack(delta = 1): Promise<void> {
    for (let i = 0; i < delta && this.stack.length > 1; i++) {
      const top = this.stack.pop() as OpenPage
      await this.close(top)
    }
    await this.call(this.current().instance, 'onShow')
  }

  async switchTab(url: string): Promise<void> {
    const { path } = splitUrl(url)
    if (!this.isTab(path)) throw new Error(`switchTab:fail can not switch to no-tabBar page ${path}`)
    while (this.stack.length) {
      const top = this.stack.pop() as OpenPage
      if (this.isTab(top.route)) await this.call(top.instance, 'onHide')
      else await this.close(top)
    }
    const kept = this.tabPages.get(path)
    if (kept) {
      this.stack.push(kept)
      await this.call(kept.instance, 'onShow')
      if (kept.tabBar) await this.call(kept.tabBar, 'pageLifetimes.show')
    } else {
      await this.open(url)
    }
  }

  async reLaunch(url: string): Promise<void> {
    while (this.stack.length) await this.close(this.stack.pop() as OpenPage)
    for (const [, tab] of this.tabPages) await this.close(tab)
    this.tabPages.clear()
    await this.open(url)
  }

  // ---- internals

  /**
   * What a selector query finds on the current page: `#id` by the element's id, `.class` by class. A
   * type="2d" canvas answers its node (one per element, kept); sizes are the screen's width and, for a
   * canvas, `canvasHeight` (there is no layout here).
   */
  private element(selector: string): QueriedElement | undefined {
    if (!this.stack.length) return undefined
    const view = this.view()
    const all: ViewNode[] = []
    const visit = (n: ViewNode) => {
      all.push(n)
      n.children.forEach(visit)
    }
    view.forEach(visit)
    const found = selector.startsWith('#')
      ? all.find((n) => n.attrs.id === selector.slice(1) || n.id === selector.slice(1))
      : queryAll(view, selector)[0]
    if (!found) return undefined
    if (found.tag !== 'canvas') return { width: 375, height: 44 }
    const key = `${this.current().route}#${selector}`
    let canvas = this.canvases.get(key)
    if (!canvas) {
      canvas = new CanvasNode()
      this.canvases.set(key, canvas)
    }
    return { width: 375, height: this.canvasHeight, canvas }
  }

  private subPackages() {
    return this.appJson.subPackages ?? this.appJson.subpackages ?? []
  }

  private isTab(route: string): boolean {
    const list = this.appJson.tabBar?.list ?? this.appJson.tabBar?.items ?? []
    return list.some((t) => t.pagePath === route)
  }

  private packageOfRoute(route: string): string {
    return this.subPackages().find((p) => route.startsWith(`${p.root}/`))?.root ?? 'main'
  }

  private async open(url: string): Promise<void> {
    const { path, query } = splitUrl(url)
    const known = this.appJson.pages.includes(path) || this.subPackages().some((p) => p.pages.some((page) => `${p.root}/${page}` === path))
    if (!known) {
      this.api.emit('pageNotFound', { path, query, isEntryPage: this.stack.length === 0 })
      throw new Error(`navigateTo:fail page "${path}" is not found`)
    }
    const pkg = this.packageOfRoute(path)
    if (!this.loader.isLoaded(pkg)) {
      this.report.loadedOnDemand.push({ page: path, pkg })
      this.loader.markLoaded(pkg)
    }
    const config = this.pageConfig(path)
    const instance = this.instantiate(config, { route: path, __route__: path, options: query })
    const page: OpenPage = { route: path, query, instance }
    this.stack.push(page)
    if (this.isTab(path)) {
      this.tabPages.set(path, page)
      page.tabBar = this.tabBarFor()
      ;(instance as Record<string, unknown>).getTabBar = () => page.tabBar
    }
    await this.call(instance, 'onLoad', query)
    await this.call(instance, 'onShow')
    setTimeout(() => void this.call(instance, 'onReady'), 0)
    // The platform downloads the packages a page's preload rule names once the page is up.
    for (const name of this.appJson.preloadRule?.[path]?.packages ?? []) {
      const sub = this.subPackages().find((p) => p.name === name || p.root === name)
      if (sub) this.loader.markLoaded(sub.root)
    }
  }

  private async close(page: OpenPage): Promise<void> {
    if (page.tabBar) await this.call(page.tabBar, this.platform === 'weapp' ? 'detached' : 'didUnmount')
    await this.call(page.instance, 'onUnload')
    if (this.tabPages.get(page.route) === page) this.tabPages.delete(page.route)
  }

  /** Runs a page's file (and its components') once, as the platform does when the page is first opened. */
  private pageConfig(route: string): Config {
    const known = this.pageConfigs.get(route)
    if (known) return known
    this.loadComponentsOf(route)
    this.registering = { kind: 'page', path: route }
    try {
      this.loader.require(`${route}.js`)
    } finally {
      this.registering = undefined
    }
    const config = this.pageConfigs.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)
    return config
  }

  /** The components a page's json declares: each must exist and register, or the page cannot open. */
  private loadComponentsOf(path: string): void {
    const jsonFile = join(this.root, `${path}.json`)
    if (!existsSync(jsonFile)) return
    const json = JSON.parse(readFileSync(jsonFile, 'utf8')) as { usingComponents?: Record<string, string> }
    for (const [name, ref] of Object.entries(json.usingComponents ?? {})) {
      if (ref.startsWith('plugin://')) continue
      const target = normalize(ref.startsWith('/') ? ref.slice(1) : join(dirname(path), ref))
      // A component may use itself (Taro's recursive `comp`).
      if (this.componentConfigs.has(target) || this.loadingComponents.has(target)) continue
      if (!existsSync(join(this.root, `${target}.js`))) throw new Error(`${path}: component "${name}" (${ref}) is not found`)
      this.loadingComponents.add(target)
      try {
        this.loadComponentsOf(target)
        this.registering = { kind: 'component', path: target }
        this.loader.require(`${target}.js`)
      } finally {
        this.registering = undefined
        this.loadingComponents.delete(target)
      }
    }
  }

  private tabBarFor(): Instance | undefined {
    const bar = this.appJson.tabBar
    if (!bar?.custom && !bar?.customize) return undefined
    const path = this.platform === 'weapp' ? 'custom-tab-bar/index' : 'customize-tab-bar/index'
    if (!this.componentConfigs.has(path)) {
      this.registering = { kind: 'component', path }
      try {
        this.loader.require(`${path}.js`)
      } finally {
        this.registering = undefined
      }
    }
    const config = this.componentConfigs.get(path) as Config
    const pageId = `page-${this.nextPageId++}`
    const instance = this.instantiate(config, { is: path, getPageId: () => pageId, props: {} }, true)
    const lifetimes = (config.lifetimes ?? {}) as Record<string, Fn>
    const attached = lifetimes.attached ?? (config.attached as Fn | undefined) ?? (config.didMount as Fn | undefined)
    if (this.platform === 'alipay' && config.onInit) this.guard(() => (config.onInit as Fn).call(instance), `${path} onInit`)
    if (attached) this.guard(() => attached.call(instance), `${path} attached`)
    return instance
  }

  private registerApp(config: Config): void {
    const app = this.instantiate(config, {})
    this.app = app
  }

  private register(kind: 'page' | 'component', config: Config): void {
    const path = this.registering?.path
    if (!path) throw new Error(`${kind === 'page' ? 'Page' : 'Component'}() called outside a file the platform is loading`)
    if (kind === 'page') this.pageConfigs.set(path, config)
    else this.componentConfigs.set(path, config)
  }

  /** An instance: the config's fields (a component's methods too) on an object with its own data and setData. */
  private instantiate(config: Config, own: Record<string, unknown>, component = false): Instance {
    const instance = { ...own } as Instance
    for (const [key, value] of Object.entries(config)) if (key !== 'data' && key !== 'methods') instance[key] = value
    if (component) Object.assign(instance, (config.methods ?? {}) as Record<string, Fn>)
    instance.data = structuredClone((config.data ?? {}) as Record<string, unknown>)
    instance.setData = (patch, cb) => {
      for (const [path, value] of Object.entries(patch)) setPath(instance.data, path, value)
      this.lastSetData = Date.now()
      if (cb) setTimeout(() => this.guard(cb, 'setData callback'), 0)
    }
    return instance
  }

  /** Calls a lifecycle (or `pageLifetimes.show`-style nested one) if the instance has it, and lets the turn end. */
  private async call(instance: Instance, name: string, ...args: unknown[]): Promise<void> {
    const [group, key] = name.includes('.') ? name.split('.') : [undefined, name]
    const holder = (group ? (instance[group] as Record<string, Fn> | undefined) : instance) as Record<string, unknown> | undefined
    const fn = holder?.[key]
    if (typeof fn === 'function') this.guard(() => (fn as Fn).apply(instance, args), name)
    await sleep(0)
  }

  private guard(fn: () => unknown, where: string): void {
    try {
      const result = fn()
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        ;(result as Promise<unknown>).then(undefined, (e: unknown) => this.fail(e, where))
      }
    } catch (e) {
      this.fail(e, where)
    }
  }

  private fail(e: unknown, where: string): void {
    const message = e instanceof Error || (e && typeof e === 'object' && 'stack' in e) ? String((e as Error).stack) : String(e)
    this.report.errors.push(`${where}: ${message}`)
    if (this.app?.onError) this.guard(() => (this.app?.onError as Fn).call(this.app, message), 'App onError')
  }

  private throwIfFailed(): void {
    if (this.report.errors.length) throw new Error(`the mini-program failed:\n${this.report.errors.join('\n')}`)
  }

  private viewOf(instance: Instance): ViewNode[] {
    const nodes = toView(instance.data, this.templates)
    const mark = (n: ViewNode) => {
      this.owners.set(n, instance)
      for (const child of n.children) this.parents.set(child, n)
      n.children.forEach(mark)
    }
    nodes.forEach(mark)
    return nodes
  }
}

/** The events the platforms bubble from an element to its ancestors. */
const BUBBLING = new Set(['tap', 'longpress', 'longtap', 'touchstart', 'touchmove', 'touchend', 'touchcancel'])

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms))
}

function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const [path, search = ''] = url.replace(/^\//, '').split('?')
  return { path, query: Object.fromEntries(new URLSearchParams(search)) }
}

/** setData's path syntax: `root.cn.[0].cn[2].v`, dots and bracketed indexes. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = [...path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]))
  let node: Record<string | number, unknown> = target
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value
      return
    }
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
      node[key] = typeof keys[i + 1] === 'number' ? [] : {}
    }
    node = node[key] as Record<string | number, unknown>
  })
}
