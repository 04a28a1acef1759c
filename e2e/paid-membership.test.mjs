/**
 * Issue #18, paid membership ("member-confirm → pay through the same cashier → member-pay-success"): the
 * merchant's operator saves a ladder and offers a 金卡 plan in the console (会员与积分 → 付费会员); a buyer
 * opens member-confirm from the member centre, pays in the sandbox cashier, lands on member-pay-success
 * (orderId, channelId) with the level and its end, and the member centre shows 金卡 with the renew button.
 * In Chromium: the buyer at a phone viewport, the operator at desktop width.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (built here when missing).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { beginLadder, needsConsoleBuild } from './console-staff.mjs'
import { logInFromMine } from './journeys.mjs'

needsConsoleBuild()

const suite = storefrontSuite()

test('the operator offers a 金卡 plan; a buyer pays it through the sandbox cashier, lands on member-pay-success and the member centre shows 金卡 until its end', async () => {
  const base = suite.storefront.base

  // The operator's ladder (普通会员 from 0, 金卡 from growth 100000: out of reach by orders), then a plan on 金卡.
  const { merchant, levels } = await beginLadder(suite.browser, base, '金卡', '100000')
  await levels.getByRole('button', { name: /保\s*存/ }).click()
  await merchant.page.getByText('已保存').first().waitFor()
  await merchant.page.reload()
  await merchant.page.getByRole('tab', { name: '付费会员' }).click()
  await merchant.page.locator('[data-testid=member-plan-add]').click()
  const form = merchant.page.locator('[data-testid=member-plan-form]')
  await form.locator('.ant-select').first().click()
  await merchant.page.locator('.ant-select-item-option', { hasText: '金卡' }).click()
  await form.locator('#priceYuan').fill('99')
  await form.locator('#durationCount').fill('3')
  await form.locator('#description').fill('金卡季卡')
  await form.getByRole('button', { name: /保\s*存/ }).click()
  await merchant.page.locator('[data-testid=member-plans] .ant-table-row', { hasText: '金卡' }).waitFor()

  // The buyer: member centre → 开通 → member-confirm.
  const buyer = await phonePage(suite.browser)
  await logInFromMine(buyer.page, base, '13900000281')
  await buyer.page.goto(`${base}/member-center`)
  await buyer.page.locator('.member-card__level', { hasText: '普通会员' }).waitFor()
  await buyer.page.locator('.paid-row__action', { hasText: '开通' }).click()
  await buyer.page.waitForURL(/\/member-confirm/)
  await buyer.page.locator('.paid-plan', { hasText: '金卡' }).waitFor()
  await buyer.page.getByText('有效期 3个月').waitFor()
  await buyer.page.getByText('《会员协议》').waitFor()
  await buyer.page.locator('.paid-pay').click()
  await buyer.page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await buyer.page.locator('.payment-chooser__pay').click()
  await buyer.page.waitForURL(/\/pub\/v1\/payments\/sandbox\/cashier/)
  await buyer.page.locator('button.pay').click()

  // member-pay-success with orderId and channelId: the level and its end.
  await buyer.page.waitForURL(/\/member-pay-success\?orderId=[^&]+&channelId=MEMBER/)
  await buyer.page.locator('.paid-result[data-state=PAID] .paid-result__title', { hasText: '开通成功' }).waitFor()
  await buyer.page.getByText('当前等级：金卡').waitFor()
  await buyer.page.locator('.paid-result__line', { hasText: /有效期至 \d{4}\.\d{2}\.\d{2}/ }).waitFor()

  // Back to the member centre: 金卡, its end, and renew.
  await buyer.page.locator('.paid-back').click()
  await buyer.page.waitForURL(/\/member-center/)
  await buyer.page.locator('.member-card__level', { hasText: '金卡' }).waitFor()
  await buyer.page.locator('.paid-row__text', { hasText: '金卡有效期至' }).waitFor()
  await buyer.page.locator('.paid-row__action', { hasText: '续费' }).waitFor()

  // The console lists the paid member order by its buyer's phone and level, not its mbo_ id (issue #31 "human
  // states and numbers").
  await merchant.page.reload()
  await merchant.page.getByRole('tab', { name: '付费会员' }).click()
  const paid = merchant.page.locator('.ant-table-row', { hasText: '13900000281' })
  await paid.getByText('已生效').waitFor()
  await paid.getByText('金卡').waitFor()
  assert.equal(await paid.getByText(/mbo_/).count(), 0)
  await merchant.close()
  await buyer.close()
})
