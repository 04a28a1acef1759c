/**
 * The show area's last calls in the browser (docs/show-calls.md), in Debian's Chromium at 375x812 against
 * the gateway on a fresh database. Show detail asks what it shows for THIS buyer in ONE show_user call
 * (before: the coupon list, the promotions list, the favourite state and the reminder query, four calls),
 * and reads the merchant's default policies in its notes. A white-tagged show the buyer is not listed for
 * says so and keeps its buy button off; listed, it sells. Home's for-you block then lists the show as
 * recently viewed (user_component). The first test writes through the console's API as the operator; the
 * second drives the console's page "政策与购票权限" (default policies, a show's white tags and seat page).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { needsConsoleBuild, operatorApiPage, operatorConsole } from './console-staff.mjs'
import { buyableShow, logInFromMine } from './journeys.mjs'

const suite = storefrontSuite()
needsConsoleBuild()
const PHONE = '13900000883'

/** PUTs `body` to the console's API from `page` (its cookie, a fresh CSRF token): the reply. */
function consolePut(page, apiPath, body) {
  return page.evaluate(
    async ({ apiPath, body }) => {
      const csrf = (await (await fetch('/admin-api/v1/csrf', { credentials: 'include' })).json()).data.token
      const res = await fetch(apiPath, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body)
      })
      return res.json()
    },
    { apiPath, body }
  )
}

/** The buyer calls a page makes, by what they ask for. */
function buyerCalls(page) {
  const seen = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (/^\/(show|buyer|home|user|trade)\//.test(url.pathname)) seen.push(`${r.method()} ${url.pathname}`)
  })
  return seen
}

test('show detail: one show_user call for the buyer’s parts, the default policy in its notes, a white-tagged show refused then sold; home lists it as viewed', async () => {
  const base = suite.storefront.base
  const { show } = await buyableShow(base)
  const staff = await operatorApiPage(suite.browser, base)
  const policies = await consolePut(staff.page, '/admin-api/v1/policies/defaults', [
    { kind: 'TICKET_GRAB', content: '浏览器里的抢票须知：每人限抢一次' }
  ])
  assert.equal(policies.statusCode, 200, policies.comments)
  const access = (whiteTags) =>
    consolePut(staff.page, `/admin-api/v1/catalogue/shows/${show.showId}/access`, { whiteTags, policies: [], sessions: [] })
  const restricted = await access(['13900000999'])
  assert.equal(restricted.statusCode, 200, restricted.comments)

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, PHONE)
  const calls = buyerCalls(page)
  await page.goto(`${base}/content/${show.showId}`)
  await page.locator('.show-detail__name').waitFor()

  // Not on the list: said in words, and the buy button is off.
  await page.locator('[data-testid="show-white-tag"]', { hasText: '仅限受邀观众购买' }).waitFor()
  const buy = page.locator('.show-detail__buy')
  await buy.filter({ hasText: '仅限受邀观众' }).waitFor()
  assert.ok(await buy.evaluate((el) => el.className.includes('disabled') || el.hasAttribute('disabled')), 'the buy button is off')
  // The notes end with the merchant's default policy (the show has none of its own).
  await page.locator('.show-detail__note', { hasText: '浏览器里的抢票须知：每人限抢一次' }).waitFor()

  // One call for the buyer's parts, none of the four it replaces.
  await page.waitForLoadState('networkidle')
  const showUser = calls.filter((c) => c === `POST /show/buyer/v5/show_user/${show.showId}`)
  assert.equal(showUser.length, 1, calls.join('\n'))
  for (const replaced of ['/coupons/show_list', '/show/pub/v1/promotions', '/favourite_shows/', '/subscribe_notification/query']) {
    assert.deepEqual(
      calls.filter((c) => c.includes(replaced)),
      [],
      `${replaced} is answered by show_user`
    )
  }

  // Listed by phone: the same page sells.
  assert.equal((await access([PHONE])).statusCode, 200)
  await page.reload()
  await page.locator('.show-detail__name').waitFor()
  await page.waitForLoadState('networkidle')
  assert.equal(await page.locator('[data-testid="show-white-tag"]').count(), 0)
  assert.equal(await buy.filter({ hasText: '仅限受邀观众' }).count(), 0)
  // Home: the for-you block lists the show as recently viewed; it opens the show.
  await page.goto(`${base}/`)
  const viewed = page.locator(`[data-testid="for-you-viewed"] [data-show-id="${show.showId}"]`)
  await viewed.waitFor()
  await viewed.click()
  await page.waitForURL((url) => url.pathname === `/content/${show.showId}`)

  await access([])
  await staff.close()
  assert.deepEqual(errors, [])
  await close()
})

const input = (root, testid) =>
  root.locator(`input[data-testid="${testid}"], textarea[data-testid="${testid}"], [data-testid="${testid}"] input`).first()

test('the console: default policies, then a show’s white tags and third-party seat page, saved and served to buyers', async () => {
  const base = suite.storefront.base
  const { show } = await buyableShow(base)
  const { page, errors, close } = await operatorConsole(suite.browser, base)
  await page.goto(`${base}/admin/show-policies`)

  // Default policies: a refund text with its English, saved, and what buyers read.
  await input(page, 'default-policy-REFUND').fill('控制台里的退票规则')
  await input(page, 'default-policy-REFUND-en-US').fill('Refund rules from the console')
  const savedDefaults = page.waitForResponse((r) => r.url().includes('/admin-api/v1/policies/defaults') && r.request().method() === 'PUT')
  await page.locator('[data-testid=default-policies-save]').click()
  assert.equal((await (await savedDefaults).json()).statusCode, 200)
  await page.getByText('已保存').first().waitFor()
  const read = async (path) => (await (await fetch(`${base}${path}`)).json()).data
  await new Promise((r) => setTimeout(r, 1100)) // past the public replies' one second
  const en = await read('/show/pub/v1/policy/get_all_default_policy?lang=en')
  assert.ok(
    en.some((p) => p.kind === 'REFUND' && p.content === 'Refund rules from the console'),
    JSON.stringify(en)
  )

  // A show: one invited buyer and a partner's seat page for its first session.
  await page.getByRole('tab', { name: '单场演出' }).click()
  await page.locator('[data-testid=show-access-show]').click()
  await page.keyboard.type(show.showName)
  await page.locator('.ant-select-item-option', { hasText: show.showName }).first().click()
  await input(page, 'show-white-tags').fill('+86 139 0000 0777')
  const seatPage = page.locator('input[data-testid^="seat-page-"]').first()
  const sessionId = (await seatPage.getAttribute('data-testid')).slice('seat-page-'.length)
  await seatPage.fill('https://seats.example.test/hall')
  const savedAccess = page.waitForResponse(
    (r) => r.url().includes(`/catalogue/shows/${show.showId}/access`) && r.request().method() === 'PUT'
  )
  await page.locator('[data-testid=show-access-save]').click()
  const access = await (await savedAccess).json()
  assert.equal(access.statusCode, 200, access.comments)
  assert.deepEqual(access.data.whiteTags, ['13900000777'], 'kept as the phone’s digits')
  await page.getByText('已保存').first().waitFor()
  await new Promise((r) => setTimeout(r, 1100))
  assert.deepEqual(await read(`/buyer/pub/v1/shows/${show.showId}/pick_seat_url?bizShowSessionId=${sessionId}`), {
    kind: 'WEB_VIEW',
    url: 'https://seats.example.test/hall'
  })

  // A seat page that is not https is refused in words, and nothing changes.
  await seatPage.fill('http://seats.example.test/hall')
  const refused = page.waitForResponse((r) => r.url().includes(`/catalogue/shows/${show.showId}/access`) && r.request().method() === 'PUT')
  await page.locator('[data-testid=show-access-save]').click()
  assert.equal((await (await refused).json()).statusCode, 41083)
  await page.getByText('选座页面地址须以 https:// 开头').first().waitFor()

  // Cleared again, so the other tests' show sells to everyone.
  await input(page, 'show-white-tags').fill('')
  await seatPage.fill('')
  const cleared = page.waitForResponse((r) => r.url().includes(`/catalogue/shows/${show.showId}/access`) && r.request().method() === 'PUT')
  await page.locator('[data-testid=show-access-save]').click()
  assert.deepEqual((await (await cleared).json()).data.whiteTags, [])
  assert.deepEqual(errors, [])
  await close()
})
