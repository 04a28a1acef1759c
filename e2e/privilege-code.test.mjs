/**
 * Privilege purchase codes (issue #18), in Debian's Chromium at 375x812 against the gateway on a fresh
 * database: the operator makes a privilege on a show's tier at a privilege price of ¥1 with a batch of one
 * code (through the console's API with the staff cookie, as coupon-order.test.mjs does; the console tab has
 * the same calls), reads the code from the batch's CSV; the buyer opens the privilege page from the link,
 * enters the code, lands on booking under the privilege, books the tier at ¥1 and pays in the sandbox cashier.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, consoleText, operatorApiPage } from './console-staff.mjs'
import { buyableShow, logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()

test('a privilege code entered on the privilege page books its tier at the privilege price, paid in the sandbox cashier', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 1)

  const staff = await operatorApiPage(suite.browser, base)
  const privilege = await consolePost(staff.page, '/admin-api/v1/privileges', {
    showId: show.showId,
    name: 'Fan club',
    startTime: Date.now() - 60000,
    endTime: Date.now() + 86400000,
    usesPerCode: 2,
    tiers: [{ seatPlanId: plan.seatPlanId, price: 100 }]
  })
  assert.equal(privilege.statusCode, 200, privilege.comments)
  const batch = await consolePost(staff.page, `/admin-api/v1/privileges/${privilege.data.id}/batches`, { size: 1, label: 'fans' })
  assert.equal(batch.statusCode, 200, batch.comments)
  const csv = await consoleText(staff.page, `/admin-api/v1/privilege-batches/${batch.data.id}/csv?lang=en-US`)
  const privilegeId = privilege.data.id
  await staff.close()
  // The CSV: a BOM, the header, then "1,ABCD-EFGH-…,fans,Fan club,2,Open".
  const [, first] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  const code = first.split(',')[1]
  assert.match(code, /^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/)

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000671')
  await page.goto(`${base}/privilege?showId=${show.showId}&privilegeId=${privilegeId}`)
  await page.locator('.privilege-page__code input').fill(code)
  await page.locator('.privilege-page__submit').click()
  await page.waitForURL((url) => url.pathname === `/booking/${show.showId}` && url.searchParams.get('privilegeId') === privilegeId)
  // The privilege-purchase session data: the tier at ¥1.
  const tier = page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`)
  await tier.click()
  await page.locator('.booking__total', { hasText: '¥1' }).waitFor()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?.*privilegeId=/)
  await page.locator('.confirm-order__bar', { hasText: '¥1' }).waitFor()
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__amount', { hasText: '¥1' }).waitFor()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)
  assert.ok(orderId)
  assert.deepEqual(errors, [])
  await close()
})
