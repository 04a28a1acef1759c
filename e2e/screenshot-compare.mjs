/**
 * The screenshot tests' one place for taking a picture and judging it against its baseline: the fixed
 * clock, the page widths and languages of the matrix, a browser context per width and language, "settled"
 * (fonts and images in), masks, and the compare/update rule. Used by e2e/screenshots-*.test.mjs.
 *
 * The gateway runs from CLOCK (CLOCK_START) and every page's Date is fixed at the same instant, so the
 * seeded dates, countdowns and statuses are the same every day. A page differs from its baseline when more
 * than MAX_DIFF of its pixels differ (anti-aliasing moves a few; a layout change moves many). On a
 * difference the actual picture and a diff are written to e2e/screenshots-diff/.
 *
 *   UPDATE_SCREENSHOTS=1 node --test e2e/screenshots-buyer.test.mjs     # write new baselines on purpose
 *
 * Needs the CJK fonts (`apt-get install fonts-noto-cjk`, done by .ci/run) so Chinese is drawn, not boxes.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { DESKTOP_UA, IPHONE_UA } from './browser.mjs'

export const CLOCK = '2026-11-25T02:00:00.000Z'
/** The gateway's settings for a screenshot file: storefrontSuite(SCREENSHOT_ENV). */
export const SCREENSHOT_ENV = { CLOCK_START: CLOCK }
/** The phone and the desktop of the matrix: a 375 px iPhone and a 1280 px desktop browser. */
export const WIDTHS = [375, 1280]
export const LOCALES = ['zh-CN', 'en-US']

const DEVICES = {
  375: { height: 812, userAgent: IPHONE_UA },
  1280: { height: 800, userAgent: DESKTOP_UA }
}

const here = path.dirname(fileURLToPath(import.meta.url))
const BASELINES = path.join(here, 'baselines')
const DIFFS = path.join(here, 'screenshots-diff')
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1'
/** Share of pixels that may differ before a page counts as changed. */
const MAX_DIFF = 0.005

/** A baseline's name: `<page>.<width>.<lang>` (e2e/baselines/<name>.png). */
export const shotName = (page, width, locale) => `${page}.${width}.${locale}`

/**
 * A browser context at `width` in `locale` with every page's clock fixed at CLOCK. `storage`: localStorage
 * entries written before any script of the page runs (a buyer's session, the console's language);
 * `storageState`: cookies to carry over (a console session). Page errors are collected in `errors`.
 */
export async function screenContext(browser, { width, locale, storage = {}, storageState, colorScheme = 'light' }) {
  const device = DEVICES[width]
  assert.ok(device, `no device for width ${width}`)
  const context = await browser.newContext({
    viewport: { width, height: device.height },
    userAgent: device.userAgent,
    locale,
    deviceScaleFactor: 1,
    colorScheme,
    ...(storageState ? { storageState } : {})
  })
  await context.clock.setFixedTime(new Date(CLOCK))
  if (Object.keys(storage).length > 0)
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, storage)
  const errors = []
  context.on('weberror', (e) => errors.push(e.error().message))
  return { context, errors }
}

/** Waits until the page is quiet: no requests, fonts loaded, every image loaded or failed. */
export async function settled(page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.addEventListener('load', r, { once: true })
              img.addEventListener('error', r, { once: true })
            })
      )
    )
  })
}

/** The visible window of the settled page with `mask` (CSS selectors) painted over; judged against its baseline. */
export async function shoot(page, name, mask = []) {
  await settled(page)
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask: mask.map((m) => page.locator(m)) })
  matchesBaseline(name, shot)
}

/**
 * The picture against e2e/baselines/<name>.png: written when UPDATE_SCREENSHOTS=1 (or when missing outside
 * CI), otherwise at most MAX_DIFF of the pixels may differ.
 */
export function matchesBaseline(name, actual) {
  const file = path.join(BASELINES, `${name}.png`)
  if (UPDATE || !fs.existsSync(file)) {
    assert.ok(UPDATE || !process.env.CI, `${name}: no baseline (write it with UPDATE_SCREENSHOTS=1 and commit it)`)
    fs.mkdirSync(BASELINES, { recursive: true })
    fs.writeFileSync(file, actual)
    return
  }
  const want = PNG.sync.read(fs.readFileSync(file))
  const got = PNG.sync.read(actual)
  assert.deepEqual([got.width, got.height], [want.width, want.height], `${name}: the page's size changed`)
  const diff = new PNG({ width: want.width, height: want.height })
  const differing = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: 0.1 })
  const share = differing / (want.width * want.height)
  if (share > MAX_DIFF) {
    fs.mkdirSync(DIFFS, { recursive: true })
    fs.writeFileSync(path.join(DIFFS, `${name}.actual.png`), actual)
    fs.writeFileSync(path.join(DIFFS, `${name}.diff.png`), PNG.sync.write(diff))
  }
  assert.ok(share <= MAX_DIFF, `${name}: ${(share * 100).toFixed(2)}% of the pixels differ from the baseline (see e2e/screenshots-diff/)`)
}
