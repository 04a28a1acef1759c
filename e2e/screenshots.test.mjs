/**
 * Issue #9: "a screenshot test per main page at 375 px in zh-CN and en-US compared against committed
 * baselines (updated on purpose, reviewed in the diff)".
 *
 * The storefront runs with its clock started at a fixed instant (CLOCK_START) and the browser's Date
 * fixed at the same instant, so the seeded dates, countdowns and statuses are the same every day. The
 * banner (it turns by itself) and the captcha image (random by design) are masked. A page differs from
 * its baseline when more than MAX_DIFF of its pixels differ (anti-aliasing moves a few; a layout change
 * moves many). On a difference the actual picture and a diff are written to e2e/screenshots-diff/.
 *
 *   UPDATE_SCREENSHOTS=1 npm run e2e -- e2e/screenshots.test.mjs     # write new baselines on purpose
 *
 * Needs the CJK fonts (`apt-get install fonts-noto-cjk`, done by .ci/run) so Chinese is drawn, not boxes.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { IPHONE_UA, storefrontSuite } from './browser.mjs'

const CLOCK = '2026-11-25T02:00:00.000Z'
const here = path.dirname(fileURLToPath(import.meta.url))
const BASELINES = path.join(here, 'baselines')
const DIFFS = path.join(here, 'screenshots-diff')
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1'
/** Share of pixels that may differ before a page counts as changed. */
const MAX_DIFF = 0.005

const suite = storefrontSuite({ CLOCK_START: CLOCK })

/** The main pages, each with what shows it is ready and what to mask. */
const PAGES = [
  { name: 'home', path: '/', ready: '.show-card', mask: ['.banner'] },
  { name: 'show-detail', path: (show) => `/content/${show}`, ready: '.show-detail__name', mask: [] },
  { name: 'search', path: '/search', ready: '.search__bar', mask: [] },
  { name: 'ticket-holder', path: '/ticket', ready: '.ticket-holder__login', mask: [] },
  { name: 'mine', path: '/mine', ready: '.mine__header', mask: [] },
  { name: 'login-way', path: '/login-way', ready: '.login-way__phone', mask: [] }
]

async function firstShow(base) {
  const res = await (await fetch(`${base}/home/pub/v3/show_list/search?length=1&lang=zh`)).json()
  return res.data.list[0].showId
}

async function settled(page) {
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

function compare(name, actual) {
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

for (const locale of ['zh-CN', 'en-US']) {
  for (const spec of PAGES) {
    test(`${spec.name} at 375 px in ${locale} looks as its baseline`, async () => {
      const { base } = suite.storefront
      const context = await suite.browser.newContext({
        viewport: { width: 375, height: 812 },
        userAgent: IPHONE_UA,
        locale,
        deviceScaleFactor: 1
      })
      const page = await context.newPage()
      const errors = []
      page.on('pageerror', (e) => errors.push(e.message))
      await page.clock.setFixedTime(new Date(CLOCK))
      try {
        const target = typeof spec.path === 'function' ? spec.path(await firstShow(base)) : spec.path
        await page.goto(`${base}${target}`)
        await page.locator(spec.ready).first().waitFor()
        await settled(page)
        const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask: spec.mask.map((m) => page.locator(m)) })
        compare(`${spec.name}.${locale}`, shot)
        assert.deepEqual(errors, [])
      } finally {
        await context.close()
      }
    })
  }
}
