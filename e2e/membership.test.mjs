/**
 * Issue #18, membership: the merchant's operator sets a two-level ladder in the console (会员与积分), a
 * buyer pays an order, the mine page congratulates them on the new level once ("no longer remind" on
 * closing), and the member centre (also in English, with the merchant's English names), the points page and
 * the console's points report agree. In Chromium: the
 * buyer at a phone viewport, the operator at desktop width.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (built here when missing).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { beginLadder, needsConsoleBuild } from './console-staff.mjs'
import { buyableShow, logInFromMine, openConfirmOrder, payInSandboxCashier } from './journeys.mjs'

needsConsoleBuild()

const suite = storefrontSuite()

test('the operator sets levels, a paid order lifts the buyer to 银卡: one level-up popup, the member centre and points page agree with the console report', async () => {
  const base = suite.storefront.base

  // The operator's ladder: 普通会员 from 0, 银卡 from growth 1 with 会员9.5折 and one highlighted right.
  const { merchant, levels } = await beginLadder(suite.browser, base, '银卡', '1')
  await levels.locator('#levels_1_discountPercent').fill('95')
  await levels.getByRole('button', { name: '添加权益' }).nth(1).click()
  await levels.locator('#levels_1_primeRights_0_primeRightTypeName').fill('优先购票')
  await levels.locator('#levels_1_primeRights_0_isHighlight').check()
  // Issue #31 item 8: the merchant's texts in English too (zh-MO left blank reads the zh-CN text).
  await levels.locator('[data-testid=member-level-name-1-en-US]').fill('Silver')
  await levels.locator('[data-testid=member-right-name-en-US]').first().fill('Priority booking')
  await levels.getByRole('button', { name: /保\s*存/ }).click()
  await merchant.page.getByText('已保存').first().waitFor()

  // The buyer pays one ticket.
  const { show, plan } = await buyableShow(base)
  const buyer = await phonePage(suite.browser)
  await logInFromMine(buyer.page, base, '13900000181')
  await openConfirmOrder(buyer.page, base, show, plan)
  await buyer.page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await buyer.page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await buyer.page.locator('.payment-chooser__pay').click()
  await payInSandboxCashier(buyer.page)

  // The mine page: the level-up popup once; closing it is remembered by the gateway.
  await buyer.page.goto(`${base}/mine`)
  await buyer.page.getByText('恭喜你升级为银卡').waitFor()
  await buyer.page.getByText('优先购票').first().waitFor()
  await buyer.page.locator('[data-testid=member-popup-levelUp]').click()
  await buyer.page.reload()
  await buyer.page.locator('.mine__header').waitFor()
  await buyer.page.waitForTimeout(1000)
  assert.equal(await buyer.page.getByText('恭喜你升级为银卡').count(), 0, 'not again after closing')

  // The member centre and the points page.
  await buyer.page.goto(`${base}/member-center`)
  await buyer.page.locator('.member-card__level', { hasText: '银卡' }).waitFor()
  await buyer.page.locator('.member-card__discount', { hasText: '会员9.5折' }).waitFor()
  // In English: the merchant's English level and right names.
  await buyer.page.goto(`${base}/language`)
  await buyer.page.getByText('English').click()
  await buyer.page.goto(`${base}/member-center`)
  await buyer.page.locator('.member-card__level', { hasText: 'Silver' }).waitFor()
  await buyer.page.getByText('Priority booking').first().waitFor()
  assert.equal(await buyer.page.getByText('优先购票').count(), 0)
  await buyer.page.goto(`${base}/points`)
  const balance = Number(await buyer.page.locator('.member-balance').innerText())
  assert.ok(balance > 0, 'a paid order earned points at the default rate')
  await buyer.page.locator('.member-ledger__row[data-kind="EARN"]').first().waitFor()

  // The console's report: issued and outstanding include the buyer's points.
  await merchant.page.reload()
  await merchant.page.getByRole('tab', { name: '积分报表' }).click()
  const report = merchant.page.locator('[data-testid=member-report]')
  await report.getByText('未使用（负债）').waitFor()
  const issued = await merchant.page.evaluate(async () => (await (await fetch('/admin-api/v1/membership/report')).json()).data)
  assert.ok(issued.pointsIssued >= balance && issued.pointsOutstanding >= balance)
  assert.equal(issued.membersPerLevel.find((l) => l.primeLevelName === '银卡').members >= 1, true)

  // Issue #31 item 7 ("the member centre says 已是最高等级 next to 提升等级可解锁…"): 银卡 is the top level; with
  // its one right removed, the member centre says the buyer is at the top and the shop set no benefits for it.
  await merchant.page.getByRole('tab', { name: '等级与权益' }).click()
  await levels
    .locator('[data-testid=member-right]')
    .getByRole('button', { name: /删\s*除/ })
    .click()
  await levels.getByRole('button', { name: /保\s*存/ }).click()
  await merchant.page.getByText('已保存').first().waitFor()
  await buyer.page.goto(`${base}/member-center`)
  await buyer.page.getByText('No benefits at your level yet').waitFor()
  await buyer.page.getByText('You are at the top level').waitFor()
  await buyer.page.getByText('The shop has not set benefits for this level yet').waitFor()
  assert.equal(await buyer.page.getByText('Reach a higher level to unlock more').count(), 0)
  // The same in Chinese, the words the review read side by side: 已是最高等级 next to 提升等级可解锁….
  await buyer.page.goto(`${base}/member-center?lang=zh`)
  await buyer.page.getByText('已是最高等级').waitFor()
  await buyer.page.getByText('商家尚未为此等级设置权益').waitFor()
  assert.equal(await buyer.page.getByText('提升等级可解锁更多权益').count(), 0)
  await merchant.close()
  await buyer.close()
})
