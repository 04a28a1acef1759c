/**
 * Issue #14 item 8 ("One spacing scale, one type scale and one radius in the theme; no page sets its own
 * margins") and item 11 ("Give PC the spec's width with a top navigation in place of the tab bar, and
 * proportions a laptop buyer would accept"): the rules as plain modules.
 */
import { readFileSync, readdirSync, statSync } from 'fs'
import path from 'path'
import { FONT, PAGE_GUTTER, RADIUS, SPACE, scaleCssVariables } from '../src/theme/scale'
import { LAYOUT, pageHeader, rootFontSize, showListColumns, tabNavigation, type Platform } from '../src/platform/platform'
import { buildTabBar, buildTopNav, type TabBarInputs } from '../src/components/tab-bar/tab-bar-model'
import { DEFAULT_BOTTOM_NAVIGATION } from '../src/shop-config/default-shop-config'

const src = path.join(__dirname, '..', 'src')
const read = (file: string) => readFileSync(path.join(src, file), 'utf8')

function scssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? scssFiles(full) : name.endsWith('.scss') ? [full] : []
  })
}

describe('"one spacing scale, one type scale and one radius in the theme"', () => {
  test('the scale is a few steps, the gutter one of them', () => {
    expect(Object.values(SPACE)).toEqual([4, 8, 12, 16, 24, 32])
    expect(Object.keys(FONT)).toEqual(['xs', 'sm', 'md', 'lg', 'xl'])
    expect(Object.values(SPACE)).toContain(PAGE_GUTTER)
    expect(RADIUS.card).toBe(12)
  })

  test('scale.scss declares exactly the variables of scale.ts (all three targets read the same names)', () => {
    const declared = Object.fromEntries(
      [...read('theme/scale.scss').matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map((m) => [m[1], m[2].trim().toLowerCase()])
    )
    const expected = Object.fromEntries(Object.entries(scaleCssVariables()).map(([k, v]) => [k, v.toLowerCase()]))
    expect(declared).toEqual(expected)
  })

  test('the scale is declared on every page (page in the mini-programs, the shell root, :root on H5)', () => {
    const app = read('app.scss')
    expect(app).toMatch(/@import '\.\/theme\/scale\.scss'/)
    expect(app).toMatch(/page,\s*\.page\s*\{\s*@include scale-variables;/)
  })

  test('"no page sets its own margins": the shell pads the body with the one gutter', () => {
    expect(read('components/page-shell/page-shell.scss')).toMatch(
      /\.page__body\s*\{\s*padding: var\(--space-3, 12px\) var\(--page-gutter, 16px\);/
    )
  })

  test('"square and rounded cards mixed": every border-radius of a card is the card radius', () => {
    // Cards are the surfaces on the page background; their radius is written once, as --radius-card.
    const offenders = scssFiles(src)
      .filter((f) => !f.includes('pick-seat'))
      .flatMap((f) => {
        const text = readFileSync(f, 'utf8')
        return [...text.matchAll(/border-radius:\s*(8|10|12)px/g)].map(() => path.relative(src, f))
      })
    expect(offenders).toEqual([])
  })

  test('"the disabled primary button looks active (salmon, not grey)": disabled buttons are grey', () => {
    // Every button is taro-ui's AtButton, themed in src/theme/taro-ui/button.scss: a disabled primary is
    // grey at full opacity (taro-ui's own is the brand colour at 0.3).
    const button = read('theme/taro-ui/button.scss')
    const disabled = /\.at-button--primary\.at-button--disabled\s*\{([^}]*)\}/.exec(button)?.[1] ?? ''
    expect(disabled).toMatch(/background: var\(--color-disabled\)/)
    expect(disabled).toMatch(/opacity: 1/)
    expect(scaleCssVariables()['--color-disabled']).toBe('#C8C9CC')
    // The app's greyed buttons that still answer
    // a tap (confirm order and seat picking explain what is missing; the reply dialog's countdown button).
    const others: Array<[string, RegExp]> = [
      ['subpackages/order/confirm-order/confirm-order.scss', /\.confirm-order__submit--off\s*\{([^}]*)\}/],
      ['subpackages/show/pick-seat/pick-seat.scss', /\.pick-seat__confirm--off\s*\{([^}]*)\}/],
      ['components/reply-dialog/reply-dialog.scss', /\.reply-dialog__primary\[disabled\]\s*\{([^}]*)\}/]
    ]
    for (const [file, rule] of others) {
      const body = rule.exec(read(file))?.[1] ?? ''
      expect([file, /var\(--color-disabled/.test(body), /opacity/.test(body)]).toEqual([file, true, false])
    }
  })
})

describe('PC layout (issue #14 item 11)', () => {
  test('"no navigation at all (the tab bar is hidden on PC)": PC gets the tabs on top, every other platform at the bottom', () => {
    expect(tabNavigation('PC')).toBe('top')
    for (const p of ['MINI', 'WX_H5', 'CMB', 'APP_WEBVIEW', 'H5'] as Platform[]) expect(tabNavigation(p)).toBe('bottom')
  })

  test('"on PC with the top nav there should be one header, not two stacked bars": the title is a heading in the column on PC, the bar elsewhere, none under a host\'s bar', () => {
    expect(pageHeader('PC')).toBe('heading')
    for (const p of ['MINI', 'CMB', 'H5'] as Platform[]) expect(pageHeader(p)).toBe('bar')
    for (const p of ['WX_H5', 'APP_WEBVIEW'] as Platform[]) expect(pageHeader(p)).toBe('none')
    const shell = read('components/page-shell/PageShell.tsx')
    expect(shell).toMatch(/header === 'bar' && <NavBar/)
    expect(shell).toMatch(/header === 'heading' && !isTab && <PageHeading/)
  })

  test('"a stretched phone layout, huge posters": the rem base stays at the design size on a laptop', () => {
    // Taro's own script gives 20 × 1280 / 375, capped at 40: everything at twice its size.
    expect(rootFontSize('PC', 1280)).toBe(20)
    expect(rootFontSize('PC', 1920)).toBe(20)
    expect(rootFontSize('H5', 375)).toBe(20)
    expect(rootFontSize('H5', 414)).toBeCloseTo(22.08, 2)
    // A tablet in H5 mode lays out a 500 px column: sized for 500, not for the window.
    expect(rootFontSize('H5', 1024)).toBeCloseTo((20 * LAYOUT.h5MaxWidth) / 375, 2)
  })

  test('"multi-column show lists where it fits": 3 card columns and 4 tile columns across 960 px, 1 on a phone', () => {
    expect(showListColumns(LAYOUT.pcWidth, 'card')).toBe(3)
    expect(showListColumns(LAYOUT.pcWidth, 'tile')).toBe(4)
    expect(showListColumns(375, 'card')).toBe(1)
    expect(showListColumns(100, 'tile')).toBe(1)
    // A desktop window narrowed to 600 px: one card column, as two would leave each 278 px between the gutters.
    expect(showListColumns(600, 'card')).toBe(1)
    expect(showListColumns(600, 'tile')).toBe(2)
  })

  const inputs = (platform: Platform, currentPage = 'pages/mine/mine'): TabBarInputs => ({
    config: DEFAULT_BOTTOM_NAVIGATION,
    currentPage,
    mainColor: '#FB5200',
    platform,
    loggedIn: true,
    cartSupported: true,
    cartCount: 3,
    label: (key) => `t:${key}`,
    warn: () => undefined
  })

  test('"a top navigation in place of the tab bar": the top bar shows on PC with the bottom bar\'s tabs', () => {
    const top = buildTopNav(inputs('PC'))
    const bottom = buildTabBar(inputs('H5'))
    expect(top.visible).toBe(true)
    expect(buildTabBar(inputs('PC')).visible).toBe(false)
    expect(top.tabs.map((t) => [t.label, t.selected, t.action, t.badge])).toEqual(
      bottom.tabs.map((t) => [t.label, t.selected, t.action, t.badge])
    )
    expect(top.tabs.find((t) => t.selected)?.label).toBe('t:tabbar.mine')
  })

  test('phones keep the bottom bar and no top bar; no tab is drawn large in the top row', () => {
    expect(buildTopNav(inputs('H5')).visible).toBe(false)
    expect(buildTopNav(inputs('MINI')).visible).toBe(false)
    const outer = { ...DEFAULT_BOTTOM_NAVIGATION, style: { ...DEFAULT_BOTTOM_NAVIGATION.style, navigationType: 'outer' as const } }
    expect(buildTopNav({ ...inputs('PC'), config: outer }).tabs.some((t) => t.large)).toBe(false)
  })
})

describe('navigation type (issue #14 follow-up: "tab-bar labels are 10-11 px, below the type scale")', () => {
  const navSheets = ['components/tab-bar/tab-bar.scss', 'components/tab-bar/top-nav.scss', 'components/tab-bar/nav-badge.scss']

  test('the tab bar, top navigation and their badge set no font size below --font-xs (12px), and no fixed size off the scale', () => {
    const offScale = navSheets.flatMap((file) =>
      [...read(file).matchAll(/font-size:\s*([^;]+);/g)]
        .map((m) => m[1].trim())
        .filter((value) => !/^var\(--font-(xs|sm|md|lg|xl), \d+px\)$/.test(value))
        .map((value) => `${file}: ${value}`)
    )
    expect(offScale).toEqual([])
  })

  test('one badge style for both bars: the shared nav-badge mixin, not two copies', () => {
    for (const file of navSheets.slice(0, 2)) {
      expect(read(file)).toMatch(/@import '\.\/nav-badge\.scss';/)
      expect(read(file)).toMatch(/__badge\s*\{[^}]*@include nav-badge;/)
      expect(read(file)).not.toMatch(/background: var\(--color-main/)
    }
  })
})

describe('type scale everywhere (issue #14 item 9: text sizes on one type scale)', () => {
  test("no stylesheet of the app sets a font size below --font-xs (12px); taro-ui's themed sheets are in 750 units", () => {
    const sheets = scssFiles(src)
      .map((full) => path.relative(src, full))
      .filter((file) => !file.startsWith('theme/taro-ui'))
    const tooSmall = sheets.flatMap((file) =>
      [...read(file).matchAll(/font-size:\s*(\d+(?:\.\d+)?)px/g)].filter((m) => Number(m[1]) < 12).map((m) => `${file}: ${m[0]}`)
    )
    expect(sheets.length).toBeGreaterThan(20)
    expect(tooSmall).toEqual([])
  })
})
