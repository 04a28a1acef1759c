/**
 * Issue #16 item 1: the merchant sets "theme (colour, FOLLOW_SYSTEM/DARK/LIGHT, mixed colour)" in the
 * console, and the buyer's H5 storefront honours it: DARK_MODE paints the dark palette on a light device
 * (in the console's preview of the draft, then for buyers once published), FOLLOW_SYSTEM follows the
 * device's prefers-color-scheme as it changes, and the mixed colour runs through the primary buttons'
 * gradient (src/theme/theme.ts). Driven through the console's API as the storefront editor calls it.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'

const OWNER = 'owner@demo.stagedoor.test'
const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const MIXED = '#7B2FF7'
// src/theme/theme.ts PALETTES: the dark and light backgrounds as the browser reports them.
const DARK_BG = 'rgb(17, 18, 20)'
const LIGHT_BG = 'rgb(245, 246, 248)'
const DARK_SURFACE = 'rgb(28, 29, 33)'

const suite = storefrontSuite()

/** The owner's console session (API only): saves the draft with `changes`, answers the preview path; publishes on request. */
async function consoleApi() {
  const context = await suite.browser.newContext()
  const api = context.request
  const base = suite.storefront.base
  const csrf = async () => (await (await api.get(`${base}/admin-api/v1/csrf`)).json()).data.token
  const call = async (method, path, data) => {
    const res = await api.fetch(`${base}/admin-api/v1${path}`, {
      method,
      data,
      headers: method === 'GET' ? {} : { 'x-csrf-token': await csrf() }
    })
    const body = await res.json()
    assert.equal(body.statusCode, 200, `${method} ${path}: ${JSON.stringify(body)}`)
    return body.data
  }
  await call('POST', '/session', { email: OWNER, password: DEMO_PASSWORD })
  return {
    async saveDraft(changes) {
      const { config } = await call('GET', '/storefront/draft')
      await call('PUT', '/storefront/draft', { config: { ...config, ...changes } })
    },
    previewPath: async () => (await call('POST', '/storefront/preview')).previewPath,
    publish: () => call('POST', '/storefront/publish'),
    close: () => context.close()
  }
}

/** The page's background as painted: the body (H5 puts the theme on the document) and the page shell's root. */
async function backgrounds(page) {
  await page.locator('.page').first().waitFor()
  return page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    page: getComputedStyle(document.querySelector('.page')).backgroundColor,
    scheme: document.documentElement.dataset.theme
  }))
}

test('DARK_MODE in the draft darkens the preview on a light device, buyers only after publishing; FOLLOW_SYSTEM follows the device live', async () => {
  const base = suite.storefront.base
  const owner = await consoleApi()
  await owner.saveDraft({ themeSetting: 'DARK_MODE', shopMixedColor: MIXED })

  // The console's preview (the real H5 shop with the preview token) renders the draft.
  const preview = await phonePage(suite.browser)
  await preview.page.emulateMedia({ colorScheme: 'light' })
  await preview.page.goto(`${base}${await owner.previewPath()}`)
  await preview.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, { timeout: 20000 })
  assert.deepEqual(await backgrounds(preview.page), { body: DARK_BG, page: DARK_BG, scheme: 'dark' })
  const mixed = await preview.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-mixed').trim())
  assert.equal(mixed.toUpperCase(), MIXED)
  assert.deepEqual(preview.errors, [])
  await preview.close()

  // A buyer still gets the published (FOLLOW_SYSTEM) shop: light on a light device.
  const before = await phonePage(suite.browser)
  await before.page.emulateMedia({ colorScheme: 'light' })
  await before.page.goto(`${base}/`)
  assert.deepEqual(await backgrounds(before.page), { body: LIGHT_BG, page: LIGHT_BG, scheme: 'light' })
  await before.close()

  await owner.publish()
  const buyer = await phonePage(suite.browser)
  await buyer.page.emulateMedia({ colorScheme: 'light' })
  await buyer.page.goto(`${base}/`)
  assert.deepEqual(await backgrounds(buyer.page), { body: DARK_BG, page: DARK_BG, scheme: 'dark' })
  // The tab bar takes the dark surface, not the merchant's light bar colour.
  const bar = await buyer.page.locator('.tab-bar:visible').evaluate((el) => getComputedStyle(el).backgroundColor)
  assert.equal(bar, DARK_SURFACE)
  // The primary buttons paint the main colour into the mixed colour (the phone login page's button).
  await buyer.page.goto(`${base}/login`)
  const button = buyer.page.locator('.at-button--primary').first()
  await button.waitFor()
  const image = await button.evaluate((el) => getComputedStyle(el).backgroundImage)
  assert.match(image, /linear-gradient\(90deg, rgb\(251, 82, 0\) 0%, rgb\(123, 47, 247\) 100%\)/)
  assert.deepEqual(buyer.errors, [])
  await buyer.close()

  // FOLLOW_SYSTEM: the device decides, and a change of the device's scheme repaints at once.
  await owner.saveDraft({ themeSetting: 'FOLLOW_SYSTEM' })
  await owner.publish()
  const follower = await phonePage(suite.browser)
  await follower.page.emulateMedia({ colorScheme: 'dark' })
  await follower.page.goto(`${base}/`)
  assert.deepEqual(await backgrounds(follower.page), { body: DARK_BG, page: DARK_BG, scheme: 'dark' })
  await follower.page.emulateMedia({ colorScheme: 'light' })
  await follower.page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
  assert.deepEqual(await backgrounds(follower.page), { body: LIGHT_BG, page: LIGHT_BG, scheme: 'light' })
  assert.deepEqual(follower.errors, [])
  await follower.close()
  await owner.close()
})
