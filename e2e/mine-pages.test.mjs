/**
 * The favourites, annual review and site code pages end to end (issue "Content and contact"; product.md
 * "User area": favorite-show, site-code; "Main pages": annual-review; "Site and city") in Debian's
 * Chromium at 375×812 against the real gateway on a fresh embedded database: a favourite added with show
 * detail's heart is listed on the favourites page and removed from it; the annual review shows the
 * buyer's figures as the gateway counts them; a venue's site code opens the venue's shows on sale, and an
 * unknown one says so.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()

/** A buyer call as the logged-in page makes it (its access token from storage). */
const buyerCall = (page, path, method = 'GET') =>
  page.evaluate(
    async ({ path, method }) => {
      const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
      return (await (await fetch(path, { method, headers: { 'access-token': token } })).json()).data
    },
    { path, method }
  )

test('a favourite added on show detail is listed on the favourites page, opened from Mine, and removed there', async () => {
  const { base } = suite.storefront
  const { show } = await buyableShow(base)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900008801')

  // From Mine: the favourites row; nothing yet, with a way to the shows.
  await page.locator('.at-list__item', { hasText: '我的收藏' }).click()
  await page.waitForURL((url) => url.pathname === '/favorite-show')
  await page.locator('.state-view--empty', { hasText: '还没有收藏的演出' }).waitFor()
  await page.locator('.state-view--empty .state-view__action').waitFor()

  await page.goto(`${base}/content/${show.showId}`)
  await page.locator('.show-detail__favourite').click()
  await page.locator('.show-detail__favourite[aria-pressed=true]').waitFor()
  // The heart turns at the tap; the gateway holds the favourite once its call has answered.
  let held = false
  for (let i = 0; i < 20 && !held; i++) {
    held = (await buyerCall(page, `/buyer/buyer/v1/favourite_shows/${show.showId}`)).favourite
    if (!held) await page.waitForTimeout(250)
  }
  assert.equal(held, true)

  await page.goto(`${base}/favorite-show`)
  const item = page.locator(`[data-favourite-id="${show.showId}"]`)
  await item.waitFor()
  assert.equal(await item.locator('.show-card__name').innerText(), show.showName.replace(/\s+/g, ' ').trim())
  await page.getByText('共 1 部想看的演出').waitFor()

  await page.locator(`[data-testid="favourite-remove-${show.showId}"]`).click()
  await item.waitFor({ state: 'detached' })
  await page.locator('.state-view--empty', { hasText: '还没有收藏的演出' }).waitFor()
  assert.equal((await buyerCall(page, `/buyer/buyer/v1/favourite_shows/${show.showId}`)).favourite, false)
  assert.deepEqual((await buyerCall(page, '/buyer/buyer/v1/favourite_show_cards')).list, [])
  assert.deepEqual(errors, [])
  await close()
})

test("the annual review shows the buyer's figures for the year; an earlier year is empty with a way to the shows", async () => {
  const { base } = suite.storefront
  const { show, plan } = await buyableShow(base)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900008802')

  // An empty year first (no orders): the friendly empty state.
  await page.goto(`${base}/annual-review`)
  await page.locator('.annual-review .state-view--empty').waitFor()

  // One ticket bought and paid through the sandbox cashier.
  await page.goto(`${base}/booking/${show.showId}`)
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?/)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)
  assert.ok(orderId)

  const review = await buyerCall(page, '/buyer/buyer/v1/annual_review')
  assert.ok(review.spendFen > 0, 'the paid order counts in the year')
  await page.goto(`${base}/mine`)
  await page.locator('.at-list__item', { hasText: '年度回顾' }).click()
  await page.waitForURL((url) => url.pathname === '/annual-review')
  await page.getByText(`${review.year} 年度观演回顾`).waitFor()
  const spend = await page.locator('[data-testid=review-spend] .price').innerText()
  assert.equal(Math.round(Number(spend.replace(/[^\d.]/g, '')) * 100), review.spendFen, `${spend} on the page`)
  assert.equal(await page.locator('[data-testid=review-shows]').innerText(), String(review.showCount))
  assert.equal(await page.locator('[data-testid=review-tickets]').innerText(), String(review.ticketCount))
  // The link to share on H5: this year's review.
  await page.locator('.annual-review__share').waitFor()

  await page.locator('[data-testid=review-previous-year]').click()
  await page.getByText(`${review.year - 1} 年还没有看过演出`).waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test("a venue's site code, typed in any case, opens its shows on sale; an unknown code says so and can be typed again", async () => {
  const { base } = suite.storefront
  const reply = (await (await fetch(`${base}/show/pub/v1/site_codes/BL1106V1?lang=zh`)).json()).data
  assert.ok(reply.venue && reply.shows.length > 0, 'a seeded venue with shows on sale')
  const { page, errors, close } = await phonePage(suite.browser)

  await page.goto(`${base}/site-code`)
  await page.locator('.site-code__input input').fill('bl1106v1')
  await page.locator('.site-code__open').click()
  const venue = page.locator(`[data-testid=site-code-venue][data-venue-id="${reply.venue.venueId}"]`)
  await venue.waitFor()
  await venue.getByText(reply.venue.venueName).first().waitFor()
  assert.deepEqual(
    await venue.locator('.show-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-show-id'))),
    reply.shows.map((s) => s.showId)
  )
  // A show card opens its show.
  await venue.locator('.show-card').first().click()
  await page.waitForURL((url) => url.pathname === `/content/${reply.shows[0].showId}`)

  // The link a code posted at the venue carries opens the same, in English too.
  await page.goto(`${base}/site-code/NO-SUCH-CODE?lang=en`)
  await page.getByText('No venue has the site code NO-SUCH-CODE').waitFor()
  await page.locator('.state-view__action', { hasText: 'Type again' }).click()
  assert.equal(await page.locator('.site-code__input input').inputValue(), '')
  assert.deepEqual(errors, [])
  await close()
})
