/**
 * On-site (venue box-office) purchase in Chromium (product.md "site_purchase", "site-list", "site-ticket";
 * issue #32), against the gateway on a fresh database, at 375 px and at a 1280 px desktop: the demo's
 * box-office show (server/src/seed/demo-onsite.ts: a session every evening, sold on site all day) opens
 * site_purchase with today's session and its tiers; a buyer logs in, chooses two tickets, sees the
 * gateway's total, pays in the sandbox cashier, finds them newest first in site-list, and opens one in
 * site-ticket with its rotating entry code. Needs dist/h5 (npm run build:h5).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()
const SHOW = 'onsite-demo-night'

/** Taps an element's centre, as a finger does (taro-ui lays the platform's button over some labels). */
async function tap(page, locator) {
  await locator.waitFor()
  const box = await locator.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

async function fits(page, name) {
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} fits the window`)
}

for (const [name, options, phone] of [
  ['375 px phone', {}, '13900009611'],
  ['1280 px desktop', { userAgent: DESKTOP_UA, width: 1280, height: 800 }, '13900009612']
]) {
  test(`${name}: buy today's session at the venue, pay in the sandbox cashier, see it in site-list and its entry code in site-ticket`, async () => {
    const base = suite.storefront.base
    const offer = await (await fetch(`${base}/show/pub/v1/venue_purchase/shows/${SHOW}`)).json()
    assert.equal(offer.statusCode, 200, offer.comments)
    assert.equal(offer.data.onSiteSale, true)
    assert.equal(offer.data.sessions.length, 1, "one session today in the merchant's zone")
    assert.equal(offer.data.sessions[0].window, 'OPEN')

    const { page, errors, close } = await phonePage(suite.browser, options)
    await logInFromMine(page, base, phone)

    // Logged in, an empty site-list says so and offers the site code.
    await page.goto(`${base}/site-list`)
    await page.locator('.state-view', { hasText: '还没有现场购票记录' }).waitFor()

    await page.goto(`${base}/purchase/${SHOW}`)
    await page.locator('[data-testid="site-purchase"]').waitFor()
    assert.equal(await page.locator('[data-testid="site-purchase-session"]').count(), 1)
    await page.locator('[data-testid="site-purchase-session"]', { hasText: '20:00' }).waitFor()
    await page.locator('[data-testid="site-purchase-session"]', { hasText: '现场售票中' }).waitFor()
    await page.locator('[data-testid="site-purchase-tier"]', { hasText: '看台票' }).click()
    await page.locator('[data-testid="site-purchase-qty"]', { hasText: '2' }).click()
    // The gateway's total for two ¥180 tickets.
    await page.locator('.site-purchase__total', { hasText: '360' }).waitFor()
    await fits(page, 'site_purchase')
    await tap(page, page.locator('.site-purchase__buy'))

    // The existing payment chooser, then the sandbox cashier.
    await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
    await page.locator('.payment-chooser__pay').click()
    const orderId = await payInSandboxCashier(page)
    assert.ok(orderId)

    await page.goto(`${base}/site-list`)
    const tickets = page.locator('[data-testid="site-list-ticket"]')
    await tickets.first().waitFor()
    assert.equal(await tickets.count(), 2)
    await page.locator('[data-testid="site-list-ticket"]', { hasText: '看台票' }).first().waitFor()
    await fits(page, 'site-list')
    await tap(page, tickets.first().locator('.site-list__code'))
    await page.waitForURL(/\/site-ticket\?/)
    await page.locator('[data-testid="site-ticket"]').waitFor()
    const qr = page.locator('.site-ticket__qr')
    await qr.waitFor()
    const code = await qr.getAttribute('data-qr-text')
    // The ticket code machinery's rotating code: {ticketNumber}.{step}.{otp}.
    assert.match(code ?? '', /^\d{20}\.\d+\.\d{8}$/)
    const box = await qr.boundingBox()
    assert.ok(box && box.width >= Math.min(280, options.width ?? 375) * 0.7, 'the code is large enough for the gate')
    await fits(page, 'site-ticket')

    assert.deepEqual(errors, [])
    await close()
  })
}
