/**
 * Issue #17, bind-invitation-ticket in Chromium: the merchant's operator makes a batch of invitation codes
 * in the console (show → session → tier, three codes) and downloads its CSV; a buyer logs in, opens the
 * ticket holder's "Add a ticket" entry, redeems one code (typed in lower case, as a buyer might) and finds
 * the free ticket in the ticket holder; the show (set in the show editor's Real-name tab) names attendees
 * after purchase, so from the ticket's detail the buyer adds one on real-idCard (the spec's ID check first).
 * Needs dist/h5 and dist/admin (npm run build:h5, npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, idCard, logInFromMine, logInToConsole } from './journeys.mjs'

const OPERATOR = 'operator@demo.stagedoor.test'
const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const PHONE = '13900000421'

const suite = storefrontSuite()

/** Picks the first option of an antd Select whose text contains `text` (any option when text is ''). */
async function choose(page, select, text = '') {
  await select.click()
  // The show list is long and virtual: search narrows it to the option.
  if (text) await select.locator('input').fill(text)
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click()
  // The closing dropdown stays visible while it animates: the next Select must not find its options.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-select-dropdown')].every(
      (d) => d.classList.contains('ant-select-dropdown-hidden') || getComputedStyle(d).display === 'none'
    )
  )
}

test('the merchant makes invitation codes in the console, a buyer redeems one and sees the ticket in the ticket holder', async () => {
  const base = suite.storefront.base
  const { show } = await buyableShow(base, 3)

  const merchant = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  const console_ = merchant.page
  await logInToConsole(console_, base, OPERATOR, DEMO_PASSWORD)
  await console_.locator('[data-testid=side-menu]').getByText('邀请票', { exact: true }).click()
  await console_.waitForURL(`${base}/admin/invitations`)
  await console_.locator('[data-testid=invitation-new]').click()
  const form = console_.locator('[data-testid=invitation-form]')
  await choose(console_, form.locator('.ant-form-item', { hasText: '演出' }).locator('.ant-select'), show.showName)
  await choose(console_, form.locator('.ant-form-item', { hasText: '场次' }).locator('.ant-select'))
  await choose(console_, form.locator('.ant-form-item', { hasText: '票档' }).locator('.ant-select'))
  await form.locator('input[data-testid=invitation-size], [data-testid=invitation-size] input').first().fill('3')
  await form.locator('[data-testid=invitation-label] input, input[data-testid=invitation-label]').first().fill('E2E 嘉宾')
  await form.locator('[data-testid=invitation-create]').click()
  const row = console_.locator('[data-testid=invitations-table] tbody tr', { hasText: 'E2E 嘉宾' })
  await row.locator('[data-testid=invitation-counts]', { hasText: '共 3 · 已兑换 0' }).waitFor()

  // The show names its attendees after purchase (the show editor's Real-name tab).
  await console_.goto(`${base}/admin/catalogue/shows/${show.showId}`)
  await console_.getByRole('tab', { name: '实名' }).click()
  await console_.locator('[data-testid=real-name-after-purchase]').click()
  await console_.locator('[data-testid=show-save]').click()
  await console_.getByText('已保存', { exact: true }).waitFor()
  await console_.goto(`${base}/admin/invitations`)

  // The CSV, fetched with the console's cookie as the download link is.
  const href = await row.locator('[data-testid=invitation-csv]').getAttribute('href')
  const csv = await (await console_.request.get(new URL(href, `${base}/admin/`).toString())).text()
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  assert.equal(lines.length, 4)
  const code = lines[1].split(',')[1]
  assert.match(code, /^([A-Z2-7]{4}-){4}[A-Z2-7]{4}$/)

  // The buyer: ticket holder → Add a ticket → the code → the ticket.
  const buyer = await phonePage(suite.browser)
  const { page } = buyer
  await logInFromMine(page, base, PHONE)
  await page.goto(`${base}/ticket`)
  await page.locator('[data-entry=bind-invitation-ticket]').click()
  await page.waitForURL(/\/bind-invitation-ticket/)
  const input = page.locator('.bind-invitation__code input')
  await input.fill('ABCD')
  await page.locator('.bind-invitation__submit').click()
  await page.getByText('邀请码为 20 位字母和数字').waitFor()
  await input.fill(code.toLowerCase())
  const redeemed = page.waitForResponse((r) => r.url().includes('/buyer/buyer/v1/invitations/redeem'))
  await page.locator('.bind-invitation__submit').click()
  const ticketId = (await (await redeemed).json()).data.ticketIds[0]
  await page.getByText('兑换成功').waitFor()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  assert.ok(width <= 375, `the page fits 375 px (scrollWidth ${width})`)
  await page.locator('.bind-invitation__holder').click()
  await page.waitForURL(`${base}/ticket`)
  await page.locator('.ticket-holder__list', { hasText: show.showName }).waitFor()

  // Real-name after purchase: ticket detail → real-name-single → real-idCard, the spec's form checks, bound.
  await page.goto(`${base}/ticket-detail?id=${encodeURIComponent(ticketId)}`)
  await page.locator('.ticket-actions__button--real-name').click()
  await page.waitForURL(/\/real-name-single\?/)
  await page.locator('.at-button', { hasText: '填写新的观演人' }).first().click()
  await page.waitForURL(/\/real-idCard\?/)
  await page.locator('.real-idcard__name input').fill('张三')
  await page.locator('.real-idcard__id input').fill('12345')
  await page.locator('.real-idcard__submit').click()
  await page.getByText('身份证号码格式错误').first().waitFor()
  await page.locator('.real-idcard__id input').fill(idCard('11010119900307123'))
  await page.locator('.real-idcard__submit').click()
  await page.waitForURL(/\/real-name-single\?/)
  await page.getByText('观演人：张三').waitFor()

  // The console counts it.
  await console_.reload()
  await console_
    .locator('[data-testid=invitations-table] tbody tr', { hasText: 'E2E 嘉宾' })
    .locator('[data-testid=invitation-counts]', { hasText: '已兑换 1' })
    .waitFor()
  assert.deepEqual(merchant.errors, [])
  assert.deepEqual(buyer.errors, [])
  await merchant.close()
  await buyer.close()
})
