/**
 * Commemorative ticket stubs end to end (issue "Shop" #29: product.md's "ticket-stub-print,
 * ticket-stub-list"; docs/shop-app.md "Ticket stubs") in Chromium at 375x812: a buyer with a ticket opens it,
 * follows its "Commemorative stub" row to the preview, sees the sold-out design disabled, picks another,
 * orders it through goods-confirm with an address, pays in the sandbox cashier, and finds the stub ordered on
 * ticket-stub-list and the ticket it prints on the goods order. Then both pages fit a desktop width.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { desktopPage } from './console-staff.mjs'
import { buyableShow, fillAddress, logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()

/** The demo stub's designs (seed/demo-goods.ts): classic paper ¥29, holographic ¥49, framed ¥99 (sold out). */
const HOLO = 'sku_demo_stub_2'
const FRAMED = 'sku_demo_stub_3'

/** taro-ui's AtButton lays the platform's button over its label: tap its centre, as a finger does (STACK-NOTES.md). */
async function tap(page, selector) {
  const box = await page.locator(selector).boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** The page is no wider than the window (nothing pushed off to the side). */
async function assertFits(page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  assert.ok(scroll <= inner, `page ${scroll}px wide in a ${inner}px window`)
}

const ticketsOf = (page, orderId) =>
  page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    return (await (await fetch(`/buyer/buyer/v5/orders/${id}/tickets`, { headers: { 'access-token': token } })).json()).data
  }, orderId)

test('a ticket’s stub: previewed in a design, ordered through goods-confirm, paid, then shown as ordered', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000811')

  // ticket-stub-list before any ticket: the empty state offers the shows.
  await page.goto(`${base}/ticket-stubs`)
  await page.locator('.state-view--empty .state-view__action').click()
  await page.waitForURL(`${base}/list`)

  // One ticket bought and paid.
  await page.goto(`${base}/booking/${show.showId}`)
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?/)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__option--on').waitFor()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)
  const [ticket] = await ticketsOf(page, orderId)

  // The ticket detail offers its stub.
  await page.goto(`${base}/ticket-detail?id=${encodeURIComponent(ticket.ticketId)}`)
  await page.locator('.menu-list__row', { hasText: '纪念票根' }).click()
  await page.waitForURL(/\/ticket-stub-print\?/)
  const art = page.locator('[data-testid="stub-art"]')
  await art.locator('.stub-art__show', { hasText: ticket.showName }).waitFor()
  assert.equal(await art.getAttribute('data-design'), 'classic', 'the first design in stock is shown first')
  await art.locator('.stub-art__number', { hasText: ticket.ticketNumber }).waitFor()
  // The framed design has sold out: shown, not choosable.
  assert.equal(await page.locator(`[data-sku-id="${FRAMED}"]`).getAttribute('aria-disabled'), 'true')
  await page.locator(`[data-sku-id="${FRAMED}"]`).click({ force: true })
  assert.equal(await art.getAttribute('data-design'), 'classic')
  await page.locator(`[data-sku-id="${HOLO}"]`).click()
  assert.equal(await art.getAttribute('data-design'), 'holographic')
  await page.locator('.stub-print__price', { hasText: '¥49' }).waitFor()
  await assertFits(page)
  await tap(page, '.stub-print__submit')

  // goods-confirm with the stub's line: delivered, so an address; 49 + 10 delivery.
  await page.waitForURL(/\/goods-confirm\?/)
  assert.match(decodeURIComponent(page.url()), new RegExp(`lines=${HOLO}:1:${ticket.ticketId}`))
  await page.locator('.confirm-order__link', { hasText: '新增收货地址' }).click()
  await page.waitForURL(/\/address\/edit/)
  await fillAddress(page)
  await page.waitForURL(/\/goods-confirm\?/)
  await page.locator('.confirm-order__address--on', { hasText: '王五' }).waitFor()
  await page.locator('.goods-confirm__delivery-fee', { hasText: '¥10' }).waitFor()
  await page.locator('.confirm-order__bar', { hasText: '¥59' }).waitFor()
  await tap(page, '.goods-confirm__submit:not(.confirm-order__submit--off)')
  // The chooser offers one type, the one the ticket was paid with (the sandbox): it pays at once (PaymentChooser).
  const stubOrderId = await payInSandboxCashier(page)
  assert.match(page.url(), /orderType=goods/)

  // The goods order names the ticket it prints.
  await page.goto(`${base}/order/product/${stubOrderId}`)
  await page.locator('.order-product[data-state="PAID"]').waitFor()
  await page.locator('.goods-confirm__stub', { hasText: ticket.showName }).waitFor()

  // ticket-stub-list: the ticket's card says its stub is ordered and opens that order.
  await page.goto(`${base}/ticket-stubs`)
  const card = page.locator(`.stub-card[data-ticket-id="${ticket.ticketId}"]`)
  await card.locator('.stub-card__ordered').click()
  await page.waitForURL(`${base}/order/product/${stubOrderId}`)

  // A second stub of the ticket is not offered: its preview offers the order.
  await page.goto(`${base}/ticket-stub-print?ticketId=${encodeURIComponent(ticket.ticketId)}`)
  await page.locator('.stub-print__submit', { hasText: '查看票根订单' }).waitFor()
  assert.deepEqual(errors, [])

  // Both pages at a desktop width, in English: nothing wider than the window.
  const storage = await page.context().storageState()
  const desk = await desktopPage(suite.browser, { width: 1280, height: 900 })
  await desk.page.context().addCookies(storage.cookies)
  await desk.page.goto(`${base}/mine`)
  await desk.page.evaluate(
    (items) => {
      for (const { name, value } of items) localStorage.setItem(name, value)
    },
    storage.origins.find((o) => o.origin === base)?.localStorage ?? []
  )
  await desk.page.goto(`${base}/ticket-stubs?lang=en-US`)
  await desk.page.locator('.stub-card').first().waitFor()
  await assertFits(desk.page)
  await desk.page.goto(`${base}/ticket-stub-print?ticketId=${encodeURIComponent(ticket.ticketId)}`)
  await desk.page.locator('[data-testid="stub-art"]').waitFor()
  await assertFits(desk.page)
  assert.deepEqual(desk.errors, [])
  await desk.close()
  await close()
})
