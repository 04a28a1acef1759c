/**
 * Shared set-up for the real-browser tests: Debian's Chromium driven by playwright-core (no browser
 * download), a phone viewport, and the H5 build served as `npm start` serves it.
 */
import { chromium } from 'playwright-core'
import { createRequire } from 'node:module'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const { createStaticServer } = require('../scripts/static-server.js')
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

export async function startStorefront() {
  const dist = path.join(root, 'dist', 'h5')
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/h5 is missing: run npm run build:h5 first')
  const server = createStaticServer(dist)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  return { base, close: () => new Promise((resolve) => server.close(resolve)) }
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync']
  })
}

/** A fresh phone page (empty storage) that fails the test on any uncaught page error. */
export async function phonePage(browser, { userAgent = IPHONE_UA, locale = 'zh-CN', width = 375, height = 812 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, userAgent, locale })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors, close: () => context.close() }
}
