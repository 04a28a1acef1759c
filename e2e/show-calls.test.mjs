/**
 * The show area's last calls in the browser (docs/show-calls.md), in Debian's Chromium at 375x812 against
 * the gateway on a fresh database. Show detail asks what it shows for THIS buyer in ONE show_user call
 * (before: the coupon list, the promotions list, the favourite state and the reminder query, four calls),
 * and reads the merchant's default policies in its notes. A white-tagged show the buyer is not listed for
 * says so and keeps its buy button off; listed, it sells. Home's for-you block then lists the show as
 * recently viewed (user_component). The console's writes go through its API as the operator.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { operatorApiPage } from './console-staff.mjs'
import { buyableShow, logInFromMine } from './journeys.mjs'

const suite = storefrontSuite()
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
