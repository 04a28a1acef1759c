/**
 * Reservations (issue #33 "Venue services", part 3: "Done when: browser journey (375 px and desktop):
 * reserve a slot, cancel it, reserve again"), in Debian's Chromium against the gateway on a fresh
 * database. The operator makes a free item with two days of slots in the console (its calendar, the
 * slots' capacity seen on the console's page); a buyer logs in, opens reserve-index, the item's page,
 * picks a slot, confirms with the visitor's name and phone, sees the booking with its entry code on
 * reserve-record, cancels it in the confirm modal (the place goes back), and reserves again.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { DEMO_PASSWORD, consolePost, desktopPage, needsConsoleBuild, operatorApiPage, operatorConsole } from './console-staff.mjs'
import { logInFromMine, logInToConsole, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()
needsConsoleBuild()

/** Taps the centre of an element, as a finger does (AtButton lays the platform's button over its label). */
async function tap(page, locator) {
  await locator.waitFor()
  const box = await locator.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** The demo merchant's calendar day `days` from now (its zone is Asia/Shanghai). */
const merchantDay = (days) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' })

/** A free (or paid) item with one slot a day at 10:00 tomorrow and the day after, unless `slots` names others. */
async function makeItem(
  base,
  title,
  priceFen = 0,
  slots = { fromDate: merchantDay(1), toDate: merchantDay(2), times: [{ start: '10:00', end: '11:00' }] }
) {
  const staff = await operatorApiPage(suite.browser, base)
  const item = await consolePost(staff.page, '/admin-api/v1/reservations/items', {
    title,
    titleTexts: { 'en-US': `${title} (en)` },
    description: '约一小时',
    venueName: '星光大剧院',
    pictureUrl: '',
    priceFen,
    rules: { opensDaysAhead: 7, closesMinutesBefore: 0, cancelHoursBefore: 0, perBuyerLimit: 0 },
    onSale: true
  })
  assert.equal(item.statusCode, 200, item.comments)
  const made = await consolePost(staff.page, `/admin-api/v1/reservations/items/${item.data.itemId}/slots`, {
    ...slots,
    weekdays: [],
    capacity: 5
  })
  assert.equal(made.statusCode, 200, made.comments)
  assert.ok(made.data.created >= 1)
  await staff.close()
  return item.data.itemId
}

/** The places left of the item's slot on the merchant's day, as anyone reads them. */
async function leftOn(base, itemId, date) {
  const view = await (await fetch(`${base}/show/pub/v1/reservations/item?itemId=${itemId}`)).json()
  return view.data.slots.find((s) => s.date === date).left
}

/** From the item's page: the first day's slot, book, the confirm page and the visitor (the submit is the caller's). */
async function fillBooking(page, base, itemId) {
  await page.goto(`${base}/reserve/${itemId}`)
  await page.locator('[data-testid="reserve-detail"]').waitFor()
  await page.locator('[data-testid="reserve-slot"][data-state="OPEN"]').first().click()
  await tap(page, page.locator('.reserve__submit', { hasText: '立即预约' }))
  await page.locator('[data-testid="reserve-order"]').waitFor()
  await page.locator('.reserve-order__input input').nth(0).fill('张三')
  await page.locator('.reserve-order__input input').nth(1).fill('13800000000')
}

/** A free booking: confirmed, it lands on reserve-record booked. */
async function reserve(page, base, itemId) {
  await fillBooking(page, base, itemId)
  await tap(page, page.locator('.reserve__submit', { hasText: '确认预约' }))
  await page.waitForURL((url) => url.pathname === '/reserve-record')
  await page.locator('[data-testid="reserve-booking"][data-state="BOOKED"]').first().waitFor()
}

for (const [label, view] of [
  ['375 px', { width: 375, height: 812 }],
  ['desktop', { userAgent: DESKTOP_UA, width: 1280, height: 800 }]
]) {
  test(`${label}: reserve a slot, cancel it in the confirm modal (the place back), reserve again`, async () => {
    const base = suite.storefront.base
    const title = `后台参观 ${label}`
    const itemId = await makeItem(base, title)
    const day = merchantDay(1)

    const { page, errors, close } = await phonePage(suite.browser, view)
    await logInFromMine(page, base, label === 'desktop' ? '13900000932' : '13900000931')
    // The list: the item with its next time; its page: two days, a slot with its places left.
    await page.goto(`${base}/reserve`)
    await page.locator('[data-testid="reserve-item"]', { hasText: title }).click()
    await page.waitForURL((url) => url.pathname === `/reserve/${itemId}`)
    await page.locator('[data-testid="reserve-day"]').nth(1).waitFor()
    await page.locator('[data-testid="reserve-slot-left"]', { hasText: '余 5' }).first().waitFor()

    await reserve(page, base, itemId)
    assert.equal(await leftOn(base, itemId, day), 4)
    // The entry code, shown at once for the booking just made.
    await page.locator('[data-testid="reserve-entry-code"]').waitFor()
    const code = await page.locator('.reserve-booking__code-text').textContent()
    assert.match(code ?? '', /^RSV\./)

    // Cancel: the confirm modal, then the booking reads cancelled and the place is back.
    await tap(page, page.locator('[data-testid="reserve-booking"][data-state="BOOKED"] .reserve-booking__cancel'))
    await page.locator('.taro-model__confirm').click()
    await page.locator('[data-testid="reserve-booking"][data-state="CANCELLED"]').waitFor()
    assert.equal(await page.locator('[data-testid="reserve-booking"][data-state="BOOKED"]').count(), 0)
    assert.equal(await leftOn(base, itemId, day), 5)

    // Reserve again: the same slot is the buyer's again.
    await reserve(page, base, itemId)
    assert.equal(await leftOn(base, itemId, day), 4)
    assert.equal(await page.locator('[data-testid="reserve-booking"]').count(), 2)
    // Fits the width: nothing wider than the viewport.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok(overflow <= 1, `no sideways scroll (${overflow}px)`)
    assert.deepEqual(errors, [])
    await close()
  })
}

test('the console shows the item with its coming places booked and its calendar of slots', async () => {
  const base = suite.storefront.base
  const itemId = await makeItem(base, '控制台里的预约')
  const merchant = await operatorConsole(suite.browser, base)
  const { page } = merchant
  await page.goto(`${base}/admin/reservations`)
  const row = page.locator('[data-testid="reservation-items-table"] tr', { hasText: '控制台里的预约' })
  await row.waitFor()
  await row.locator('[data-testid="reservation-coming"]', { hasText: '0 / 10' }).waitFor()
  await row.locator('[data-testid="reservation-calendar"]').click()
  await page.locator('[data-testid="slots-table"] tbody tr.ant-table-row').nth(1).waitFor()
  assert.equal(await page.locator('[data-testid="slots-table"] tbody tr.ant-table-row').count(), 2)
  assert.ok(itemId)
  assert.deepEqual(merchant.errors, [])
  await merchant.close()
})

test('375 px: a paid booking holds its place, pays in the cashier and comes back to reserve-record booked', async () => {
  const base = suite.storefront.base
  const itemId = await makeItem(base, '舞台合影（付费）', 5000)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000933')
  await fillBooking(page, base, itemId)
  await tap(page, page.locator('.reserve__submit', { hasText: '去支付' }))
  // The payment chooser: the amount and the countdown of the hold; the place is held meanwhile.
  await page.locator('.payment-chooser__countdown').waitFor()
  assert.equal(await leftOn(base, itemId, merchantDay(1)), 4)
  // The cashiers' list has loaded and one is chosen; click() waits for the sheet to finish sliding up.
  await page.locator('.payment-chooser__option--on').waitFor()
  await page.locator('.payment-chooser__pay').click()
  await payInSandboxCashier(page, /\/reserve-record\?bookingId=/)
  await page.locator('[data-testid="reserve-booking"][data-state="BOOKED"]').waitFor()
  await page.locator('[data-testid="reserve-entry-code"]').waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test("the door page admits a booking's entry code on its day, once", async (t) => {
  const base = suite.storefront.base
  // A slot starting in ten minutes on the merchant's clock, unless that runs past midnight there.
  const [h, m] = new Date().toLocaleTimeString('en-GB', { timeZone: 'Asia/Shanghai', hourCycle: 'h23' }).split(':').map(Number)
  const start = h * 60 + m + 10
  if (start + 60 >= 24 * 60) return t.skip('too close to midnight in Shanghai for a slot today')
  const clock = (min) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`
  const itemId = await makeItem(base, '今日后台参观', 0, {
    fromDate: merchantDay(0),
    toDate: merchantDay(0),
    times: [{ start: clock(start), end: clock(start + 60) }]
  })
  const buyer = await phonePage(suite.browser)
  await logInFromMine(buyer.page, base, '13900000934')
  await reserve(buyer.page, base, itemId)
  const code = (await buyer.page.locator('.reserve-booking__code-text').textContent())?.trim() ?? ''
  await buyer.close()

  const door = await desktopPage(suite.browser)
  await logInToConsole(door.page, base, 'door@demo.stagedoor.test', DEMO_PASSWORD)
  await door.page.goto(`${base}/admin/door`)
  const input = door.page.locator('[data-testid=door-code] input')
  await input.fill(code)
  await input.press('Enter')
  await door.page.locator('[data-testid=reservation-result][data-result=ADMITTED]').waitFor()
  await input.fill(code)
  await input.press('Enter')
  await door.page.locator('[data-testid=reservation-result][data-result=ALREADY_USED]').waitFor()
  assert.deepEqual(door.errors, [])
  await door.close()
})
