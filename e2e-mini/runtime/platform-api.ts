/**
 * The platform API objects a compiled mini-program calls: `wx` (WeChat) and `my` (Alipay), each with the
 * calls the app uses in the platform's own shapes (WeChat's `request({ header })` answers `statusCode`,
 * Alipay's `request({ headers })` answers `status`; `wx.setStorageSync(key, data)` against
 * `my.setStorageSync({ key, data })`). Every call is recorded. A call the platform does not have is simply
 * absent, so the app fails on it as it would on a phone (`wx.tradePay is not a function`).
 *
 * What leaves the phone goes where a test says: requests to the gateway under test; login codes, payments,
 * scans and modal answers from the test's script (`PlatformScript`).
 */
export type Platform = 'weapp' | 'alipay'

export interface RecordedCall {
  api: string
  args: unknown
}

/** What the user and the world answer, set by the test. */
export interface PlatformScript {
  /** The gateway the build's requests go to (their origin is replaced by this one). */
  gatewayBase: string
  /** The mini-program's app id (getAccountInfoSync), as the merchant's settings name it. */
  appId: string
  /** A login code (wx.login's `code`, my.getAuthCode's `authCode`). */
  loginCode(): Promise<string>
  /** The user confirms a payment: resolves when paid, rejects (with the platform's cancel) when not. */
  pay(request: Record<string, unknown>): Promise<void>
  /** The user answers a modal: true for confirm. */
  answerModal(options: Record<string, unknown>): boolean
  /** What scanCode / scan reads. */
  scan(): string | undefined
}

/** An element a selector query finds on the current page: its size, and for a type="2d" canvas its node. */
export interface QueriedElement {
  width: number
  height: number
  canvas?: CanvasNode
}

interface Navigator {
  /** The element an `#id` or `.class` selector names on the current page (for createSelectorQuery). */
  element(selector: string): QueriedElement | undefined
  navigateTo(url: string): Promise<void>
  redirectTo(url: string): Promise<void>
  navigateBack(delta: number): Promise<void>
  switchTab(url: string): Promise<void>
  reLaunch(url: string): Promise<void>
}

type Options = Record<string, unknown> & {
  success?: (res: unknown) => void
  fail?: (err: unknown) => void
  complete?: (res: unknown) => void
}

const WINDOW = { windowWidth: 375, windowHeight: 812, screenWidth: 375, screenHeight: 812, pixelRatio: 3, statusBarHeight: 44 }

export class PlatformApi {
  readonly calls: RecordedCall[] = []
  /** Calls answered with fail, and why (what the platform would have told the app). */
  readonly failures: Array<{ api: string; error: string }> = []
  private calling = ''
  readonly storage = new Map<string, unknown>()
  readonly toasts: string[] = []
  clipboard = ''
  private readonly listeners = new Map<string, Array<(arg: unknown) => void>>()

  constructor(
    readonly platform: Platform,
    private readonly script: PlatformScript,
    private readonly navigator: Navigator
  ) {}

  /** The calls made to one API, in order. */
  callsTo(api: string): unknown[] {
    return this.calls.filter((c) => c.api === api).map((c) => c.args)
  }

  emit(event: string, arg: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(arg)
  }

  /** The global object the build sees (`wx` or `my`). */
  build(): Record<string, unknown> {
    const api = this.platform === 'weapp' ? this.weapp() : this.alipay()
    const recorded: Record<string, unknown> = {}
    for (const [name, fn] of Object.entries(api)) {
      recorded[name] = (...args: unknown[]) => {
        this.calls.push({ api: name, args: args.length <= 1 ? args[0] : args })
        this.calling = name
        return (fn as (...a: unknown[]) => unknown)(...args)
      }
    }
    // webpack's chunk list lives on the platform object (`wx.webpackJsonp`).
    return recorded
  }

  // ---- shared pieces

  /**
   * Answers an async call the platform's way: success then complete, or fail then complete, on a later
   * turn. Called without any of the three callbacks, the call returns a Promise instead, as both platforms'
   * base libraries do (WeChat since 2.10.2): Taro leaves some calls (requestPayment) to that.
   */
  private answer(options: Options | undefined, work: () => unknown | Promise<unknown>): Promise<unknown> | undefined {
    const api = this.calling
    const promised = !options?.success && !options?.fail && !options?.complete
    const settled = new Promise<unknown>((resolve, reject) => {
      setTimeout(() => {
        Promise.resolve()
          .then(work)
          .then(
            (res) => {
              options?.success?.(res)
              options?.complete?.(res)
              resolve(res)
            },
            (err: unknown) => {
              this.failures.push({ api, error: err instanceof Error ? err.message : JSON.stringify(err) })
              const failure = err instanceof Error ? { errMsg: err.message, error: 1, errorMessage: err.message } : err
              options?.fail?.(failure)
              options?.complete?.(failure)
              reject(failure)
            }
          )
      }, 0)
    })
    if (promised) return settled
    // With callbacks the result is theirs; the promise must not report an unhandled rejection.
    settled.catch(() => undefined)
    return undefined
  }

  private on(event: string) {
    return (listener: (arg: unknown) => void) => {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    }
  }

  private async fetchJson(url: string, method: string, headers: Record<string, string>, data: unknown, dataType: unknown) {
    const target = new URL(url)
    const base = new URL(this.script.gatewayBase)
    target.protocol = base.protocol
    target.host = base.host
    let body: string | undefined
    if (method === 'GET' && data && typeof data === 'object') {
      for (const [k, v] of Object.entries(data as Record<string, unknown>)) if (v !== undefined) target.searchParams.set(k, String(v))
    } else if (data !== undefined) {
      body = typeof data === 'string' ? data : JSON.stringify(data)
    }
    const res = await fetch(target, { method, headers: { 'content-type': 'application/json', ...headers }, body })
    const text = await res.text()
    let parsed: unknown = text
    if (dataType !== 'text' && dataType !== '其他') {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    }
    return { data: parsed, status: res.status, headers: Object.fromEntries(res.headers.entries()) }
  }

  private systemInfo(extra: Record<string, unknown>) {
    return {
      ...WINDOW,
      windowHeight: WINDOW.windowHeight,
      safeArea: { top: 44, bottom: 778, left: 0, right: 375, width: 375, height: 734 },
      language: 'zh_CN',
      platform: 'ios',
      system: 'iOS 17.0',
      model: 'iPhone 15',
      brand: 'Apple',
      theme: 'light',
      ...extra
    }
  }

  private navigation() {
    const url = (o: Options) => String(o.url ?? '')
    return {
      navigateTo: (o: Options) => this.answer(o, () => this.navigator.navigateTo(url(o)).then(() => ({ errMsg: 'navigateTo:ok' }))),
      redirectTo: (o: Options) => this.answer(o, () => this.navigator.redirectTo(url(o)).then(() => ({ errMsg: 'redirectTo:ok' }))),
      navigateBack: (o: Options = {}) =>
        this.answer(o, () => this.navigator.navigateBack(Number(o.delta ?? 1)).then(() => ({ errMsg: 'navigateBack:ok' }))),
      switchTab: (o: Options) => this.answer(o, () => this.navigator.switchTab(url(o)).then(() => ({ errMsg: 'switchTab:ok' }))),
      reLaunch: (o: Options) => this.answer(o, () => this.navigator.reLaunch(url(o)).then(() => ({ errMsg: 'reLaunch:ok' })))
    }
  }

  private screen() {
    let brightness = 0.5
    return {
      getMenuButtonBoundingClientRect: () => ({ top: 48, bottom: 80, left: 281, right: 368, width: 87, height: 32 }),
      nextTick: (fn: () => void) => setTimeout(fn, 0),
      onNetworkStatusChange: this.on('networkStatusChange'),
      offNetworkStatusChange: () => undefined,
      onAppShow: this.on('appShow'),
      onAppHide: this.on('appHide'),
      onPageNotFound: this.on('pageNotFound'),
      onError: this.on('error'),
      onUnhandledRejection: this.on('unhandledRejection'),
      getScreenBrightness: (o: Options) => this.answer(o, () => ({ value: brightness, brightness })),
      setScreenBrightness: (o: Options) =>
        this.answer(o, () => {
          brightness = Number(o.value ?? o.brightness ?? brightness)
          return {}
        }),
      setKeepScreenOn: (o: Options) => this.answer(o, () => ({})),
      getNetworkType: (o: Options) => this.answer(o, () => ({ networkType: 'wifi' })),
      hideLoading: (o?: Options) => this.answer(o, () => ({})),
      hideToast: (o?: Options) => this.answer(o, () => ({})),
      stopPullDownRefresh: (o?: Options) => this.answer(o, () => ({})),
      pageScrollTo: (o: Options) => this.answer(o, () => ({})),
      createSelectorQuery: () => selectorQuery((selector) => this.navigator.element(selector)),
      createIntersectionObserver: () => ({
        relativeToViewport: () => ({ observe: () => undefined }),
        observe: () => undefined,
        disconnect: () => undefined
      }),
      getLocation: (o: Options) => this.answer(o, () => ({ latitude: 31.2304, longitude: 121.4737, accuracy: 30 })),
      getUpdateManager: () => ({
        onCheckForUpdate: () => undefined,
        onUpdateReady: () => undefined,
        onUpdateFailed: () => undefined,
        applyUpdate: () => undefined
      })
    }
  }

  private storageSync(key: string): unknown {
    return this.storage.has(key) ? structuredClone(this.storage.get(key)) : undefined
  }

  // ---- WeChat (developers.weixin.qq.com/miniprogram/dev/api/)

  private weapp(): Record<string, unknown> {
    return {
      ...this.navigation(),
      ...this.screen(),
      request: (o: Options) => {
        const method = String(o.method ?? 'GET').toUpperCase()
        this.answer(o, async () => {
          const res = await this.fetchJson(String(o.url), method, (o.header as Record<string, string>) ?? {}, o.data, o.dataType)
          return { data: res.data, statusCode: res.status, header: res.headers, errMsg: 'request:ok' }
        })
        return { abort: () => undefined, onHeadersReceived: () => undefined }
      },
      getStorageSync: (key: string) => this.storageSync(key) ?? '',
      setStorageSync: (key: string, data: unknown) => void this.storage.set(key, structuredClone(data)),
      removeStorageSync: (key: string) => void this.storage.delete(key),
      clearStorageSync: () => this.storage.clear(),
      getStorage: (o: Options) =>
        this.answer(o, () => {
          if (!this.storage.has(String(o.key))) throw new Error('getStorage:fail data not found')
          return { data: this.storageSync(String(o.key)), errMsg: 'getStorage:ok' }
        }),
      setStorage: (o: Options) => this.answer(o, () => void this.storage.set(String(o.key), structuredClone(o.data))),
      removeStorage: (o: Options) => this.answer(o, () => void this.storage.delete(String(o.key))),
      getSystemInfoSync: () => this.systemInfo({ SDKVersion: '3.3.4', version: '8.0.44', environment: undefined }),
      getSystemInfo: (o: Options) => this.answer(o, () => this.systemInfo({ SDKVersion: '3.3.4', version: '8.0.44' })),
      getWindowInfo: () => ({ ...WINDOW }),
      getAppBaseInfo: () => ({ SDKVersion: '3.3.4', language: 'zh_CN', theme: 'light', version: '8.0.44' }),
      getDeviceInfo: () => ({ platform: 'ios', system: 'iOS 17.0', brand: 'Apple', model: 'iPhone 15' }),
      getLaunchOptionsSync: () => ({ path: 'pages/list/list', query: {}, scene: 1001, referrerInfo: {} }),
      getEnterOptionsSync: () => ({ path: 'pages/list/list', query: {}, scene: 1001, referrerInfo: {} }),
      getAccountInfoSync: () => ({ miniProgram: { appId: this.script.appId, envVersion: 'release', version: '1.0.0' } }),
      canIUse: (name: string) => typeof this.weapp()[String(name).split('.')[0]] !== 'undefined',
      login: (o: Options) => this.answer(o, async () => ({ code: await this.script.loginCode(), errMsg: 'login:ok' })),
      checkSession: (o: Options) => this.answer(o, () => ({ errMsg: 'checkSession:ok' })),
      requestPayment: (o: Options) =>
        this.answer(o, async () => {
          await this.script.pay(o)
          return { errMsg: 'requestPayment:ok' }
        }),
      showToast: (o: Options) => {
        this.toasts.push(String(o.title ?? ''))
        return this.answer(o, () => ({ errMsg: 'showToast:ok' }))
      },
      showLoading: (o: Options) => this.answer(o, () => ({ errMsg: 'showLoading:ok' })),
      showModal: (o: Options) =>
        this.answer(o, () => {
          const confirm = this.script.answerModal(o)
          return { confirm, cancel: !confirm, errMsg: 'showModal:ok' }
        }),
      showActionSheet: (o: Options) => this.answer(o, () => ({ tapIndex: 0, errMsg: 'showActionSheet:ok' })),
      setNavigationBarTitle: (o: Options) => this.answer(o, () => ({})),
      setNavigationBarColor: (o: Options) => this.answer(o, () => ({})),
      setBackgroundColor: (o: Options) => this.answer(o, () => ({})),
      setBackgroundTextStyle: (o: Options) => this.answer(o, () => ({})),
      setClipboardData: (o: Options) =>
        this.answer(o, () => {
          this.clipboard = String(o.data ?? '')
          return { errMsg: 'setClipboardData:ok' }
        }),
      getClipboardData: (o: Options) => this.answer(o, () => ({ data: this.clipboard })),
      makePhoneCall: (o: Options) => this.answer(o, () => ({ errMsg: 'makePhoneCall:ok' })),
      scanCode: (o: Options) =>
        this.answer(o, () => {
          const result = this.script.scan()
          if (result === undefined) throw new Error('scanCode:fail cancel')
          return { result, scanType: 'QR_CODE', errMsg: 'scanCode:ok' }
        }),
      navigateToMiniProgram: (o: Options) => this.answer(o, () => ({ errMsg: 'navigateToMiniProgram:ok' })),
      openDocument: (o: Options) => this.answer(o, () => ({})),
      downloadFile: (o: Options) => this.answer(o, () => ({ tempFilePath: 'wxfile://tmp/download', statusCode: 200 })),
      uploadFile: (o: Options) => this.answer(o, () => ({ data: '{}', statusCode: 200 })),
      chooseImage: (o: Options) => this.answer(o, () => ({ tempFilePaths: ['wxfile://tmp/photo.jpg'], tempFiles: [] })),
      chooseMedia: (o: Options) => this.answer(o, () => ({ tempFiles: [{ tempFilePath: 'wxfile://tmp/photo.jpg', size: 1000 }] })),
      addPhoneCalendar: (o: Options) => this.answer(o, () => ({})),
      startFacialRecognitionVerify: (o: Options) => this.answer(o, () => ({ verifyResult: 'verify_result_test', errCode: 0 })),
      requestSubscribeMessage: (o: Options) => this.answer(o, () => ({ errMsg: 'requestSubscribeMessage:ok' })),
      onThemeChange: this.on('themeChange'),
      offThemeChange: () => undefined,
      onMemoryWarning: this.on('memoryWarning'),
      reportAnalytics: () => undefined,
      getRealtimeLogManager: () => ({ info: () => undefined, warn: () => undefined, error: () => undefined }),
      hideHomeButton: (o?: Options) => this.answer(o, () => ({})),
      showShareMenu: (o?: Options) => this.answer(o, () => ({})),
      vibrateShort: (o?: Options) => this.answer(o, () => ({}))
    }
  }

  // ---- Alipay (opendocs.alipay.com/mini/api/)

  private alipay(): Record<string, unknown> {
    return {
      ...this.navigation(),
      ...this.screen(),
      request: (o: Options) => {
        const method = String(o.method ?? 'GET').toUpperCase()
        this.answer(o, async () => {
          const res = await this.fetchJson(String(o.url), method, (o.headers as Record<string, string>) ?? {}, o.data, o.dataType)
          return { data: res.data, status: res.status, headers: res.headers }
        })
        return { abort: () => undefined }
      },
      getStorageSync: (o: { key: string }) => ({ data: this.storageSync(o.key) ?? null }),
      setStorageSync: (o: { key: string; data: unknown }) => void this.storage.set(o.key, structuredClone(o.data)),
      removeStorageSync: (o: { key: string }) => void this.storage.delete(o.key),
      clearStorageSync: () => this.storage.clear(),
      getStorage: (o: Options) => this.answer(o, () => ({ data: this.storageSync(String(o.key)) ?? null })),
      setStorage: (o: Options) => this.answer(o, () => void this.storage.set(String(o.key), structuredClone(o.data))),
      removeStorage: (o: Options) => this.answer(o, () => void this.storage.delete(String(o.key))),
      getSystemInfoSync: () => this.systemInfo({ version: '10.5.30', app: 'alipay', titleBarHeight: 48 }),
      getSystemInfo: (o: Options) => this.answer(o, () => this.systemInfo({ version: '10.5.30', app: 'alipay', titleBarHeight: 48 })),
      getLaunchOptionsSync: () => ({ path: 'pages/list/list', query: {}, scene: 1001, referrerInfo: {} }),
      getEnterOptionsSync: () => ({ path: 'pages/list/list', query: {}, scene: 1001, referrerInfo: {} }),
      getAccountInfoSync: () => ({ miniProgram: { appId: this.script.appId, envVersion: 'release', version: '1.0.0' } }),
      canIUse: (name: string) => typeof this.alipay()[String(name).split('.')[0]] !== 'undefined',
      getAuthCode: (o: Options) => this.answer(o, async () => ({ authCode: await this.script.loginCode(), authSucessScope: [] })),
      tradePay: (o: Options) =>
        this.answer(o, async () => {
          try {
            await this.script.pay(o)
            return { resultCode: '9000' }
          } catch {
            return { resultCode: '6001' }
          }
        }),
      showToast: (o: Options) => {
        this.toasts.push(String(o.content ?? ''))
        return this.answer(o, () => ({}))
      },
      showLoading: (o: Options) => this.answer(o, () => ({})),
      confirm: (o: Options) =>
        this.answer(o, () => {
          const confirm = this.script.answerModal({ ...o, title: o.title, content: o.content })
          return { confirm }
        }),
      alert: (o: Options) => this.answer(o, () => ({})),
      showActionSheet: (o: Options) => this.answer(o, () => ({ index: 0 })),
      setNavigationBar: (o: Options) => this.answer(o, () => ({})),
      setBackgroundColor: (o: Options) => this.answer(o, () => ({})),
      setClipboard: (o: Options) =>
        this.answer(o, () => {
          this.clipboard = String(o.text ?? '')
          return {}
        }),
      getClipboard: (o: Options) => this.answer(o, () => ({ text: this.clipboard })),
      makePhoneCall: (o: Options) => this.answer(o, () => ({})),
      scan: (o: Options) =>
        this.answer(o, () => {
          const code = this.script.scan()
          if (code === undefined) throw Object.assign(new Error('user cancelled'), { error: 10 })
          return { code, result: code }
        }),
      navigateToMiniProgram: (o: Options) => this.answer(o, () => ({})),
      downloadFile: (o: Options) => this.answer(o, () => ({ apFilePath: 'https://resource/download' })),
      uploadFile: (o: Options) => this.answer(o, () => ({ data: '{}', statusCode: 200 })),
      chooseImage: (o: Options) =>
        this.answer(o, () => ({ apFilePaths: ['https://resource/photo.jpg'], tempFilePaths: ['https://resource/photo.jpg'] })),
      startAPVerify: (o: Options) => this.answer(o, () => ({ resultStatus: '9000' })),
      onAppShow: this.on('appShow'),
      reportAnalytics: () => undefined
    }
  }
}

/**
 * createSelectorQuery as documented: select / selectAll / selectViewport, then boundingClientRect, fields
 * (size, node) or scrollOffset, answered in order by exec. Sizes come from the host (there is no layout).
 */
function selectorQuery(find: (selector: string) => QueriedElement | undefined) {
  const pending: Array<() => unknown> = []
  const query = {
    in: () => query,
    select: (selector: string) => fieldsOf(() => find(selector)),
    selectAll: (selector: string) => fieldsOf(() => find(selector), true),
    selectViewport: () => fieldsOf(() => ({ width: 375, height: 812 })),
    exec: (cb?: (r: unknown[]) => void) => setTimeout(() => cb?.(pending.map((answer) => answer())), 0)
  }
  const fieldsOf = (el: () => QueriedElement | undefined, all = false) => {
    const add = (answer: () => unknown, cb?: (r: unknown) => void) => {
      pending.push(() => {
        const value = answer()
        cb?.(value)
        return value
      })
      return query
    }
    const rect = () => {
      const e = el()
      return e ? { id: '', dataset: {}, top: 0, left: 0, right: e.width, bottom: e.height, width: e.width, height: e.height } : null
    }
    const many = (value: () => unknown) => (all ? () => (el() ? [value()] : []) : value)
    return {
      boundingClientRect: (cb?: (r: unknown) => void) => add(many(rect), cb),
      scrollOffset: (cb?: (r: unknown) => void) =>
        add(
          many(() => (el() ? { scrollTop: 0, scrollLeft: 0 } : null)),
          cb
        ),
      fields: (fields: { node?: boolean; size?: boolean }, cb?: (r: unknown) => void) =>
        add(
          many(() => {
            const e = el()
            if (!e) return null
            return { ...(fields.size ? { width: e.width, height: e.height } : {}), ...(fields.node ? { node: e.canvas ?? null } : {}) }
          }),
          cb
        ),
      node: (cb?: (r: unknown) => void) =>
        add(
          many(() => ({ node: el()?.canvas ?? null })),
          cb
        )
    }
  }
  return query
}

/**
 * A type="2d" canvas node (WeChat's Canvas 2D, Alipay's alike): width, height, getContext('2d') whose drawing
 * calls are counted (nothing is painted), requestAnimationFrame.
 */
export class CanvasNode {
  width = 300
  height = 150
  drawCalls = 0
  private context: unknown

  getContext(type: string): unknown {
    if (type !== '2d') return null
    this.context ??= new Proxy(
      {},
      {
        get: (target: Record<string | symbol, unknown>, key) => {
          if (key in target) return target[key]
          if (key === 'measureText') return (text: string) => ({ width: String(text).length * 7 })
          if (key === 'createLinearGradient' || key === 'createRadialGradient') return () => ({ addColorStop: () => undefined })
          if (key === 'getImageData') return () => ({ data: new Uint8ClampedArray(4) })
          if (key === 'canvas') return this
          return () => {
            this.drawCalls++
          }
        },
        set: (target: Record<string | symbol, unknown>, key, value) => {
          target[key] = value
          return true
        }
      }
    )
    return this.context
  }

  requestAnimationFrame(cb: (t: number) => void): number {
    return setTimeout(() => cb(Date.now()), 16) as unknown as number
  }

  cancelAnimationFrame(id: number): void {
    clearTimeout(id)
  }

  createImage(): Record<string, unknown> {
    return { src: '', width: 0, height: 0, onload: null, onerror: null }
  }
}
