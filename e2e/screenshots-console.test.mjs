/**
 * Issue "Polish", done-when: "Screenshot tests at 375 px and 1280 px for ... the console's orders, show
 * editor and home, in zh-CN and en-US, looked at and kept as baselines" — the console's half (the
 * storefront's is e2e/screenshots-buyer.test.mjs). The owner is signed in through the console's API; the
 * console's language is the one its header switch stores (stagedoor.admin.locale). Compared with
 * e2e/baselines/console-<page>.<width>.<lang>.png (e2e/screenshot-compare.mjs).
 *
 * The data is real: a buyer pays one ticket in the sandbox cashier first (screenshot-fixtures.mjs), so the
 * orders list and the dashboard have an order to show. Masked: the order's time (it carries the seconds the
 * run took). Needs dist/admin (npm run build:admin; built here when missing).
 */
import { after, test } from 'node:test'
import assert from 'node:assert/strict'
import { ORIGIN_DOCUMENT, storefrontSuite } from './browser.mjs'
import { DEMO_PASSWORD, consolePost, desktopPage, needsConsoleBuild } from './console-staff.mjs'
import { LOCALES, READY_MS, SCREENSHOT_ENV, WIDTHS, screenContext, shoot, shotName } from './screenshot-compare.mjs'
import { paidBuyer } from './screenshot-fixtures.mjs'

const OWNER = 'owner@demo.stagedoor.test'
/** The console's own language setting (admin/src/i18n/i18n.tsx STORAGE_KEY). */
const CONSOLE_LOCALE_KEY = 'stagedoor.admin.locale'

needsConsoleBuild()
const suite = storefrontSuite(SCREENSHOT_ENV)
/**
 * The owner's console cookies and the show the editor pictures, after a buyer's paid order; made once at
 * the first test (root-level hooks of node:test do not wait for each other).
 */
let preparing
const prepared = () => (preparing ??= prepare())

async function prepare() {
  const base = suite.storefront.base
  await paidBuyer(suite.browser, base, '13900003102')
  const staff = await desktopPage(suite.browser, { width: 1280, height: 800 })
  try {
    await staff.page.goto(`${base}${ORIGIN_DOCUMENT}`)
    const login = await consolePost(staff.page, '/admin-api/v1/session', { email: OWNER, password: DEMO_PASSWORD })
    assert.equal(login.statusCode, 200, login.comments)
    const cookies = await staff.page.context().storageState()
    // The show editor pictures the first demo show of the console's list.
    await staff.page.goto(`${base}/admin/catalogue/shows`)
    await staff.page.locator('.ant-table-tbody .ant-table-row').first().click()
    await staff.page.waitForURL(/\/admin\/catalogue\/shows\/[^/]+$/)
    return { cookies, showId: new URL(staff.page.url()).pathname.split('/').pop() }
  } finally {
    await staff.close()
  }
}

/** The orders' placing times (the last column); the numbers are the fixed day and the serial, so they stay. */
const PLACED_AT = ['[data-testid=orders-table] .ant-table-tbody td:last-child']

const PAGES = [
  { name: 'console-home', path: () => '/admin/', ready: '[data-testid=dashboard-net]' },
  { name: 'console-orders', path: () => '/admin/orders', ready: '[data-testid=orders-table] .ant-table-row', mask: PLACED_AT },
  { name: 'console-show-editor', path: ({ showId }) => `/admin/catalogue/shows/${showId}`, ready: '[data-testid=show-save]' }
]

const contexts = new Map()
async function staffPage(width, locale) {
  const key = `${width}.${locale}`
  if (!contexts.has(key)) {
    const { context, errors } = await screenContext(suite.browser, {
      width,
      locale,
      storageState: (await prepared()).cookies,
      storage: { [CONSOLE_LOCALE_KEY]: locale }
    })
    contexts.set(key, { page: await context.newPage(), errors, close: () => context.close() })
  }
  return contexts.get(key)
}

after(async () => {
  for (const { close } of contexts.values()) await close()
})

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    for (const spec of PAGES) {
      test(`${spec.name} at ${width} px in ${locale} looks as its baseline`, async () => {
        const { page, errors } = await staffPage(width, locale)
        errors.length = 0
        await page.goto(`${suite.storefront.base}${spec.path(await prepared())}`)
        await page.locator(spec.ready).first().waitFor({ timeout: READY_MS })
        await shoot(page, shotName(spec.name, width, locale), spec.mask)
        assert.deepEqual(errors, [])
      })
    }
  }
}
