/**
 * Parking (issue #33 "Venue services": "Done when: a browser journey (375 px and desktop): pay a parking
 * fee with a parking coupon and see the record"), in Debian's Chromium against the gateway on a fresh
 * database. The operator makes a car park (no free minutes, so a car just in owes one step) and a
 * PARKING_FEE coupon with exchange codes through the console's API; a buyer logs in, exchanges a code for
 * the coupon, adds a plate on /parking, the gate simulator lets the car in, the page shows the fee with the
 * coupon picked, the buyer pays the rest in the sandbox cashier, lands on the receipt and finds the
 * record on parking-record; the console's parking page lists the payment.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import {
  consolePost,
  consoleText,
  couponInput,
  desktopPage,
  needsConsoleBuild,
  operatorApiPage,
  DEMO_PASSWORD,
  OPERATOR
} from './console-staff.mjs'
import { logInFromMine, logInToConsole, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()
needsConsoleBuild()

/** Taps the centre of an element, as a finger does (AtButton lays the platform's button over its label). */
async function tap(page, locator) {
  await locator.waitFor()
  const box = await locator.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** The car park, the parking coupon and two exchange codes for it, made by the operator. */
async function setUp(base) {
  const staff = await operatorApiPage(suite.browser, base)
  const lot = await consolePost(staff.page, '/admin-api/v1/parking/lots', {
    name: '浏览器停车场',
    address: 'B2',
    freeMinutes: 0,
    stepMinutes: 60,
    stepFen: 500,
    dailyCapFen: 3000,
    graceMinutes: 15,
    enabled: true
  })
  assert.equal(lot.statusCode, 200, lot.comments)
  const template = await consolePost(
    staff.page,
    '/admin-api/v1/coupons',
    couponInput({
      title: '停车减3元',
      couponBizTypes: ['PARKING_FEE'],
      useCouponRule: 'ALL_PRODUCT',
      amount: 300,
      showReceivable: false,
      perBuyerLimit: 2
    })
  )
  assert.equal(template.statusCode, 200, template.comments)
  const batch = await consolePost(staff.page, `/admin-api/v1/coupons/${template.data.id}/code_batches`, {
    size: 2,
    label: 'e2e'
  })
  assert.equal(batch.statusCode, 200, batch.comments)
  const csv = await consoleText(staff.page, `/admin-api/v1/coupon_code_batches/${batch.data.id}/codes.csv`)
  const codes = [...csv.matchAll(/\b[A-Z2-7]{4}(?:-?[A-Z2-7]{4}){4}\b/g)].map((m) => m[0])
  assert.equal(codes.length, 2, csv)
  return { staff, lotId: lot.data.lotId, codes }
}

async function payParking(page, base, { phone, plate, code, staff, lotId, mobile }) {
  await logInFromMine(page, base, phone)
  // The parking coupon, exchanged for its code.
  await page.goto(`${base}/coupon/exchange?code=${code}`)
  await tap(page, page.locator('.coupon-exchange__submit'))
  await page.getByText('兑换成功').first().waitFor()

  // No plate yet: the form is open at once; the plate is saved in its canonical form.
  await page.goto(`${base}/parking`)
  await page.locator('[data-testid="parking-page"]').waitFor()
  await page.locator('.parking-plates__form input').fill(plate.toLowerCase())
  await tap(page, page.locator('.parking-plates__form .at-button--primary'))
  await page.locator('[data-testid="parking-plate"]', { hasText: plate }).waitFor()
  await page.getByText('该车辆当前不在停车场内').waitFor()

  // The car enters through the gate simulator; the page reads the stay again when the plate is chosen.
  const entered = await consolePost(staff.page, '/admin-api/v1/parking/gate/entry', { lotId, plate })
  assert.equal(entered.statusCode, 200, entered.comments)
  await page.reload()
  await page.locator('[data-testid="parking-stay"][data-phase="PAY"]').waitFor()
  await page.locator('[data-testid="parking-fee"]', { hasText: '¥5' }).waitFor()
  await page.locator('[data-testid="parking-coupon"]', { hasText: '-¥3' }).waitFor()
  await page.locator('[data-testid="parking-pay-amount"]', { hasText: '¥2' }).waitFor()
  await tap(page, page.locator('.parking-pay__button'))
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page, /\/parking-detail\?/)
  assert.ok(orderId)

  // The receipt: paid, with the coupon's share.
  await page.locator('[data-testid="parking-receipt"][data-state="PAID"]').waitFor()
  await page.locator('[data-testid="parking-receipt-coupon"]', { hasText: '-¥3' }).waitFor()
  await page.locator('[data-testid="parking-receipt-paid"]', { hasText: '¥2' }).waitFor()
  // The records list, and back on /parking the stay is paid with the time to leave.
  await page.goto(`${base}/parking-record`)
  await page.locator('[data-testid="parking-record"]', { hasText: plate }).waitFor()
  await page.goto(`${base}/parking`)
  await page.locator('[data-testid="parking-stay"][data-phase="PAID"]').waitFor()
  if (mobile) {
    assert.equal(await page.locator('.tab-bar').count(), 0)
    // Opened from a tab (isShowTabBar), the page keeps the custom tab bar (a PC browser has none: its tabs are on top).
    await page.goto(`${base}/parking?isShowTabBar=1`)
    await page.locator('[data-testid="parking-stay"][data-phase="PAID"]').waitFor()
    await page.locator('.tab-bar').waitFor()
  }
  return orderId
}

test('at 375 px and at desktop width: a buyer pays a parking fee with a parking coupon and finds the record; the console lists it', async () => {
  const base = suite.storefront.base
  const { staff, lotId, codes } = await setUp(base)
  const plates = []
  // A phone at 375 px, then a desktop browser at 1280 px.
  const browsers = [() => phonePage(suite.browser), () => desktopPage(suite.browser, { width: 1280, height: 900 })]
  for (const [i, open] of browsers.entries()) {
    const plate = `粤B${String(51000 + i * 7).padStart(5, '0')}`
    const { page, errors, close } = await open()
    await payParking(page, base, { phone: `1390000095${i}`, plate, code: codes[i], staff, lotId, mobile: i === 0 })
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok(overflow <= 1, `no sideways scroll (${overflow})`)
    assert.deepEqual(errors, [])
    await close()
    plates.push(plate)
  }
  await staff.close()

  // The console: the parking page lists both payments.
  const merchant = await desktopPage(suite.browser)
  await logInToConsole(merchant.page, base, OPERATOR, DEMO_PASSWORD)
  await merchant.page.goto(`${base}/admin/parking`)
  for (const plate of plates) await merchant.page.locator('[data-testid="parking-records-table"]', { hasText: plate }).waitFor()
  await merchant.close()
})
