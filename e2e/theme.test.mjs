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
import { buyableShow, logInFromMine, openConfirmOrder } from './journeys.mjs'
import { storefrontOwner } from './storefront-owner.mjs'

const MIXED = '#7B2FF7'
// src/theme/theme.ts PALETTES: the dark and light backgrounds as the browser reports them.
const DARK_BG = 'rgb(17, 18, 20)'
const LIGHT_BG = 'rgb(245, 246, 248)'
const DARK_SURFACE = 'rgb(28, 29, 33)'

const suite = storefrontSuite()

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
  const owner = await storefrontOwner(suite.browser, suite.storefront.base)
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

// Polish item 4: "The merchant's theme stops at the prices: after publishing a purple theme, prices stay orange."
const PURPLE = '#6A1B9A'
const PURPLE_RGB = 'rgb(106, 27, 154)'
const PURPLE_GRADIENT = /linear-gradient\(90deg, rgb\(106, 27, 154\) 0%, rgb\(123, 47, 247\) 100%\)/
/** The default main colour (FB5200) in any form the browser may report it. */
const ORANGE = /251, 82, 0|#fb5200|%23fb5200/i

/** Every painted colour on the page (texts, fills, borders, gradients, icon sources) that is still the default orange. */
function orangeLeft(page) {
  return page.evaluate((source) => {
    const orange = new RegExp(source, 'i')
    const found = []
    for (const el of document.querySelectorAll('body *')) {
      // Taro's own H5 tab bar is never shown (the custom one is): only what is drawn counts.
      if (!el.checkVisibility()) continue
      const style = getComputedStyle(el)
      const painted = [
        style.color,
        style.backgroundColor,
        style.borderTopColor,
        style.borderBottomColor,
        style.backgroundImage,
        style.fill,
        style.stroke
      ]
      if (el.tagName === 'IMG') {
        // Recoloured SVG icons are data URLs, base64 or percent-encoded.
        const src = el.getAttribute('src') ?? ''
        const base64 = /^data:image\/svg\+xml;base64,(.*)$/.exec(src)
        painted.push(base64 ? atob(base64[1]) : decodeURIComponent(src))
      }
      if (painted.some((p) => orange.test(p))) found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
    }
    return found
  }, ORANGE.source)
}

const colourOf = (locator, property = 'color') => locator.evaluate((el, p) => getComputedStyle(el)[p], property)

test('a published purple theme paints prices, tags, selected tiers, buttons and the tab bar purple, with no orange left', async () => {
  const base = suite.storefront.base
  const owner = await storefrontOwner(suite.browser, suite.storefront.base)
  await owner.saveDraft({ themeSetting: 'LIGHT_MODE', shopMixedColor: MIXED })
  await owner.saveBrandColour(PURPLE)
  await owner.publish()
  await owner.close()

  const { show, plan } = await buyableShow(base)
  const buyer = await phonePage(suite.browser)
  const page = buyer.page

  // Home: a show card's price, the selected tab's label and icon.
  await page.goto(`${base}/`)
  await page.locator('.show-card .price').first().waitFor()
  assert.equal(await colourOf(page.locator('.show-card .price').first()), PURPLE_RGB)
  const selectedTab = page.locator('.tab-bar:visible .tab-bar__item--selected')
  assert.equal(await colourOf(selectedTab.locator('.tab-bar__label')), PURPLE_RGB)
  const src = (await selectedTab.locator('.tab-bar__icon img').getAttribute('src')) ?? ''
  const icon = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()
  assert.match(icon, new RegExp(`fill="${PURPLE}"`, 'i'))
  assert.deepEqual(await orangeLeft(page), [])

  // Show detail: the lowest price, a tag, the buy button's gradient (main into mixed).
  await page.goto(`${base}/content/${show.showId}`)
  await page.locator('.show-detail__price .price').first().waitFor()
  assert.equal(await colourOf(page.locator('.show-detail__price .price').first()), PURPLE_RGB)
  const tag = page.locator('.show-detail__status, .show-detail__tag').first()
  assert.equal(await colourOf(tag), PURPLE_RGB)
  assert.equal(await colourOf(tag, 'borderTopColor'), PURPLE_RGB)
  assert.match(await colourOf(page.locator('.show-detail__buy'), 'backgroundImage'), PURPLE_GRADIENT)
  assert.deepEqual(await orangeLeft(page), [])

  // Booking: the chosen tier chip and the total.
  await page.locator('.show-detail__buy').click()
  await page.waitForURL((url) => url.pathname === `/booking/${show.showId}`)
  const chip = page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`)
  await chip.click()
  await page.locator('.show-detail__plan--on').waitFor()
  assert.equal(await colourOf(page.locator('.show-detail__plan--on')), PURPLE_RGB)
  assert.equal(await colourOf(page.locator('.show-detail__plan--on'), 'borderTopColor'), PURPLE_RGB)
  assert.equal(await colourOf(page.locator('.booking__total .price')), PURPLE_RGB)
  assert.deepEqual(await orangeLeft(page), [])

  // Confirm order (logged in): the total price and the submit button.
  await logInFromMine(page, base, '13900000131')
  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__total .price').waitFor()
  assert.equal(await colourOf(page.locator('.confirm-order__total .price')), PURPLE_RGB)
  assert.deepEqual(await orangeLeft(page), [])
  assert.deepEqual(buyer.errors, [])
  await buyer.close()
})
