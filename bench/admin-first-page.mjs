/**
 * The console's first page ("Done when": "the console's first page loads in under 1 s on the
 * local gateway"): /admin/ (the login page) in Chromium, cold cache each run, beside a reference static
 * page served by the same gateway. Prints the median of RUNS runs of DOMContentLoaded, load and first
 * contentful paint, and the console's ratio to the reference.
 *
 *   npm run build:h5 && npm run build:admin && npm run bench:admin      # RUNS=5 by default
 *
 * The login page is ready when its sign-in button is on screen: that time is printed as well.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser, startStorefront, DESKTOP_UA } from '../e2e/browser.mjs'

const RUNS = Number(process.env.RUNS ?? 5)
const GOAL_MS = 1000
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function measure(browser, url, readySelector) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA, locale: 'zh-CN' })
  const page = await context.newPage()
  const started = Date.now()
  await page.goto(url, { waitUntil: 'load' })
  if (readySelector) await page.locator(readySelector).waitFor()
  const ready = Date.now() - started
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0]
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    return { dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, fcp: fcp ? fcp.startTime : NaN }
  })
  await context.close()
  return { ...timing, ready }
}

async function main() {
  for (const dir of ['h5', 'admin']) {
    if (!fs.existsSync(path.join(root, 'dist', dir, 'index.html')))
      throw new Error(`dist/${dir} is missing: run npm run build:${dir} first`)
  }
  const reference = path.join(root, 'dist', 'h5', 'reference-static.html')
  fs.writeFileSync(
    reference,
    '<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Stagedoor</title></head><body><h1>Stagedoor</h1><p>A static page for reference.</p></body></html>'
  )
  const storefront = await startStorefront({ NODE_ENV: 'production' })
  const browser = await launchBrowser()
  try {
    const pages = [
      ['reference (static page)', `${storefront.base}/reference-static.html`, 'h1'],
      ['console /admin/ (login)', `${storefront.base}/admin/`, '[data-testid=login-submit]']
    ]
    const results = {}
    console.log(`| page (median of ${RUNS}, cold cache) | DOMContentLoaded | load | FCP | ready |`)
    console.log('| --- | --- | --- | --- | --- |')
    for (const [name, url, ready] of pages) {
      const runs = []
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url, ready))
      const m = (k) => median(runs.map((r) => r[k]))
      results[name] = { dcl: m('dcl'), load: m('load'), fcp: m('fcp'), ready: m('ready') }
      const r = results[name]
      console.log(`| ${name} | ${r.dcl.toFixed(0)} ms | ${r.load.toFixed(0)} ms | ${r.fcp.toFixed(0)} ms | ${r.ready.toFixed(0)} ms |`)
    }
    const [ref, con] = pages.map(([name]) => results[name])
    const ratio = (k) => (con[k] / Math.max(ref[k], 1)).toFixed(1)
    console.log(`\nconsole / reference: DOMContentLoaded ${ratio('dcl')}x, load ${ratio('load')}x, FCP ${ratio('fcp')}x`)
    console.log(
      `goal: the console's first page under ${GOAL_MS} ms: ${con.ready < GOAL_MS ? 'met' : 'NOT met'} (ready ${con.ready.toFixed(0)} ms)`
    )
  } finally {
    await browser.close()
    await storefront.close()
    fs.rmSync(reference, { force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
