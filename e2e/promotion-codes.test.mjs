/**
 * Promotion codes and the recent-order reminder (issue #32), in Debian's Chromium against the gateway on a
 * fresh database: the operator makes a code in the console (推广码) for a show with a channel and a
 * distributor; a phone opens the H5 short link /s/<code>, lands on the show with the channel stored as a
 * launch's (product.md §4) and the distributor with its save time; the console then counts the scan.
 * A code for a coupon picks the coupon by its name and opens its receive page; one for a venue picks the
 * venue by its name and opens its site page by the venue's site code.
 * A buyer who leaves an order unpaid sees "you have an unpaid order" on mine, and a tap opens the order.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { needsConsoleBuild, operatorConsole } from './console-staff.mjs'
import { buyableShow, logInFromMine, openConfirmOrder } from './journeys.mjs'

const suite = storefrontSuite()
needsConsoleBuild()

/** A value the app stored through Taro's storage (H5 keeps it in localStorage, wrapped as { data }). */
async function stored(page, key) {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key)
  return raw === null ? null : JSON.parse(raw).data
}

/**
 * Makes a code in the console for a target picked by name: the target's word in the target list, the picker,
 * what is typed in it and the option chosen. Answers the code's short link.
 */
async function makeCode(merchant, base, { target, picker, typed, option }) {
  const staff = merchant.page
  await staff.goto(`${base}/admin/promotion-codes`)
  await staff.locator('[data-testid=code-new]').first().click()
  const form = staff.locator('[data-testid=code-form]')
  await form.locator('[data-testid=code-target]').click()
  await staff.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: target }).first().click()
  const pick = form.locator(`[data-testid=${picker}]`)
  await pick.click()
  await pick.locator('input').fill(typed)
  await staff.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click()
  await form.locator('[data-testid=code-save]').click()
  return (await staff.locator('[data-testid=code-detail] [data-testid=code-link]').innerText()).trim()
}

test('the console makes a code for a show; /s/<code> opens the show with the channel and distributor stored; the scan is counted', async () => {
  const base = suite.storefront.base
  const { show } = await buyableShow(base)
  const merchant = await operatorConsole(suite.browser, base)
  const staff = merchant.page
  await staff.goto(`${base}/admin/promotion-codes`)
  await staff.locator('[data-testid=code-new]').first().click()
  const form = staff.locator('[data-testid=code-form]')
  await form.locator('[data-testid=code-label]').fill('门口海报')
  await form.locator('[data-testid=code-target]').click()
  await staff.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '演出' }).first().click()
  // The show is picked by its name (and venue), not typed as an id.
  const picker = form.locator('[data-testid=code-target-show]')
  await picker.click()
  await picker.locator('input').fill(show.showName)
  await staff
    .locator('.ant-select-item-option', { hasText: `${show.showName} · ${show.venueName}` })
    .first()
    .click()
  await form.locator('[data-testid=code-channel]').fill('e2e_poster')
  await form.locator('[data-testid=code-distributor]').fill('D77')
  await form.locator('[data-testid=code-save]').click()
  // The new code's drawer: its QR and its short link.
  const detail = staff.locator('[data-testid=code-detail]')
  await detail.locator('[data-testid=code-qr]').waitFor()
  const link = (await detail.locator('[data-testid=code-link]').innerText()).trim()
  const code = /\/s\/([A-Z0-9]{8})$/.exec(link)?.[1]
  assert.ok(code, link)

  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/s/${code}`)
  await page.waitForURL((url) => url.pathname === `/content/${show.showId}`)
  await page.locator('.show-detail__buy').waitFor()
  assert.equal(await stored(page, 'sd.channelId'), 'e2e_poster', 'the channel is stored as a launch channel')
  const distributor = await stored(page, 'sd.distributor')
  assert.equal(distributor?.id, 'D77')
  assert.ok(Math.abs(distributor.savedAt - Date.now()) < 120_000, 'stored with its save time')

  // An unknown code says so and offers home.
  await page.goto(`${base}/s/ZZZZZZZZ`)
  await page.locator('[data-testid=scan-code]').getByText('二维码无效或已停用').waitFor()
  // AtButton lays the platform's button over its label: tap the button itself.
  await page.locator('[data-testid=scan-code] .state-view__action').click()
  await page.waitForURL((url) => url.pathname === '/')
  assert.deepEqual(errors, [])
  await close()

  // The console counts the scan (the unknown code counted nothing), and names what the code opens.
  await staff.reload()
  const row = staff.locator('[data-testid=codes-table] tr', { hasText: code })
  await row.locator('[data-testid=code-scans]', { hasText: '1' }).waitFor()
  await row.getByText(`演出 · ${show.showName} · ${show.venueName}`).waitFor()
  assert.equal(await row.getByText(show.showId).count(), 0, 'the show by its name, not its id')
  await merchant.close()
})

test('an unpaid order shows on mine as "you have an unpaid order"; a tap opens the order', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000971')
  // Nothing to remind of yet: no card.
  await page.locator('.mine__shortcuts').waitFor()
  await page.waitForTimeout(500)
  assert.equal(await page.locator('[data-testid=recent-order]').count(), 0)

  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').waitFor()
  await page.goto(`${base}/mine`)
  const card = page.locator('[data-testid=recent-order][data-kind=UNPAID]')
  await card.getByText('你有一笔待支付的订单').waitFor()
  await card.getByText(show.showName).first().waitFor()
  await card.click()
  await page.waitForURL(/\/order\/detail\//)
  assert.deepEqual(errors, [])
  await close()
})

test("a code for a coupon: the console picks the coupon by its name, and /s/<code> opens its receive page with the coupon's code", async () => {
  const base = suite.storefront.base
  const merchant = await operatorConsole(suite.browser, base)
  const staff = merchant.page
  const coupons = await staff.evaluate(async () => (await (await fetch('/admin-api/v1/coupons', { credentials: 'include' })).json()).data)
  const coupon = coupons.find((c) => c.state === 'ACTIVE')
  assert.ok(coupon, 'the demo merchant has a coupon on offer')
  const link = await makeCode(merchant, base, { target: '优惠券', picker: 'code-target-coupon', typed: coupon.title, option: coupon.title })
  assert.deepEqual(merchant.errors, [])
  await merchant.close()

  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(link.replace(/^https?:\/\/[^/]+/, base))
  await page.waitForURL((url) => url.pathname === '/coupon-receive' && url.searchParams.get('couponCode') === coupon.couponCode)
  assert.deepEqual(errors, [])
  await close()
})

test("a code for a venue: the console picks the venue by its name, and /s/<code> opens the venue's site page by its site code", async () => {
  const base = suite.storefront.base
  const merchant = await operatorConsole(suite.browser, base)
  const staff = merchant.page
  const venues = await staff.evaluate(
    async () => (await (await fetch('/admin-api/v1/catalogue/venues', { credentials: 'include' })).json()).data
  )
  const venue = venues.find((v) => v.siteCode)
  assert.ok(venue, 'a seeded venue with a site code')
  const venueName = venue.name['zh-CN']
  const link = await makeCode(merchant, base, {
    target: '场馆（场馆码）',
    picker: 'code-target-site',
    typed: venueName,
    option: `${venueName} · ${venue.siteCode}`
  })
  assert.deepEqual(merchant.errors, [])
  await merchant.close()

  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(link.replace(/^https?:\/\/[^/]+/, base))
  await page.locator(`[data-testid=site-code-venue][data-venue-id="${venue.id}"]`).waitFor()
  assert.deepEqual(errors, [])
  await close()
})
