/**
 * The merchant console in the browser tests: the demo staff the seed creates outside production
 * (server/src/seed/demo-staff.ts), the console build their pages need, and the console's API called
 * from a staff page with its cookie, for set-up whose console form has its own tests.
 */
import { before } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DESKTOP_UA, ORIGIN_DOCUMENT, phonePage } from './browser.mjs'
import { logInToConsole } from './journeys.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const DEMO_PASSWORD = 'Stagedoor-demo-2026'
export const OPERATOR = 'operator@demo.stagedoor.test'

/** Builds dist/admin before the file's first test when it is missing (as npm run build:admin does). */
export function needsConsoleBuild() {
  before(() => {
    if (existsSync(path.join(root, 'dist', 'admin', 'index.html'))) return
    const built = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'admin/vite.config.ts'],
      { cwd: root, stdio: 'inherit' }
    )
    assert.equal(built.status, 0, 'npm run build:admin')
  })
}

/** A page at desktop width, for the console. */
export const desktopPage = (browser, { width = 1400, height = 1000, timezoneId } = {}) =>
  phonePage(browser, { userAgent: DESKTOP_UA, width, height, timezoneId })

/** POSTs `body` to the console's API from `page` (its cookie, a fresh CSRF token): the reply. */
export function consolePost(page, apiPath, body) {
  return page.evaluate(
    async ({ apiPath, body }) => {
      const csrf = (await (await fetch('/admin-api/v1/csrf', { credentials: 'include' })).json()).data.token
      const res = await fetch(apiPath, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body)
      })
      return res.json()
    },
    { apiPath, body }
  )
}

/** GETs a file (a CSV) from the console's API from `page` with its cookie: its text. */
export function consoleText(page, apiPath) {
  return page.evaluate(async (apiPath) => (await fetch(apiPath, { credentials: 'include' })).text(), apiPath)
}

/**
 * A 1280x800 page on the storefront holding the operator's console session, signed in through the API:
 * for journeys that need no console build.
 */
export async function operatorApiPage(browser, base) {
  const staff = await desktopPage(browser, { width: 1280, height: 800 })
  await staff.page.goto(`${base}${ORIGIN_DOCUMENT}`)
  const login = await consolePost(staff.page, '/admin-api/v1/session', { email: OPERATOR, password: DEMO_PASSWORD })
  assert.equal(login.statusCode, 200, login.comments)
  return staff
}

/** The console's sign-in at 1400x1000 as the operator (the console's pages need dist/admin). */
export async function operatorConsole(browser, base) {
  const merchant = await desktopPage(browser)
  await logInToConsole(merchant.page, base, OPERATOR, DEMO_PASSWORD)
  return merchant
}

const noScope = { showIds: [], showSessionIds: [], seatPlanIds: [], venueIds: [], showTypes: [], tagIds: [], itemIds: [], categoryIds: [] }

/** A coupon template as POST /admin-api/v1/coupons takes it: 立减5元 on every show, no threshold, 7 days from receiving, one a buyer. */
export const couponInput = (over = {}) => ({
  title: '立减5元',
  ruleComments: '',
  couponType: 'CASH',
  couponBizTypes: ['SHOW'],
  amount: 500,
  discount: 0,
  limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
  limitation: 0,
  useCouponRule: 'ALL_SHOW',
  couponUseLimitVO: noScope,
  expirationType: 'DYNAMIC',
  startTime: null,
  expireTime: null,
  expirationUnit: 'DAY',
  length: 7,
  quantity: 100,
  perBuyerLimit: 1,
  useWay: 'ONLINE',
  needRealName: false,
  needFaceAuth: false,
  showReceivable: true,
  ...over
})

/**
 * The operator on 会员与积分 with the ladder begun: 普通会员 first, then a second level `name` from growth
 * `threshold`, not saved yet. The console page and the ladder's form.
 */
export async function beginLadder(browser, base, name, threshold) {
  const merchant = await operatorConsole(browser, base)
  await merchant.page.goto(`${base}/admin/membership`)
  const levels = merchant.page.locator('[data-testid=member-levels]')
  await levels.locator('#levels_0_primeLevelName').fill('普通会员')
  await levels.getByRole('button', { name: '添加等级' }).click()
  await levels.locator('#levels_1_primeLevelName').fill(name)
  await levels.locator('#levels_1_threshold').fill(threshold)
  return { merchant, levels }
}
