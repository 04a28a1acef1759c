/**
 * The login family's last screens and the login page's areas in Chromium (product.md section 2: bsauth;
 * calls-errors-limits.md "GET countries"). The owner sets the business system's shared secret in the
 * console; a ticket signed with it (the local stand-in for the business system, /dev/bsauth_ticket) opens
 * /bsauth and the buyer lands on Mine logged in; a forged ticket is refused with the gateway's message and
 * the way to the other logins. The login page's area picker lists the shop's areas by name and takes each
 * area's number rule. Needs dist/h5 (npm run build:h5).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { storefrontOwner } from './storefront-owner.mjs'
import { agreeToTerms, outboxCode, readCaptcha } from './journeys.mjs'

const suite = storefrontSuite()
const SECRET = 'e2e-bsauth-shared-secret-0123456789abcdef'

/** Nothing wider than the phone's 375 px (no sideways scroll). */
async function fits(page, name) {
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} fits 375 px`)
}

test("bsauth: the business system's signed ticket logs the buyer in; a forged one is refused with a message", async () => {
  const base = suite.storefront.base
  const owner = await storefrontOwner(suite.browser, base)
  await owner.call('PUT', '/login_channels/BSAUTH', { enabled: true, secret: SECRET })
  const ticket = (await (await fetch(`${base}/dev/bsauth_ticket?sub=crm-e2e-1&name=${encodeURIComponent('会员小周')}`)).json()).data.ticket
  assert.ok(ticket, 'a ticket signed with the merchant secret')

  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/bsauth?ticket=${encodeURIComponent(ticket)}&redirect=mine`)
  await page.waitForURL(`${base}/mine`)
  await page.locator('.mine__nickname', { hasText: '会员小周' }).waitFor()

  // The same ticket again (replayed) and a forged one: the page says why and offers the other logins.
  const forged = `${ticket.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`
  for (const bad of [ticket, forged]) {
    await page.goto(`${base}/bsauth?ticket=${encodeURIComponent(bad)}`)
    await page.locator('.state-view', { hasText: '登录凭证无效或已过期' }).first().waitFor()
    await page.getByText('请回到原系统重新进入').waitFor()
    await fits(page, 'bsauth refused')
  }
  // Tapped at its centre, as a finger does (taro-ui lays the platform's button over the label).
  const other = page.locator('.state-view__action', { hasText: '使用其他方式登录' }).first()
  await other.waitFor()
  const box = await other.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForURL(/\/login(-way)?(\?|$)/)
  // No ticket at all: the page explains rather than calling the gateway.
  await page.goto(`${base}/bsauth`)
  await page.getByText('登录链接不完整').waitFor()
  assert.deepEqual(errors, [])
  await close()
  await owner.close()
})

test('the login page lists the shop’s areas by name, and a Macao number follows its own rule', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/login`)
  await page.locator('.login__area-pick').click()
  await page.locator('.choice-sheet__option', { hasText: '+853 中国澳门' }).waitFor()
  await page.locator('.choice-sheet__option', { hasText: '+852 中国香港' }).waitFor()
  await fits(page, 'area picker')
  await page.locator('.choice-sheet__option', { hasText: '+853 中国澳门' }).click()
  await page.locator('.login__area-pick', { hasText: '+853' }).waitFor()
  await page.locator('.login__phone input[placeholder="例如 66123456"]').waitFor()

  // A mainland-looking number is not a Macao number: refused before any code is asked.
  await page.locator('.login__phone input').fill('13800138000')
  await page.locator('.login__captcha input').fill(await readCaptcha(page, base))
  await page.locator('.login__send').click()
  await page.getByText('请输入正确的手机号').waitFor()

  // A Macao number: the image is checked on its own for a token, then the code is sent and logs in.
  await page.locator('.login__phone input').fill('66123456')
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/user/pub/v1/captcha/check') && r.ok())
  await page.locator('.login__captcha input').fill(await readCaptcha(page, base))
  await page.locator('.login__send').click()
  assert.equal((await (await checked).json()).statusCode, 200)
  await page.locator('.login__send--wait').waitFor({ timeout: 15000 })
  await page.locator('.login__code input').fill(await outboxCode(base, '+853 66123456'))
  await agreeToTerms(page)
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  assert.deepEqual(errors, [])
  await close()
})
