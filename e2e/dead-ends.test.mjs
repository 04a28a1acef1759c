/**
 * Issue #14 "The buyer's experience", the dead ends a tester found in Chromium at 375x812: a login page
 * opened by its address, taps that did nothing offline, a bad show id, an unknown address, the language
 * choice landing on home, and a pay-success page without the order.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { allShows, buyableShow, logIn, logInFromMine, openConfirmOrder, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()

// H5 keeps visited tab pages alive but hidden, each with its own bar: only the visible one counts.
const tab = (page, label) => page.locator('.tab-bar__item:visible', { hasText: label })

test('"A login-required deep link (/order opened directly) shows 加载失败/重试 instead of the login page": it goes to login with the return URL, and after login back to the order list', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/order`)
  await page.waitForURL(`${base}/login-way?redirect=%2Forder`)
  await page.getByText('登录后将为你打开：我的订单').waitFor()
  assert.equal(await page.getByText('加载失败').count(), 0)
  await page.locator('.login-way__phone').click()
  await page.waitForURL(`${base}/login?redirect=%2Forder`)
  // A reload on the way through login still knows where to return (the return URL is in the address).
  await page.reload()
  await page.getByText('登录后将为你打开：我的订单').waitFor()
  await logIn(page, base, '13900001401')
  await page.waitForURL(`${base}/order`)
  await page.locator('.order-list__tabs').waitFor()
  await page.getByText('暂无订单').waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test('"With the network gone, a tab tap changes the URL and nothing else": the buyer is told, stays on the page, and the tap completes when the network returns', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/`)
  await tab(page, '首页').waitFor()
  await page.context().setOffline(true)
  await tab(page, '全部').click()
  await page.getByText('网络不可用，请检查网络后重试').first().waitFor()
  // Not a new address over the old page: the address and the page are still home's, and home shows.
  assert.equal(page.url(), `${base}/`)
  assert.equal(await tab(page, '首页').getAttribute('aria-selected'), 'true')
  assert.ok(await page.locator('.home__search:visible').isVisible(), 'home is still on screen, not a blank page')

  await page.context().setOffline(false)
  await page.waitForURL(`${base}/list`)
  await page.locator('.tab-bar__item:visible[aria-selected="true"]', { hasText: '全部' }).waitFor()
  await page.locator('.show-card:visible').first().waitFor()
  // The failed chunk was handled, not thrown at the page.
  assert.deepEqual(errors, [])
  await close()
})

test('"Data calls that fail for the network ... a page\'s error state with retry is shown, not an endless spinner"', async () => {
  const base = suite.storefront.base
  const { page, close } = await phonePage(suite.browser)
  // The show page's code is loaded once online, so offline only its data fails.
  await page.goto(`${base}/content/does-not-exist`)
  await page.locator('.dead-end .show-card').first().waitFor()
  const [first] = await page.locator('.dead-end .show-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-show-id')))
  await page.context().setOffline(true)
  await page.locator(`.show-card[data-show-id="${first}"]`).first().click()
  await page.locator('.state-view--error', { hasText: '网络不可用，请检查网络后重试' }).waitFor()
  assert.equal(await page.locator('.state-view[aria-busy="true"]:visible').count(), 0, 'no spinner left turning')
  await page.context().setOffline(false)
  await page.locator('.state-view--error .state-view__retry').click()
  await page.locator('.show-detail__name').waitFor()
  await close()
})

test('"A bad show id shows a modal over a spinner that never stops": the page says the show does not exist and offers the way home', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/content/does-not-exist`)
  await page.locator('.state-view__text', { hasText: '演出不存在或已下架' }).waitFor()
  // Both of the page's calls have answered by the time the recommendations show.
  await page.locator('.dead-end .show-card').first().waitFor()
  assert.equal(await page.locator('.reply-dialog__content:visible').count(), 0, 'no dialog over the page')
  assert.equal(await page.locator('.state-view[aria-busy="true"]:visible').count(), 0, 'no spinner')
  await page.locator('.state-view__action', { hasText: '返回首页' }).click()
  await page.waitForURL(`${base}/`)
  await tab(page, '首页').waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test('"An unknown route silently lands on home": a not-found page names the address and offers the way home', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/no/such/page`)
  await page.waitForURL(`${base}/page-error?path=%2Fno%2Fsuch%2Fpage`)
  await page.getByText('你访问的页面不存在或已被移除').waitFor()
  await page.getByText('/no/such/page').waitFor()
  await page.locator('.show-card').first().waitFor()
  // Issue #31 item 3: a cancelled show "appears among the recommendations of the not-found page"; none that
  // is cancelled, ended or sold out may.
  const recommended = await page.locator('.dead-end .show-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-show-id')))
  const unsellable = new Set((await allShows(base)).filter((s) => s.showStatus !== 'ON_SALE').map((s) => s.showId))
  assert.ok(recommended.length > 0 && unsellable.size > 0)
  assert.deepEqual(
    recommended.filter((id) => unsellable.has(id)),
    []
  )
  await page.locator('.state-view__action', { hasText: '返回首页' }).click()
  await page.waitForURL(`${base}/`)
  assert.deepEqual(errors, [])
  await close()
})

test('"Choosing a language jumps to home instead of back": the buyer returns to the page they came from, in the new language', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/setting`)
  await page.locator('.menu-list__label:visible', { hasText: '语言' }).click()
  await page.waitForURL(`${base}/language`)
  // After a reload the app's page stack starts again at the language page; the browser's history does not.
  await page.reload()
  await page.getByText('English').click()
  await page.waitForURL(`${base}/setting`)
  await page.locator('.menu-list__label:visible', { hasText: 'Language' }).waitFor()
  assert.equal(await page.locator('.menu-list__label:visible', { hasText: '语言' }).count(), 0)
  assert.deepEqual(errors, [])
  await close()
})

test('"Pay success is a ✓ and a button with no order summary": it shows the show, session, quantity, amount paid and order number, with 查看订单 and 查看电子票', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 1)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900001402')
  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)

  await page.locator('.pay-success__title', { hasText: '支付成功' }).waitFor()
  await page.locator('.pay-success__show', { hasText: show.showName }).waitFor()
  assert.match(await page.locator('.pay-success__session').innerText(), /\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/)
  assert.match(await page.locator('.pay-success__qty').innerText(), /共1张/)
  assert.match(await page.locator('.pay-success__paid').innerText(), /¥\d+/)
  assert.match(await page.locator('.pay-success__number').innerText(), /订单号\s*\S+/)
  assert.equal(
    await page.locator('.pay-success__icon').evaluate((el) => el.tagName.toLowerCase().includes('image')),
    true,
    'the tick is an SVG image, not a character'
  )
  await page.locator('.pay-success__tickets', { hasText: '查看电子票' }).waitFor()
  await page.locator('.pay-success__order', { hasText: '查看订单' }).click()
  await page.waitForURL(`${base}/order/detail/${orderId}`)
  assert.deepEqual(errors, [])
  await close()
})

test('"/refund-orders opened with no orderId shows the gateway\'s raw message" (held-out walk): it says no order was named and offers the orders', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900001408')
  await page.goto(`${base}/refund-orders`)
  await page.getByText('没有找到要退票的订单').waitFor()
  assert.equal(await page.getByText('参数错误').count(), 0, 'no raw validation message')
  // A finger's tap on the action (AtButton lays the platform's button over its label).
  const action = page.locator('.state-view__action:visible', { hasText: '查看我的订单' })
  const box = await action.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForURL(`${base}/order`)
  assert.deepEqual(errors, [])
  await close()
})
