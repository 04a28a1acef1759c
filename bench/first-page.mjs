/**
 * First H5 page benchmark: Lighthouse mobile (its default throttling: slow 4G, a 4×
 * slower CPU) on home and on a show's detail page as `npm start` serves them in production, beside a
 * reference page (a static HTML page of the same gateway: the floor any page on this machine can reach).
 * Prints per page the median of RUNS runs: performance score, FCP, LCP, TBT, CLS and the JavaScript
 * sent on the wire before the page settles.
 *
 *   npm run build:h5 && npm run bench:first-page          # RUNS=3 by default
 *
 * Goals: score ≥ 90 on home and show detail; first-page JS ≤ 110 KB (gzip or brotli, as sent).
 * Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). SHIFTS=1 prints the elements that moved,
 * TASKS=1 the long tasks and each script's main-thread time, WORK=1 the main thread's time by kind, LCP=1
 * the largest paint's element and its phases.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { startStorefront } from '../e2e/browser.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function audit(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile'
  })
  const lhr = result.lhr
  if (lhr.runtimeError) console.log('  runtime error', url, lhr.runtimeError.code, lhr.runtimeError.message)
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const js = items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0)
  // SHIFTS=1: which elements moved, to find what a page should reserve space for.
  if (process.env.SHIFTS)
    for (const item of lhr.audits['layout-shifts']?.details?.items ?? [])
      console.log(`  shift ${item.score?.toFixed(3)} ${url}: ${item.node?.snippet ?? item.node?.selector ?? '?'}`)
  // TASKS=1: the long tasks and each script's main-thread time, to find what blocks.
  if (process.env.TASKS) {
    for (const item of lhr.audits['long-tasks']?.details?.items ?? [])
      console.log(`  long task ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ${url}: ${item.url}`)
    for (const item of lhr.audits['bootup-time']?.details?.items ?? [])
      console.log(`  script ${Math.round(item.total)} ms (${Math.round(item.scripting)} scripting) ${url}: ${item.url}`)
  }
  // WORK=1: the main thread's time by kind (script evaluation, parsing and compiling, style and layout...).
  if (process.env.WORK)
    for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      console.log(`  work ${Math.round(item.duration)} ms ${url}: ${item.groupLabel ?? item.group}`)
  // LCP=1: which element is the largest paint, and where its time goes (TTFB, load delay, load, render delay).
  if (process.env.LCP)
    for (const table of lhr.audits['largest-contentful-paint-element']?.details?.items ?? [])
      for (const item of table.items ?? [])
        console.log(
          `  lcp ${url}: ${item.node?.snippet ?? `${item.phase} ${Math.round(item.timing)} ms (${Math.round(item.percent ?? 0)})`}`
        )
  // REQUESTS=1: the network waterfall, to see what waits for what.
  if (process.env.REQUESTS)
    for (const i of items)
      console.log(
        `  request ${Math.round(i.networkRequestTime ?? i.startTime)}–${Math.round(i.networkEndTime ?? i.endTime)} ms ${i.resourceType} ${((i.transferSize ?? 0) / 1024).toFixed(1)} KiB ${i.url.replace(/^https?:\/\/[^/]+/, '')}`
      )
  const n = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    js,
    // Lighthouse's own measure of this machine's CPU (about 1,000+ on a quiet desktop core): TBT is simulated
    // from the tasks it times, so a slow or stolen CPU shows up here before it shows up as a low score.
    benchmark: lhr.environment?.benchmarkIndex ?? NaN
  }
}

async function main() {
  // The reference: a static page beside the build (removed after), served by the same gateway.
  const reference = path.join(root, 'dist', 'h5', 'reference-static.html')
  fs.writeFileSync(
    reference,
    '<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Stagedoor</title></head><body><h1>Stagedoor</h1><p>A static page for reference.</p></body></html>'
  )
  const storefront = await startStorefront({ NODE_ENV: 'production' })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run'
    ]
  })
  try {
    const list = await (await fetch(`${storefront.base}/home/pub/v3/show_list/search?length=1`)).json()
    const pages = [
      ['reference (static page)', `${storefront.base}/reference-static.html`],
      ['home', `${storefront.base}/`],
      ['show detail', `${storefront.base}/content/${list.data.list[0].showId}`]
    ]
    console.log(`| page (median of ${RUNS}) | score | FCP | LCP | TBT | CLS | JS on the wire | CPU benchmarkIndex |`)
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
    for (const [name, url] of pages) {
      const runs = []
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome, url))
      const m = (k) => median(runs.map((r) => r[k]))
      console.log(
        `| ${name} | ${m('score')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${(m('js') / 1024).toFixed(1)} KiB | ${m('benchmark').toFixed(0)} |`
      )
    }
  } finally {
    await chrome.kill()
    await storefront.close()
    fs.rmSync(reference, { force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
