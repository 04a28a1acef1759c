/**
 * Issue 12, finding 14 in a real browser: the gateway's Content-Security-Policy lets the H5 storefront
 * and the sandbox cashier page work, with no violation reported. The home page is checked on a gateway
 * in production mode; the cashier journey needs a logged-in buyer, whose SMS code only the /dev outbox
 * shows, so it runs on a development gateway, which sends the same policy (only HSTS is production's).
 */
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { launchBrowser, phonePage, startStorefront, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite({ NODE_ENV: 'production' })

/** A phone page that records every CSP violation (the event, and Chromium's console report). */
async function watchedPage(browser) {
  const watched = await phonePage(browser)
  const violations = []
  await watched.page.exposeFunction('__cspViolation', (text) => violations.push(text))
  await watched.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolation(`${e.violatedDirective} ${e.blockedURI}`))
  })
  watched.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return { ...watched, violations }
}

test('production: the home page renders under the CSP with no violation, and carries the security headers', async () => {
  const { page, errors, violations, close } = await watchedPage(suite.browser)
  const res = await page.goto(`${suite.storefront.base}/`)
  const headers = res.headers()
  // Inline boot scripts by hash only; besides 'self', only the Google and Apple sign-in scripts, which the
  // login page loads when their button is pressed, and WeChat's JS-SDK file, loaded for sharing inside
  // WeChat's browser only (security-headers.ts SIGN_IN_SOURCES).
  assert.match(
    headers['content-security-policy'],
    /script-src 'self'( https:\/\/accounts\.google\.com\/gsi\/client https:\/\/appleid\.cdn-apple\.com( https:\/\/res\.wx\.qq\.com\/open\/js\/jweixin-1\.6\.0\.js)?)? 'sha256-[^;]*;/,
    'inline boot scripts allowed by hash only'
  )
  assert.doesNotMatch(headers['content-security-policy'], /script-src[^;]*'unsafe-inline'/)
  assert.match(headers['strict-transport-security'], /max-age=/)
  assert.equal(headers['x-content-type-options'], 'nosniff')
  assert.equal(headers['x-frame-options'], 'SAMEORIGIN')
  assert.ok(headers['referrer-policy'])
  await page.locator('.tab-bar:visible').waitFor()
  // Posters and banners are drawn: images load under img-src.
  await page.waitForLoadState('networkidle')
  assert.deepEqual(violations, [])
  assert.deepEqual(errors, [])
  // The watch itself works: an injected inline script is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.appendChild(script)
  })
  await page.waitForTimeout(200)
  assert.equal(await page.evaluate(() => window.__injected), undefined, 'the injected script did not run')
  assert.ok(
    violations.some((v) => /script-src/.test(v)),
    `a violation was reported: ${violations}`
  )
  const docs = await fetch(`${suite.storefront.base}/docs`)
  assert.equal(docs.status, 404, '/docs is off in production')
  await close()
})

let dev
after(() => dev?.close())

test('the sandbox cashier page works under the CSP: a buyer pays and lands on pay-success with no violation', async () => {
  dev = await startStorefront()
  const base = dev.base
  const browser = await launchBrowser()
  try {
    const target = await buyableShow(base)
    const { page, errors, violations, close } = await watchedPage(browser)
    await logInFromMine(page, base, '13900000077')
    await page.goto(`${base}/content/${target.show.showId}`)
    await page.locator('.show-detail__buy').click()
    await page.locator(`.booking [data-seat-plan-id="${target.plan.seatPlanId}"]`).click()
    await page.locator('.booking__next').click()
    await page.waitForURL(/\/order\/confirm\?/)
    await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
    await page.locator('.payment-chooser__pay').click()
    await page.waitForURL(/\/pub\/v1\/payments\/sandbox\/cashier/)
    // The cashier's inline style applies: the pay button is drawn in its blue.
    assert.equal(await page.locator('button.pay').evaluate((b) => getComputedStyle(b).backgroundColor), 'rgb(22, 119, 255)')
    const orderId = await payInSandboxCashier(page)
    assert.ok(orderId)
    await page.locator('.pay-success__title').waitFor()
    assert.deepEqual(violations, [])
    assert.deepEqual(errors, [])
    await close()
  } finally {
    await browser.close()
  }
})
