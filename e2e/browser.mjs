/**
 * Shared set-up for the real-browser tests: Debian's Chromium driven by playwright-core (no browser
 * download), a phone viewport, and the H5 build served as `npm start` serves it.
 */
import { chromium } from 'playwright-core'
import { before, after } from 'node:test'
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/**
 * A document of the gateway's origin that runs nothing, for steps that call the API from a page (its
 * cookies, a same-origin fetch): a storefront path, so it carries the pages' policy, which lets the page
 * call its own origin. A JSON call's own reply (/healthz) allows nothing, not even that.
 */
export const ORIGIN_DOCUMENT = '/robots.txt'

/**
 * The storefront as `npm start` runs it (the gateway serving the H5 build) on a fresh embedded database
 * in a temporary folder, seeded with the demo data. `env` adds settings (NODE_ENV=production).
 * The per-address budgets are off: every browser test calls from 127.0.0.1, logging in and sending codes
 * far more often in a few minutes than one buyer would (the budgets have their own gateway tests).
 * With no settings of its own (or only a fixed clock, CLOCK_START), the folder is a copy of one seeded once
 * for the run with the same settings (seededTemplate).
 */
export async function startStorefront(env = {}) {
  if (!existsSync(path.join(root, 'dist', 'h5', 'index.html'))) throw new Error('dist/h5 is missing: run npm run build:h5 first')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagedoor-e2e-'))
  if (Object.keys(env).every((key) => key === 'CLOCK_START')) cpSync(await seededTemplate(env), dataDir, { recursive: true })
  const gateway = await runGateway(dataDir, env)
  return {
    base: gateway.base,
    async close() {
      await gateway.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

const STARTUP_MS = 180000

/** The gateway on a data folder, listening on a free port; answers once /healthz does. */
export async function runGateway(dataDir, env) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    // SETTINGS_KEY: production refuses to start without the key that seals payment settings.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      SANDBOX_REFUND_NOTIFY_MS: '0',
      SETTINGS_KEY: randomBytes(32).toString('base64'),
      ...env
    },
    stdio: ['ignore', 'inherit', 'inherit']
  })
  const base = `http://127.0.0.1:${port}`
  // A first start migrates and seeds a new folder: seconds on a quiet machine, over a minute on a busy one.
  const deadline = Date.now() + STARTUP_MS
  for (;;) {
    // A signal (SIGKILL, an OOM kill) leaves exitCode null: without signalCode the wait would run to its deadline.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the gateway exited with ${child.exitCode ?? child.signalCode}`)
    try {
      const res = await fetch(`${base}/healthz`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Left running, it would keep this test file from ever ending.
      child.kill('SIGKILL')
      throw new Error(`the gateway did not start within ${STARTUP_MS / 1000} s`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    base,
    // On SIGTERM the gateway closes its database, which writes the folder out whole.
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      })
  }
}

function filesUnder(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => (statSync(path.join(dir, entry)).isDirectory() ? filesUnder(path.join(dir, entry)) : [path.join(dir, entry)]))
}

/**
 * A data folder the gateway has migrated and seeded, shared by the test files of a run: initdb, the
 * migrations and the demo data cost each storefront seconds, and all but a few start from the same
 * state. Its name holds a hash of the gateway's code (server/src, types/, the PGlite release) and the
 * hour: the seed places shows by the day it runs, and every day boundary of a whole-hour zone falls on
 * an hour, so a copy never carries yesterday's dates. A fixed clock (`env.CLOCK_START`, the screenshot
 * files) seeds by that clock instead, so it is part of the name too. Built aside under a lock and renamed,
 * so a file running beside this one waits for it and then finds it whole.
 */
export async function seededTemplate(env = {}) {
  const hash = createHash('sha256')
    .update(String(Math.floor(Date.now() / 3600000)))
    .update(JSON.stringify(env))
  hash.update(readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  for (const file of [...filesUnder(path.join(root, 'server', 'src')), ...filesUnder(path.join(root, 'types'))])
    hash.update(file).update(readFileSync(file))
  const name = `stagedoor-e2e-seeded-${hash.digest('hex').slice(0, 16)}`
  const template = path.join(os.tmpdir(), name)
  if (existsSync(template)) return template
  // Templates of other hours or versions go once two hours old: by then no run copies them (another
  // checkout's files running beside this one may still be copying a younger one).
  // A file running beside this one may remove a folder (or its own lock) between the listing and the look.
  for (const old of readdirSync(os.tmpdir()).filter((f) => f.startsWith('stagedoor-e2e-seeded-') && f !== name)) {
    const folder = path.join(os.tmpdir(), old)
    const seen = statSync(folder, { throwIfNoEntry: false })
    if (seen && Date.now() - seen.mtimeMs > 2 * 3600000) rmSync(folder, { recursive: true, force: true })
  }
  // One file builds it while the others wait for it: two files seeding at once each take twice as long.
  const lock = `${template}.lock`
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (existsSync(template)) return template
      // A lock older than a build can take was left by a run that was killed.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > STARTUP_MS) rmSync(lock, { recursive: true, force: true })
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  try {
    if (existsSync(template)) return template
    const building = mkdtempSync(path.join(os.tmpdir(), 'stagedoor-e2e-building-'))
    try {
      await (await runGateway(building, env)).stop()
      renameSync(building, template)
    } catch (error) {
      rmSync(building, { recursive: true, force: true })
      throw error
    }
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
  return template
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    // Phones in the demo merchant's zone unless a test names another (timezoneId): the storefront labels
    // times with the merchant's zone only when the phone's clock differs, and this machine runs on UTC.
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync'
    ]
  })
}

/**
 * A fresh phone page (empty storage) that fails the test on any uncaught page error. timezoneId: the
 * browser's own zone (Asia/Shanghai, the demo merchant's, when absent), for a phone or a staff member elsewhere than the shop.
 */
export async function phonePage(browser, { userAgent = IPHONE_UA, locale = 'zh-CN', width = 375, height = 812, timezoneId } = {}) {
  // Reduced motion: the console then draws antd's dropdowns, drawers and modals without their transitions, so
  // a tap never lands on an option still sliding in (the storefront has no motion that follows the setting).
  const context = await browser.newContext({
    viewport: { width, height },
    userAgent,
    locale,
    reducedMotion: 'reduce',
    ...(timezoneId ? { timezoneId } : {})
  })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors, close: () => context.close() }
}

/**
 * One storefront and one browser for a test file: started before its first test, closed after its last.
 * Read `suite.storefront` and `suite.browser` inside the tests.
 */
export function storefrontSuite(env = {}) {
  const suite = { storefront: undefined, browser: undefined }
  before(async () => {
    suite.storefront = await startStorefront(env)
    suite.browser = await launchBrowser()
  })
  after(async () => {
    await suite.browser?.close()
    await suite.storefront?.close()
  })
  return suite
}
