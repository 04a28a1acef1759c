/**
 * Points on confirm order (issue #18), in Debian's Chromium at 375x812 against the gateway on a fresh
 * database. Done when: "a buyer uses points on an order (the spec's formula, checked against a
 * hand-computed case)". product.md section 5: "Points: the point price is the smaller of (order amount
 * times the limit-proportion percent) and (points owned divided by rate), both floored. Points used equal
 * that price times rate."
 *
 * The operator sets the merchant's points on the console's Membership page (10 points earned a yuan paid;
 * 100 points pay a yuan, up to 30% of an order). Needs dist/h5 (npm run build:h5) and dist/admin (built
 * here when missing). The buyer earns points the real way (one paid ticket), then
 * on a second ticket turns on the points switch: the row says how many points pay how much by the
 * formula worked out here by hand, the total drops by exactly that, the cashier asks for the rest, and the
 * points page shows the balance less the points used (plus what the cash paid earned).
 */
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine, logInToConsole, openConfirmOrder, payInSandboxCashier } from './journeys.mjs'

const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const OPERATOR = 'operator@demo.stagedoor.test'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

before(() => {
  if (existsSync(path.join(root, 'dist', 'admin', 'index.html'))) return
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'admin/vite.config.ts'],
    { cwd: root, stdio: 'inherit' }
  )
  assert.equal(built.status, 0, 'npm run build:admin')
})

const suite = storefrontSuite()

const EARN_PER_YUAN = 10
const RATE = 100
const LIMIT_PERCENT = 30

const yuan = (fen) => `¥${Math.floor(fen / 100)}${fen % 100 ? `.${String(fen % 100).padStart(2, '0')}` : ''}`

test('a buyer uses points on an order: the row shows the formula’s amount, the cashier asks for the rest, the points page shows the balance reduced', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 2)

  // The operator in the console (会员与积分 → 成长值与积分规则): 10 points earned a yuan paid; points pay at
  // 100 a yuan, up to 30% of an order.
  const staff = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(staff.page, base, OPERATOR, DEMO_PASSWORD)
  await staff.page.goto(`${base}/admin/membership`)
  await staff.page.getByRole('tab', { name: '成长值与积分规则' }).click()
  const rates = staff.page.locator('[data-testid=member-rates]')
  await rates.locator('#pointsRate_points').fill(String(EARN_PER_YUAN))
  await rates.locator('#pointsRate_perYuan').fill('1')
  const enabled = rates.locator('[data-testid=points-pay-enabled]')
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click()
  await rates.locator('#pointsPay_rate').fill(String(RATE))
  await rates.locator('#pointsPay_limitProportion').fill(String(LIMIT_PERCENT))
  await rates.getByRole('button', { name: /保\s*存/ }).click()
  await staff.page.getByText('已保存').first().waitFor()
  const saved = await staff.page.evaluate(async () => (await (await fetch('/admin-api/v1/membership')).json()).data)
  assert.deepEqual(
    [saved.pointsRate.points, saved.pointsPay],
    [EARN_PER_YUAN, { enabled: true, rate: RATE, limitProportion: LIMIT_PERCENT }]
  )
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
