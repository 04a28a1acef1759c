/**
 * Announcements and the shop-state page (issue "Content and contact"; product.md "Announcement banner":
 * "With a more-link, content is clamped to 2 lines and tapping opens announce-detail by id"; read records
 * hold announcementId, showId, clientReadTime and pageSource), in Debian's Chromium at 375x812 against the
 * gateway on a fresh database. The operator writes announcements through the console's API (its form has
 * its own tests); a logged-in buyer sees the shop's banner on home, opens it, and it is read on the gateway
 * and stays read after a reload; a show's own announcement is on that show's page. Then the owner closes
 * the shop: shop-state says so, and its check-again goes home once the shop is open again.
 *
 * Needs dist/h5 (npm run build:h5).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, operatorApiPage } from './console-staff.mjs'
import { storefrontOwner } from './storefront-owner.mjs'
import { allShows, logInFromMine } from './journeys.mjs'

const suite = storefrontSuite()
const HOUR = 3_600_000
const LONG = '今晚 23:00 至次日 01:00 系统维护，期间暂停购票与退票。'.repeat(6)

test('the buyer sees the current announcement, opens it, and it stays read after a reload', async () => {
  const base = suite.storefront.base
  const staff = await operatorApiPage(suite.browser, base)
  const now = Date.now()
  const window = { startTime: now - HOUR, endTime: now + 24 * HOUR }
  const shop = await consolePost(staff.page, '/admin-api/v1/announcements', {
    title: '系统维护通知',
    titleTexts: { 'en-US': 'Maintenance tonight' },
    content: LONG,
    moreUrl: 'https://example.com/maintenance',
    showId: null,
    ...window
  })
  assert.equal(shop.statusCode, 200, shop.comments)
  const [show] = await allShows(base)
  const own = await consolePost(staff.page, '/admin-api/v1/announcements', {
    title: '本场入场时间调整',
    content: '入场时间提前至 18:30。',
    moreUrl: '',
    showId: show.showId,
    ...window
  })
  assert.equal(own.statusCode, 200, own.comments)

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000871')

  // Home: the shop's announcement, unread, its long content clamped to 2 lines with the more arrow.
  await page.goto(base)
  const banner = page.locator('[data-testid=notice-banner]')
  await banner.locator('.notice-banner__title', { hasText: '系统维护通知' }).waitFor()
  assert.equal(await banner.getAttribute('data-read'), 'false')
  const content = banner.locator('.notice-banner__content')
  const lines = await content.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)))
  assert.equal(lines, 2, 'clamped to 2 lines')
  assert.ok(await banner.locator('.notice-banner__more').isVisible())
  assert.ok(!(await page.locator('[data-testid=notice-banner]', { hasText: '本场入场时间调整' }).count()), "a show's own is not on home")

  // A tap opens announce-detail by id with the whole text; the read reaches the gateway.
  const recorded = page.waitForResponse((r) => r.url().includes('/buyer/buyer/v1/announcement_reads') && r.request().method() === 'POST')
  await banner.click()
  await page.waitForURL((url) => url.pathname === `/announce/${shop.data.id}`)
  const detail = page.locator('[data-testid=announce-detail]')
  await detail.locator('.announce-detail__content', { hasText: LONG }).waitFor()
  await detail.locator('.announce-detail__more', { hasText: '了解更多' }).waitFor()
  const body = (await recorded).request().postDataJSON()
  assert.equal(body.announcementId, shop.data.id)
  assert.equal(body.pageSource, 'home')
  assert.equal(typeof body.clientReadTime, 'number')

  // Read stays read: back on home, and after a reload with the device's records cleared (the gateway's record).
  await page.goto(base)
  await page.locator('[data-testid=notice-banner][data-read=true]').waitFor()
  await page.evaluate(() => localStorage.removeItem('sd.noticeReads'))
  await page.reload()
  await page.locator('[data-testid=notice-banner][data-read=true]').waitFor()
  await page.locator('[data-testid=notice-banner] .notice-banner__state', { hasText: '已读' }).waitFor()
  const listed = await staff.page.evaluate(async () => (await (await fetch('/admin-api/v1/announcements')).json()).data)
  assert.equal(listed.find((a) => a.id === shop.data.id).readCount, 1)

  // The show's page: its own announcement first, whole (no more-link), no arrow.
  await page.goto(`${base}/content/${show.showId}`)
  const onShow = page.locator('[data-testid=notice-banner]')
  await onShow.locator('.notice-banner__title', { hasText: '本场入场时间调整' }).waitFor()
  await onShow.locator('.notice-banner__content', { hasText: '入场时间提前至 18:30。' }).waitFor()
  assert.equal(await onShow.locator('.notice-banner__more').count(), 0)

  assert.deepEqual(errors, [])
  await close()
  await staff.close()
})

test('a closed shop shows the shop-state page; check again goes home once it is open', async () => {
  const base = suite.storefront.base
  const owner = await storefrontOwner(suite.browser, base)
  await owner.saveDraft({ shopStatus: 'CLOSED' })
  await owner.publish()

  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/shop-state`)
  const state = page.locator('[data-testid=shop-state]')
  await state.locator('.shop-state__title', { hasText: '店铺已打烊' }).waitFor()
  assert.equal(await state.getAttribute('data-state'), 'closed')

  // Still closed: check again says so and stays.
  await state.locator('.shop-state__action').click()
  await page.getByText('店铺仍未营业').first().waitFor()
  // The toast gone (and the config reply's one-second browser copy with it) before the next check.
  await page.getByText('店铺仍未营业').first().waitFor({ state: 'hidden' })
  assert.equal(new URL(page.url()).pathname, '/shop-state')

  await owner.saveDraft({ shopStatus: 'OPEN' })
  await owner.publish()
  await page.locator('[data-testid=shop-state] .shop-state__action').click()
  await page.waitForURL((url) => url.pathname === '/')

  assert.deepEqual(errors, [])
  await close()
  await owner.close()
})
