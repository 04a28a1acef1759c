/**
 * Points on confirm order (issue #18), in Debian's Chromium at 375x812 against the gateway on a fresh
 * database. Done when: "a buyer uses points on an order (the spec's formula, checked against a
 * hand-computed case)". product.md section 5: "Points: the point price is the smaller of (order amount
 * times the limit-proportion percent) and (points owned divided by rate), both floored. Points used equal
 * that price times rate."
 *
 * The operator sets the merchant's points through the console's API (10 points earned a yuan paid; 100
 * points pay a yuan, up to 30% of an order). The buyer earns points the real way (one paid ticket), then
 * on a second ticket turns on the points switch: the row says how many points pay how much by the
 * formula worked out here by hand, the total drops by exactly that, the cashier asks for the rest, and the
 * points page shows the balance less the points used (plus what the cash paid earned).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine, openConfirmOrder, payInSandboxCashier } from './journeys.mjs'

const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const OPERATOR = 'operator@demo.stagedoor.test'
const suite = storefrontSuite()

const EARN_PER_YUAN = 10
const RATE = 100
const LIMIT_PERCENT = 30

const yuan = (fen) => `¥${Math.floor(fen / 100)}${fen % 100 ? `.${String(fen % 100).padStart(2, '0')}` : ''}`

test('a buyer uses points on an order: the row shows the formula’s amount, the cashier asks for the rest, the points page shows the balance reduced', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 2)

  const staff = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1280, height: 800 })
  await staff.page.goto(`${base}/healthz`)
  const saved = await staff.page.evaluate(
    async ({ email, password, body }) => {
      const csrf = async () => (await (await fetch('/admin-api/v1/csrf', { credentials: 'include' })).json()).data.token
      const send = async (method, path, data) =>
        (await fetch(path, { method, credentials: 'include', headers: { 'content-type': 'application/json', 'x-csrf-token': await csrf() }, body: JSON.stringify(data) })).json()
      const login = await send('POST', '/admin-api/v1/session', { email, password })
      if (login.statusCode !== 200) return login
      return send('PUT', '/admin-api/v1/membership/rates', body)
    },
    {
      email: OPERATOR,
      password: DEMO_PASSWORD,
      body: {
        pointsRate: { points: EARN_PER_YUAN, perYuan: 1 },
        growthRate: { points: 1, perYuan: 1 },
        pointsValidDays: 365,
        expiryNoticeDays: 30,
        agreement: '',
        birthdayGifts: [],
        pointsPay: { enabled: true, rate: RATE, limitProportion: LIMIT_PERCENT }
      }
    }
  )
  assert.equal(saved.statusCode, 200, saved.comments)
  await staff.close()

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000455')

  // Earn: one ticket paid in the sandbox cashier, the switch left off.
  await openConfirmOrder(page, base, show, plan)
  const unit = page.locator('.confirm-order__unit').first()
  await unit.locator('.price').waitFor()
  const priceFen = Math.round(Number((await unit.innerText()).match(/¥\s*([\d.]+)/)[1]) * 100)
  await page.locator('.confirm-order__bar', { hasText: yuan(priceFen) }).waitFor()
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await page.locator('.payment-chooser__pay').click()
  await payInSandboxCashier(page)
  const owned = Math.floor((priceFen * EARN_PER_YUAN) / 100)
  await page.goto(`${base}/points`)
  await page.locator('.member-balance', { hasText: new RegExp(`^${owned}$`) }).waitFor()

  // By hand: the point price is min(floor(price × 30%), floor(owned ÷ 100)) whole yuan; used = price × 100.
  const pointYuan = Math.min(Math.floor((priceFen * LIMIT_PERCENT) / 10000), Math.floor(owned / RATE))
  assert.ok(pointYuan > 0, `a ticket of ${yuan(priceFen)} earns enough points to pay something`)
  const pointFen = pointYuan * 100
  const used = pointYuan * RATE

  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__points-offer', { hasText: `可用${used}积分抵${yuan(pointFen)}` }).waitFor()
  await page.locator('.confirm-order__bar', { hasText: yuan(priceFen) }).waitFor()
  await page.locator('.confirm-order__points-switch input').click()
  await page.locator('.confirm-order__points-fee', { hasText: yuan(pointFen) }).waitFor()
  await page.locator('.confirm-order__bar', { hasText: yuan(priceFen - pointFen) }).waitFor()

  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__amount', { hasText: yuan(priceFen - pointFen) }).waitFor()
  await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await page.locator('.payment-chooser__pay').click()
  await payInSandboxCashier(page)

  // The points page: the points used are gone; the cash paid earned at 10 a yuan.
  const earnedAgain = Math.floor(((priceFen - pointFen) * EARN_PER_YUAN) / 100)
  await page.goto(`${base}/points`)
  await page.locator('.member-balance', { hasText: new RegExp(`^${owned - used + earnedAgain}$`) }).waitFor()
  await page.locator('.member-ledger__row[data-kind="SPEND"]').first().waitFor()
  assert.deepEqual(errors, [])
  await close()
})
