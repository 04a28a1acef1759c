/**
 * Ticket packages (issue #18 "ticket packages / combo activities (cross-show sessions at a fixed amount)
 * with their four pages and the combo price call"), in Debian's Chromium at 375x812 against the gateway on
 * a fresh database. The operator makes a two-show package in the console's API; a buyer opens the package,
 * picks a session and price in each slot, sees the combo price the gateway quotes, pays it once in the
 * sandbox cashier, and the order list shows both orders paid, each naming the package.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, operatorApiPage } from './console-staff.mjs'
import { logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()

/** Two on-sale shows, neither real-name, age-limited nor seat-picked, with tickets to sell, none in a demo promotion. */
async function twoBuyableShows(base) {
  const api = async (path) => (await (await fetch(`${base}${path}`)).json()).data
  const { list } = await api('/home/pub/v3/show_list/search?sortType=RECOMMEND&length=50&lang=zh')
  const found = []
  for (const show of list.filter((s) => s.showStatus === 'ON_SALE')) {
    const detail = await api(`/show/pub/v5/show/${show.showId}/static?lang=zh`)
    if (detail.realName || detail.minLimitAge || detail.supportSeatPicking) continue
    if ((await api(`/show/pub/v1/promotions?showId=${show.showId}`)).length) continue
    const sessions = await api(`/show/pub/v5/show/${show.showId}/sessions_dynamic_data?lang=zh`)
    if (!sessions.some((s) => !s.soldOut)) continue
    found.push(show)
    if (found.length === 2) return found
  }
  throw new Error('no two buyable shows in the demo data')
}

test('a buyer opens a package, picks a session in each slot, sees the combo price, pays once, and both orders are paid', async () => {
  const base = suite.storefront.base
  const [a, b] = await twoBuyableShows(base)

  const staff = await operatorApiPage(suite.browser, base)
  const made = await consolePost(staff.page, '/admin-api/v1/promotions', {
    kind: 'PACKAGE',
    name: { 'zh-CN': '周末双剧套票', 'zh-MO': '週末雙劇套票', 'en-US': 'Weekend two-show package' },
    startTime: Date.now() - 86400000,
    endTime: Date.now() + 30 * 86400000,
    // 1.00 yuan a set: below any two tickets, so the quote is exactly the fixed amount.
    fixedAmount: 100,
    quota: 20,
    perBuyerLimit: 2,
    scopes: [
      { slot: 0, showId: a.showId },
      { slot: 1, showId: b.showId }
    ]
  })
  assert.equal(made.statusCode, 200, made.comments)
  await staff.close()
  const promotionId = made.data.promotionId

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000462')
  // The show page lists the package and opens it.
  await page.goto(`${base}/content/${a.showId}`)
  await page.locator(`[data-testid="show-promotions"] [data-promotion-id="${promotionId}"]`).click()
  await page.waitForURL((url) => url.pathname === `/ticket-package/${promotionId}`)
  await page.locator('[data-testid="package-price"]', { hasText: '¥1/套' }).waitFor()
  await page.locator('[data-testid="package-detail"] .ticket-package__bar-button').click()
  await page.waitForURL((url) => url.pathname === `/ticket-package-session/${promotionId}`)

  // Each slot (one show each): its sessions, the first price with tickets left; back on the session page with the pick.
  for (const slot of [0, 1]) {
    await page.locator(`[data-testid="package-session"] [data-slot="${slot}"]`).click()
    await page.waitForURL(/\/ticket-package-show-detail\//)
    await page.locator('[data-testid="package-show-detail"]:visible .ticket-package__tier:not(.ticket-package__tier--off)').first().click()
    await page.waitForURL((url) => url.pathname === `/ticket-package-session/${promotionId}`)
    await page.locator(`[data-testid="package-session"] [data-slot="${slot}"][data-picked="yes"]`).waitFor()
  }

  // The gateway's combo price: the fixed amount, and the saving against the tickets bought alone.
  await page.locator('[data-testid="combo-price"] .price', { hasText: '¥1' }).waitFor()
  assert.match(await page.locator('[data-testid="combo-saving"]').innerText(), /立省 ¥\d/)
  // Two sets (the per-buyer limit): the gateway quotes twice the fixed amount; a third is not offered.
  const plus = page.locator('[data-testid="package-sets"] .at-input-number__btn').last()
  await plus.click()
  await page.locator('[data-testid="combo-price"] .price', { hasText: '¥2' }).waitFor()
  await page.locator('[data-testid="package-sets"] .at-input-number__btn.at-input-number--disabled').last().waitFor()
  await page.locator('[data-testid="package-session"] .ticket-package__bar-button').click()
  await page.locator('.payment-chooser__amount', { hasText: '¥2' }).waitFor()
  await page.locator('.payment-chooser__pay').click()
  await payInSandboxCashier(page)

  // Both orders paid, each naming the package.
  await page.goto(`${base}/order`)
  const packaged = page.locator('.order-list__order', { has: page.locator('.order-list__package', { hasText: '周末双剧套票' }) })
  await packaged.nth(1).waitFor()
  assert.equal(await packaged.count(), 2)
  for (const i of [0, 1]) {
    assert.equal(await packaged.nth(i).locator('.order-list__state--succeeded').count(), 1)
    // Two sets: two tickets of each slot's session.
    assert.match(await packaged.nth(i).innerText(), /共2张/)
  }
  assert.deepEqual(errors, [])
  await close()
})
