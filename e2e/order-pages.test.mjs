/**
 * Issue #17, "the rest of the ticket and order pages", in Chromium: a buyer with a paid express order sees
 * it awaiting shipment ("Shipping awaits express", state 7) and an empty tracking page; the merchant ships
 * it in the console's order drawer (carrier and number); the buyer's order reads shipped (state 6) and the
 * express page shows the carrier and the number. Then pay-loading, opened while a sandbox payment is still
 * undecided, waits, and reaches pay-success-new once the payment is made; share-pay-success and
 * about-order follow from there. Needs dist/h5 and dist/admin (npm run build:h5, npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { allShows, buyableShow, fillAddress, logInFromMine, logInToConsole, openConfirmOrder, payInSandboxCashier } from './journeys.mjs'

const OWNER = 'owner@demo.stagedoor.test'
const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const PHONE = '13900001701'

const suite = storefrontSuite()

/** Nothing wider than the phone's 375 px (no sideways scroll); a screenshot into SHOT_DIR when set. */
async function fits(page, name) {
  if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}.png`, fullPage: true })
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} fits 375 px`)
}

async function api(path) {
  return (await (await fetch(`${suite.storefront.base}${path}`)).json()).data
}

/** An on-sale show that posts paper tickets, with a general-admission price to buy one of. */
async function expressTarget() {
  for (const s of (await allShows(suite.storefront.base)).filter((x) => x.showStatus === 'ON_SALE')) {
    const detail = await api(`/show/pub/v5/show/${s.showId}/static?lang=zh`)
    if (
      !detail.deliveryMethods?.some((d) => d.deliverMethod === 'EXPRESS') ||
      detail.realName ||
      detail.supportSeatPicking ||
      detail.minLimitAge
    )
      continue
    const session = (await api(`/show/pub/v5/show/${s.showId}/sessions_dynamic_data?lang=zh`)).find((x) => x.canBuy)
    if (!session) continue
    const plan = (await api(`/show/pub/v5/show/${s.showId}/session/${session.bizShowSessionId}/seat_plans_dynamic_data?lang=zh`)).find(
      (p) => p.canBuyCount >= 1
    )
    if (plan) return { showId: s.showId, sessionId: session.bizShowSessionId, plan }
  }
  throw new Error('no on-sale show posts paper tickets')
}

test('"express": a paid express order awaits shipment; the merchant ships it in the console; the buyer sees the carrier and the number', async () => {
  const base = suite.storefront.base
  const target = await expressTarget()
  const buyer = await phonePage(suite.browser)
  const { page } = buyer
  await logInFromMine(page, base, PHONE)
  await page.goto(`${base}/order/confirm?showId=${target.showId}&sessionId=${target.sessionId}&seatPlanId=${target.plan.seatPlanId}&qty=1`)
  await page.locator('.confirm-order__attendee[data-method="EXPRESS"]').click()
  await page.locator('.confirm-order__link', { hasText: '新增收货地址' }).click()
  await page.waitForURL(/\/address\/edit/)
  await fillAddress(page)
  await page.waitForURL(/\/order\/confirm\?/)
  await page.locator('.confirm-order__address--on', { hasText: '王五' }).waitFor()
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)

  // Awaiting shipment: the order says so and the tracking page is its empty state.
  await page.goto(`${base}/order/detail/${orderId}`)
  await page.locator('.order-detail__state', { hasText: '待发货' }).waitFor()
  await page.locator('.order-detail__express', { hasText: '查看物流' }).click()
  await page.waitForURL(`${base}/express?orderId=${encodeURIComponent(orderId)}`)
  await page.getByText('商家正在备货').waitFor()
  await page.locator('.express__address', { hasText: '137****0000' }).waitFor()
  await fits(page, 'express-waiting')

  // The merchant ships it from the order drawer.
  const merchant = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(merchant.page, base, OWNER, DEMO_PASSWORD)
  await merchant.page.locator('[data-testid=side-menu]').getByText('订单', { exact: true }).click()
  await merchant.page.waitForURL(`${base}/admin/orders`)
  await merchant.page.locator('input[data-testid=orders-q], [data-testid=orders-q] input').first().fill(PHONE)
  await merchant.page.locator('[data-testid=orders-search]').click()
  await merchant.page.locator('[data-testid=orders-table] tbody tr.ant-table-row').first().click()
  const drawer = merchant.page.locator('.ant-drawer')
  await drawer.locator('[data-testid=shipment-state]', { hasText: '待发货' }).waitFor()
  // The carrier is taken once the select shows it: a click while the list still opens can miss it (and the
  // form then refuses to save), so a busy machine's miss is chosen again.
  for (let attempt = 0; ; attempt++) {
    await drawer.locator('[data-testid=shipment] .ant-select').first().click()
    await merchant.page.locator('.ant-select-item-option', { hasText: '顺丰速运' }).click()
    const shown = await drawer
      .locator('[data-testid=shipment]', { hasText: '顺丰速运' })
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false)
    if (shown || attempt === 2) break
  }
  await drawer.locator('[data-testid=shipment-number]').fill('SF 1234 5678 90123')
  const saved = merchant.page.waitForResponse(
    (r) => r.url().includes(`/sales/orders/${orderId}/shipment`) && r.request().method() === 'PUT'
  )
  await drawer.locator('[data-testid=shipment-save]').click()
  assert.equal((await (await saved).json()).statusCode, 200)
  await drawer.locator('[data-testid=shipment-state]', { hasText: '已于' }).waitFor()
  assert.deepEqual(merchant.errors, [])
  await merchant.close()

  // The buyer sees it shipped, with the carrier and the number.
  await page.reload()
  await page.locator('.express__carrier', { hasText: '顺丰速运' }).waitFor()
  await page.locator('.express__number', { hasText: 'SF1234567890123' }).waitFor()
  await page.getByText('商家已发货，物流信息更新后会显示在这里').waitFor()
  await fits(page, 'express-shipped')
  await page.goto(`${base}/order/detail/${orderId}`)
  await page.locator('.order-detail__state', { hasText: '已发货' }).waitFor()
  await page.locator('.order-detail__express', { hasText: '顺丰速运 SF1234567890123' }).waitFor()
  assert.deepEqual(buyer.errors, [])
  await buyer.close()
})

test('pay-loading waits while a sandbox payment is undecided and reaches pay-success-new once it is paid; share-pay-success and about-order follow', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 1)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900001702')
  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await page.locator('.payment-chooser__pay').click()
  await page.waitForURL(/\/pub\/v1\/payments\/sandbox\/cashier/)
  const cashier = new URL(page.url()).searchParams
  const orderId = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    const list = (await (await fetch('/buyer/buyer/v5/orders?state=UNPAID', { headers: { 'access-token': token } })).json()).data.list
    return list[0].orderId
  })

  // Back from the cashier without a result: pay-loading waits.
  await page.goto(`${base}/pay-loading?orderId=${encodeURIComponent(orderId)}&orderType=ticket`)
  await page.locator('.pay-loading[data-state=checking]').getByText('正在确认支付结果…').waitFor()
  await fits(page, 'pay-loading')
  // The buyer pays in the cashier (its form post, as the page would send it); the sandbox calls back.
  const decided = await fetch(`${base}/pub/v1/payments/sandbox/cashier`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ paymentId: cashier.get('paymentId') ?? '', token: cashier.get('token') ?? '', decision: 'pay' }).toString(),
    redirect: 'manual'
  })
  assert.equal(decided.status, 303)
  await page.waitForURL(/\/pay-success-new\?/, { timeout: 30000 })
  await page.locator('.pay-success-new__title', { hasText: '支付成功' }).waitFor()
  await page.locator('.pay-success-new__show', { hasText: show.showName }).waitFor()
  await page.locator('.pay-success-new__qty', { hasText: '共1张' }).waitFor()
  await fits(page, 'pay-success-new')

  await page.locator('.pay-success-new__share').click()
  await page.waitForURL(/\/share-pay-success\?/)
  await page.locator('.share-pay-success__show', { hasText: show.showName }).waitFor()
  await page.locator('.share-pay-success__share', { hasText: '复制链接' }).waitFor()
  await fits(page, 'share-pay-success')

  await page.goto(`${base}/about-order`)
  await page.getByText('票怎么送到').waitFor()
  await page.locator('.about-order__phone', { hasText: '400-000-0000' }).waitFor()
  await fits(page, 'about-order')
  await page.goto(`${base}/wait-list-instruction`)
  await page.getByText('本店暂未开通候补购票', { exact: false }).waitFor()
  await fits(page, 'wait-list-instruction')
  assert.deepEqual(errors, [])
  await close()
})
