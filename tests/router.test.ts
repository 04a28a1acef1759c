import { NETWORK_RETRY_MS, Router, isPageLoadError, loginRouteFor, type Navigator, type RouterDeps } from '../src/router/router'
import { ROUTES } from '../types/routes/route-table'

/** A navigator that keeps a page stack like the platform does and records every call. */
function fakeNavigator(initial: string[] = ['pages/list/list']) {
  const calls: string[] = []
  const stack = [...initial]
  const strip = (url: string) => url.replace(/^\//, '').split('?')[0]
  const nav: Navigator = {
    async navigateTo(url) {
      calls.push(`navigateTo ${url}`)
      stack.push(strip(url))
    },
    async redirectTo(url) {
      calls.push(`redirectTo ${url}`)
      stack[stack.length - 1] = strip(url)
    },
    async reLaunch(url) {
      calls.push(`reLaunch ${url}`)
      stack.splice(0, stack.length, strip(url))
    },
    async switchTab(url) {
      calls.push(`switchTab ${url}`)
      stack.splice(0, stack.length, strip(url))
    },
    async navigateBack(delta) {
      calls.push(`navigateBack ${delta}`)
      stack.splice(Math.max(1, stack.length - delta))
    },
    stack: () => [...stack],
    async navigateToMiniProgram(appId, path) {
      calls.push(`mini ${appId} ${path ?? ''}`)
    }
  }
  return { nav, calls, stack }
}

function setup(overrides: Partial<RouterDeps> = {}, initial?: string[]) {
  const { nav, calls, stack } = fakeNavigator(initial)
  let clock = 1000
  const toasts: string[] = []
  const warnings: string[] = []
  const scheduled: Array<{ fn: () => void; ms: number }> = []
  let loggedIn = false
  const router = new Router({
    navigator: nav,
    web: false,
    isLoggedIn: () => loggedIn,
    loginRoute: () => 'login',
    carried: () => ({}),
    toast: (t) => toasts.push(t),
    warn: (m) => warnings.push(m),
    now: () => clock,
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
    ...overrides
  })
  return {
    router,
    calls,
    stack,
    toasts,
    warnings,
    scheduled,
    tick: (ms: number) => {
      clock += ms
    },
    login: () => {
      loggedIn = true
    }
  }
}

describe('router: open, redirect, relaunch, switch tab', () => {
  test('opens a subpackage page by route name with its params in the query (mini-program)', async () => {
    const t = setup()
    expect(await t.router.open('show_detail', { showId: '42', from: 'home' })).toBe('navigated')
    expect(t.calls).toEqual(['navigateTo /subpackages/show/show-detail/show-detail?showId=42&from=home'])
  })

  test('tab pages are switched to, never pushed', async () => {
    const t = setup({}, ['pages/list/list', 'subpackages/show/search/search'])
    expect(await t.router.open('mine')).toBe('switched-tab')
    expect(t.calls).toEqual(['switchTab /pages/mine/mine'])
  })

  test('aliases open the same route ("Pages may have aliases")', async () => {
    const t = setup()
    await t.router.open('show-detail', { showId: '7' })
    expect(t.calls[0]).toBe('navigateTo /subpackages/show/show-detail/show-detail?showId=7')
    expect(t.router.resolve('ticket-detail')?.name).toBe('ticket-detail-new')
  })

  test('"A showId containing SG is sent to group_show_detail"', async () => {
    const t = setup()
    await t.router.open('show_detail', { showId: 'SG1001' })
    expect(t.calls[0]).toBe('navigateTo /subpackages/show/group-show-detail/group-show-detail?showId=SG1001')
  })

  test('redirect replaces the current page; relaunch clears the stack', async () => {
    const t = setup({}, ['pages/list/list', 'subpackages/show/search/search'])
    await t.router.redirect('show_detail', { showId: '1' })
    expect(t.stack).toEqual(['pages/list/list', 'subpackages/show/show-detail/show-detail'])
    await t.router.relaunch('search')
    expect(t.stack).toEqual(['subpackages/show/search/search'])
    expect(t.calls).toEqual(['redirectTo /subpackages/show/show-detail/show-detail?showId=1', 'reLaunch /subpackages/show/search/search'])
  })

  test('switchTab of a page that is not a tab warns and opens the fallback page', async () => {
    const t = setup()
    expect(await t.router.switchTab('search')).toBe('fallback')
    expect(t.calls).toEqual(['reLaunch /pages/list/list'])
    expect(t.warnings.length).toBe(1)
  })
})

describe('router: stack, guards and fallback', () => {
  test('"Outside web, when 10 pages are stacked, open replaces the current page"', async () => {
    const stack = ['pages/list/list', ...Array.from({ length: 9 }, () => 'subpackages/show/show-detail/show-detail')]
    const t = setup({}, stack)
    expect(stack.length).toBe(10)
    expect(await t.router.open('search')).toBe('redirected')
    expect(t.calls).toEqual(['redirectTo /subpackages/show/search/search'])
    expect(t.stack.length).toBe(10)
  })

  test('at 9 pages the open still pushes', async () => {
    const t = setup({}, ['pages/list/list', ...Array.from({ length: 8 }, () => 'subpackages/show/show-detail/show-detail')])
    expect(await t.router.open('search')).toBe('navigated')
    expect(t.stack.length).toBe(10)
  })

  test('on web the 10-page rule does not apply', async () => {
    const t = setup(
      { web: true },
      Array.from({ length: 12 }, () => 'content')
    )
    expect(await t.router.open('search')).toBe('navigated')
  })

  test('double-open guard: the same route within 100 ms is ignored, after 100 ms it opens', async () => {
    const t = setup()
    expect(await t.router.open('search')).toBe('navigated')
    t.tick(99)
    expect(await t.router.open('search')).toBe('ignored-double-open')
    t.tick(1)
    expect(await t.router.open('search')).toBe('navigated')
    expect(t.calls.length).toBe(2)
  })

  test('double-open guard interval is configurable', async () => {
    const t = setup({ doubleOpenMs: 500 })
    await t.router.open('search')
    t.tick(300)
    expect(await t.router.open('search')).toBe('ignored-double-open')
  })

  test('a different route right away is not blocked by the guard', async () => {
    const t = setup()
    await t.router.open('search')
    expect(await t.router.open('show_detail', { showId: '1' })).toBe('navigated')
  })

  test('unique pages cannot be opened twice until closed', async () => {
    const t = setup({}, ['pages/list/list', 'subpackages/user/login/login'])
    expect(await t.router.open('login')).toBe('ignored-unique')
    expect(t.calls).toEqual([])
  })

  test('an unknown route name falls back to /pages/list/list with a warning', async () => {
    const t = setup()
    expect(await t.router.open('no-such-page')).toBe('fallback')
    expect(t.calls).toEqual(['reLaunch /pages/list/list'])
    expect(t.warnings[0]).toContain('no-such-page')
  })

  test('a known route whose page is not built yet shows the under-development toast', async () => {
    // Every spec route has its page now (site_purchase was the last); a declared route without `file` stands in.
    const t = setup({ routes: [...ROUTES, { name: 'later', package: 'venue', web: ['/later/:showId'], title: 'common.web' }] })
    expect(await t.router.open('later', { showId: '1' })).toBe('under-development')
    expect(t.toasts).toEqual(['under_development'])
    expect(t.calls).toEqual([])
  })
})

describe('router: carried params and web paths', () => {
  test('"channelId and forbidShare are carried into every route"', async () => {
    const t = setup({ carried: () => ({ channelId: 'CH9', forbidShare: '1' }) })
    await t.router.open('search')
    expect(t.calls[0]).toBe('navigateTo /subpackages/show/search/search?channelId=CH9&forbidShare=1')
  })

  test('empty, "undefined" and "null" params are dropped', async () => {
    const t = setup({ carried: () => ({ channelId: 'undefined', forbidShare: 'null' }) })
    await t.router.open('show_detail', { showId: '5', x: undefined, y: '' })
    expect(t.calls[0]).toBe('navigateTo /subpackages/show/show-detail/show-detail?showId=5')
  })

  test('on H5 routes open their web path with path params filled and the rest in the query', async () => {
    const t = setup({ web: true, carried: () => ({ channelId: 'C1' }) })
    await t.router.open('show_detail', { showId: '123', source: 'banner' })
    t.tick(200)
    await t.router.open('search', { placeholder: 'jazz' })
    t.tick(200)
    await t.router.open('search')
    expect(t.calls).toEqual([
      'navigateTo /content/123?channelId=C1&source=banner',
      'navigateTo /search/jazz?channelId=C1',
      'navigateTo /search?channelId=C1'
    ])
  })

  test('on H5 tabs switch to their web path', async () => {
    const t = setup({ web: true })
    await t.router.switchTab('all')
    await t.router.switchTab('ticket_holder')
    expect(t.calls).toEqual(['switchTab /list', 'switchTab /ticket'])
  })

  test('topic-activity becomes the topic_activity route unless USE_WEB_ACTIVITY is set', () => {
    const plain = setup({ web: true })
    expect(plain.router.resolve('topic-activity')?.name).toBe('topic_activity')
  })
})

describe('router: login gate', () => {
  test('a login page opened by a visitor goes to login and remembers the wanted page', async () => {
    const t = setup()
    expect(await t.router.open('order_detail', { orderId: 'O1' })).toBe('login-required')
    expect(t.calls).toEqual(['navigateTo /subpackages/user/login/login'])
    expect(t.router.rememberedRoute()).toEqual({ name: 'order_detail', params: { orderId: 'O1' } })
  })

  test('"The wanted page is remembered and opened 500 ms after login completes"', async () => {
    const t = setup()
    await t.router.open('order_list')
    t.login()
    t.router.loginSucceeded()
    expect(t.scheduled.map((s) => s.ms)).toEqual([500])
    expect(t.calls).toEqual(['navigateTo /subpackages/user/login/login'])
    t.scheduled[0].fn()
    await Promise.resolve()
    expect(t.calls[1]).toBe('redirectTo /subpackages/order/order-list/order-list')
    expect(t.router.rememberedRoute()).toBeUndefined()
  })

  test('logged-in buyers open login pages directly', async () => {
    const t = setup()
    t.login()
    expect(await t.router.open('order_list')).toBe('navigated')
  })

  test('the configured login route is used (login_way when phone and email are both offered)', async () => {
    expect(loginRouteFor(['CELLPHONE'])).toBe('login')
    expect(loginRouteFor(['EMAIL'])).toBe('login_email')
    expect(loginRouteFor(['EMAIL', 'CELLPHONE'])).toBe('login_way')
    expect(loginRouteFor(undefined)).toBe('login')
  })
})

describe('router: back', () => {
  test('back by delta', async () => {
    const t = setup({}, ['pages/list/list', 'subpackages/show/search/search', 'subpackages/show/show-detail/show-detail'])
    await t.router.back({ delta: 2 })
    expect(t.calls).toEqual(['navigateBack 2'])
  })

  test('back to a target route computes the delta from the stack', async () => {
    const t = setup({}, [
      'pages/list/list',
      'subpackages/show/search/search',
      'subpackages/show/show-detail/show-detail',
      'subpackages/user/setting/setting'
    ])
    await t.router.back({ to: 'search' })
    expect(t.calls).toEqual(['navigateBack 2'])
  })

  test('back to a route that is not in the stack relaunches it; to a tab switches', async () => {
    const t = setup({}, ['pages/list/list', 'subpackages/show/search/search'])
    await t.router.back({ to: 'setting' })
    expect(t.calls).toEqual(['reLaunch /subpackages/user/setting/setting'])
    await t.router.back({ to: 'mine' })
    expect(t.calls[1]).toBe('switchTab /pages/mine/mine')
  })

  test('back with nothing to go back to opens the fallback page', async () => {
    const t = setup({}, ['subpackages/show/show-detail/show-detail'])
    await t.router.back()
    expect(t.calls).toEqual(['reLaunch /pages/list/list'])
  })

  test('"Back ... returns a result to the opener"', async () => {
    const t = setup({}, ['pages/list/list', 'subpackages/user/setting/setting'])
    const pending = t.router.openForResult('language')
    await new Promise((r) => setTimeout(r, 0))
    expect(t.stack).toEqual(['pages/list/list', 'subpackages/user/setting/setting', 'subpackages/user/language/language'])
    await t.router.back({ result: { locale: 'en-US' } })
    await expect(pending).resolves.toEqual({ locale: 'en-US' })
  })

  test('a page that goes back without a result gives the opener undefined', async () => {
    const t = setup({}, ['pages/list/list'])
    const pending = t.router.openForResult('search')
    await new Promise((r) => setTimeout(r, 0))
    await t.router.back()
    await expect(pending).resolves.toBeUndefined()
  })
})

describe('router: host container hand-off', () => {
  test('inside a host, navigation goes to the host through the route map', async () => {
    const handed: Array<[string, Record<string, string>]> = []
    const t = setup({
      carried: () => ({ channelId: 'APP' }),
      host: { routeMap: { show_detail: 'native://show' }, navigate: (r, p) => handed.push([r, p]) }
    })
    expect(await t.router.open('show_detail', { showId: '9' })).toBe('handed-to-host')
    expect(handed).toEqual([['native://show', { channelId: 'APP', showId: '9' }]])
    expect(t.calls).toEqual([])
  })

  test('a route missing from the host map shows the under-development toast', async () => {
    const t = setup({ host: { routeMap: {}, navigate: () => undefined } })
    expect(await t.router.open('search')).toBe('under-development')
    expect(t.toasts).toEqual(['under_development'])
  })
})

describe('router: mini-program jumps', () => {
  test('a failed jump to another mini-program shows the jump-failed toast', async () => {
    const t = setup({
      navigator: { ...fakeNavigator().nav, navigateToMiniProgram: () => Promise.reject(new Error('no')) }
    })
    await t.router.openMiniProgram('wx123', 'pages/a')
    expect(t.toasts).toEqual(['jump_failed'])
  })
})

describe('router: a login page reached by its address (issue #14: "a login-required deep link shows 加载失败/重试 instead of the login page")', () => {
  test('a visitor arriving at /order goes to login in its place, the login URL naming the page to return to', async () => {
    const t = setup({ web: true, loginRoute: () => 'login_way' }, ['order'])
    expect(await t.router.arrive('order_list')).toBe('login-required')
    expect(t.calls).toEqual(['redirectTo /login-way?redirect=%2Forder'])
    expect(t.router.rememberedRoute()).toEqual({ name: 'order_list', params: {}, returnUrl: '/order' })
  })

  test('every route the table marks login is gated on arrival, with its params; others are allowed', async () => {
    const t = setup({ web: true })
    expect(await t.router.arrive('order_detail', { orderId: 'O7' })).toBe('login-required')
    expect(t.calls).toEqual(['redirectTo /login?redirect=%2Forder%2Fdetail%2FO7'])
    expect(await t.router.arrive('show_detail', { showId: '1' })).toBe('allowed')
    expect(await t.router.arrive('login')).toBe('allowed')
    t.login()
    expect(await t.router.arrive('order_list')).toBe('allowed')
    expect(t.calls.length).toBe(1)
  })

  test('after login the page asked for opens (500 ms later), replacing the login page', async () => {
    const t = setup({ web: true, loginRoute: () => 'login_way' }, ['order'])
    await t.router.arrive('order_list')
    // login_way → login keeps the return URL in the address too
    await t.router.redirect('login')
    expect(t.calls[1]).toBe('redirectTo /login?redirect=%2Forder')
    t.login()
    t.router.loginSucceeded()
    expect(t.scheduled.map((s) => s.ms)).toEqual([500])
    t.scheduled[0].fn()
    await Promise.resolve()
    expect(t.calls[2]).toBe('redirectTo /order')
  })

  test('a login page reloaded on the way takes its return URL back; only our login pages are taken', async () => {
    const t = setup({ web: true })
    t.router.resumeGate('https://evil.example/order')
    expect(t.router.rememberedRoute()).toBeUndefined()
    t.router.resumeGate('/content/12')
    expect(t.router.rememberedRoute()).toBeUndefined()
    t.router.resumeGate('/order/detail/O9?from=mail')
    expect(t.router.rememberedRoute()).toEqual({
      name: 'order_detail',
      params: { from: 'mail', orderId: 'O9' },
      returnUrl: '/order/detail/O9?from=mail'
    })
  })

  test('in-app opens keep their plain login URL (the return is remembered in memory)', async () => {
    const t = setup({ web: true })
    await t.router.open('order_list')
    expect(t.calls).toEqual(['navigateTo /login'])
  })
})

describe('router: a page whose code cannot load (issue #14: "with the network gone, a tab or card tap changes the URL and nothing else")', () => {
  const chunkError = () => Object.assign(new Error('Loading chunk 8496 failed.\n(error: http://x/js/8496.js)'), { name: 'ChunkLoadError' })

  function offlineSetup(initial?: string[]) {
    let online = false
    const prepared: string[] = []
    const base = fakeNavigator(initial)
    const nav: Navigator = {
      ...base.nav,
      async prepare(url) {
        prepared.push(url)
        if (!online) throw chunkError()
      }
    }
    const t = setup({ web: true, navigator: nav })
    return {
      ...t,
      calls: base.calls,
      stack: base.stack,
      prepared,
      goOnline: () => {
        online = true
      }
    }
  }

  test("the page's code loads before the address changes; failing, the buyer stays put and is told", async () => {
    const t = offlineSetup(['pages/list/list'])
    expect(await t.router.switchTab('all')).toBe('load-failed')
    expect(t.prepared).toEqual(['/list'])
    expect(t.calls).toEqual([])
    expect(t.stack).toEqual(['pages/list/list'])
    expect(t.toasts).toEqual(['network_unavailable'])
    expect(t.router.hasPendingNavigation()).toBe(true)
  })

  test('when the network returns the navigation completes by itself', async () => {
    const t = offlineSetup()
    await t.router.open('show_detail', { showId: '5' })
    t.goOnline()
    await t.router.networkReturned()
    expect(t.calls).toEqual(['navigateTo /content/5'])
    expect(t.router.hasPendingNavigation()).toBe(false)
  })

  test("the buyer's next tap retries (and replaces what was waiting)", async () => {
    const t = offlineSetup()
    await t.router.switchTab('all')
    t.goOnline()
    t.tick(200)
    expect(await t.router.switchTab('mine')).toBe('switched-tab')
    expect(t.router.hasPendingNavigation()).toBe(false)
    await t.router.networkReturned()
    expect(t.calls).toEqual(['switchTab /mine'])
  })

  test('still offline when the network event comes: told again, still waiting', async () => {
    const t = offlineSetup()
    await t.router.switchTab('all')
    await t.router.networkReturned()
    expect(t.toasts).toEqual(['network_unavailable', 'network_unavailable'])
    expect(t.router.hasPendingNavigation()).toBe(true)
  })

  test('a retry that meets a page file cut when the network went is tried again shortly while the network is up (NETWORK_RETRIES, growing waits); offline it waits for the next return', async () => {
    let failures = 2
    const base = fakeNavigator()
    const nav: Navigator = {
      ...base.nav,
      async prepare() {
        if (failures-- > 0) throw chunkError()
      }
    }
    const t = setup({ web: true, navigator: nav })
    await t.router.open('show_detail', { showId: '5' })
    await t.router.networkReturned(() => true)
    expect(base.calls).toEqual([])
    expect(t.scheduled.map((s) => s.ms)).toEqual([NETWORK_RETRY_MS])
    t.scheduled[0].fn()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(base.calls).toEqual(['navigateTo /content/5'])
    expect(t.router.hasPendingNavigation()).toBe(false)

    // The network went again before the retry: nothing is scheduled, the next return retries.
    const offline = offlineSetup()
    await offline.router.open('show_detail', { showId: '6' })
    await offline.router.networkReturned(() => false)
    expect(offline.scheduled).toEqual([])
    expect(offline.router.hasPendingNavigation()).toBe(true)
  })

  test('a failure that is not the network is a bug and is not swallowed', async () => {
    const t = setup({ web: true, navigator: { ...fakeNavigator().nav, prepare: () => Promise.reject(new TypeError('x is undefined')) } })
    await expect(t.router.open('search')).rejects.toThrow('x is undefined')
  })

  test('chunk errors are told apart: scripts, styles, and anything else', () => {
    expect(isPageLoadError(chunkError())).toBe(true)
    expect(
      isPageLoadError(Object.assign(new Error('Loading CSS chunk 12 failed.\n(/css/12.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' }))
    ).toBe(true)
    expect(isPageLoadError(new Error('Loading chunk 3 failed.'))).toBe(true)
    expect(isPageLoadError(new TypeError('boom'))).toBe(false)
    expect(isPageLoadError(undefined)).toBe(false)
  })

  test('a load that failed outside the router (browser back/forward) is retried when the network returns', async () => {
    const t = setup({ web: true })
    let retried = 0
    t.router.pageLoadFailed(async () => void retried++)
    expect(t.toasts).toEqual(['network_unavailable'])
    await t.router.networkReturned()
    await t.router.networkReturned()
    expect(retried).toBe(1)
  })
})

describe('router: dead ends (issue #14)', () => {
  test('"an unknown route silently lands on home": on H5 an unknown address shows the not-found page naming it', async () => {
    const t = setup({ web: true })
    expect(await t.router.pageNotFound('/no/such/page')).toBe('redirected')
    expect(t.calls).toEqual(['redirectTo /page-error?path=%2Fno%2Fsuch%2Fpage'])
    expect(t.warnings[0]).toContain('/no/such/page')
  })

  test("in the mini-programs an unknown page opens the spec's fallback page with a toast", async () => {
    const t = setup()
    expect(await t.router.pageNotFound('pages/gone/gone')).toBe('fallback')
    expect(t.calls).toEqual(['reLaunch /pages/list/list'])
    expect(t.toasts).toEqual(['page_not_found'])
  })

  test('"choosing a language jumps to home instead of back": after a reload the browser\'s history takes the buyer back', async () => {
    let steppedBack = 0
    const base = fakeNavigator(['subpackages/user/language/language'])
    const t = setup({ web: true, navigator: { ...base.nav, historyBack: () => (steppedBack++, true) } })
    await t.router.back({ result: 'en-US' })
    expect(steppedBack).toBe(1)
    expect(base.calls).toEqual([])
  })

  test('with no earlier page of ours in the history, back still opens the fallback page', async () => {
    const base = fakeNavigator(['subpackages/user/language/language'])
    const t = setup({ web: true, navigator: { ...base.nav, historyBack: () => false } })
    await t.router.back()
    expect(base.calls).toEqual(['reLaunch /'])
  })
})
