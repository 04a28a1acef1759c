/**
 * Browsing end to end (issue #4) in Debian's Chromium at 375x812 against the real gateway on a fresh
 * embedded database: show cards on home, a category switch, a keyword search with marked matches, a
 * show's sessions and prices at /content/:showId, and English. Data is checked against the gateway's
 * own answers, so a blank page or a gateway that is down fails.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { allShows } from './journeys.mjs'

const suite = storefrontSuite()

const api = async (path) => {
  const res = await fetch(`${suite.storefront.base}${path}`)
  assert.equal(res.status, 200, path)
  const body = await res.json()
  assert.equal(body.statusCode, 200, path)
  return body.data
}

const cards = (page) => page.locator('.show-card:visible')

test('home shows the banner and show cards from the gateway', async () => {
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/`)
  await cards(page).first().waitFor()
  assert.ok((await cards(page).count()) >= 10, 'a page of show cards')
  await page.locator('.banner').first().waitFor()
  // The first card is the first show of the home layout's waterfall, in Shanghai.
  const feed = await api('/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL&cityId=BL1106&lang=zh')
  assert.equal(await cards(page).first().getAttribute('data-show-id'), feed.list[0].showId)
  assert.equal(await cards(page).first().locator('.show-card__name').innerText(), feed.list[0].showName)
  assert.deepEqual(errors, [])
  await close()
})

test('switching the category tab lists only that category', async () => {
  const { page, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/`)
  await cards(page).first().waitFor()
  const before = await cards(page).first().getAttribute('data-show-id')
  await page.locator('.category-tabs__item:visible', { hasText: '体育' }).click()
  await page.waitForFunction((id) => {
    const first = [...document.querySelectorAll('.show-card')].find((el) => el.offsetParent !== null)
    return first && first.getAttribute('data-show-id') !== id
  }, before)
  const ids = await cards(page).evaluateAll((els) => els.slice(0, 5).map((el) => el.getAttribute('data-show-id')))
  assert.ok(ids.length > 0)
  for (const id of ids) assert.equal((await api(`/show/pub/v5/show/${id}/static`)).showType, 'SPORTS')
  await close()
})

test('searching a keyword lists matching shows with the match marked', async () => {
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/search`)
  const input = page.locator('.search__input input, input.search__input').first()
  await input.fill('巡回')
  await input.press('Enter')
  await page.locator('.show-card__match').first().waitFor()
  const marked = await page.locator('.show-card__match').allInnerTexts()
  assert.ok(marked.length > 0 && marked.every((m) => m === '巡回'))
  const expected = await api(`/home/pub/v3/show_list/search?keyword=${encodeURIComponent('巡回')}&cityId=BL1106&lang=zh`)
  assert.equal(await cards(page).count(), Math.min(20, expected.total))
  // The keyword is kept in the local history.
  await page.goto(`${suite.storefront.base}/search`)
  await page.locator('.search__chip', { hasText: '巡回' }).waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test('/content/:showId shows the show with its sessions and prices', async () => {
  const { list } = await api('/home/pub/v3/show_list/search?sortType=RECOMMEND&length=50&lang=zh')
  const show = list.find((s) => s.showStatus === 'ON_SALE')
  const sessions = await api(`/show/pub/v5/show/${show.showId}/sessions_static_data?lang=zh`)
  const plans = await api(`/show/pub/v5/show/${show.showId}/session/${sessions[0].bizShowSessionId}/seat_plans_static_data?lang=zh`)
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/content/${show.showId}`)
  await page.locator('.show-detail__name').waitFor()
  assert.equal(await page.locator('.show-detail__name').innerText(), show.showName)
  // Sessions come from their own call after the show itself.
  await page.locator('.show-detail__session').first().waitFor()
  assert.equal(await page.locator('.show-detail__session').count(), sessions.length)
  await page.locator('.show-detail__plan').first().waitFor()
  const planNames = await page.locator('.show-detail__plan-name').allInnerTexts()
  assert.deepEqual(planNames, plans.map((p) => p.seatPlanName))
  assert.match(await page.locator('.show-detail__plan').first().innerText(), new RegExp(`¥\\s*${plans[0].priceInfo.yuanNum}`))
  assert.equal(await page.locator('.show-detail__buy').innerText(), '立即购买')
  assert.deepEqual(errors, [])
  await close()
})

test('issue #14: "the tag and the notes must come from one source"; the real-name note only on real-name shows; a cancelled show carries no promotions and is not on home', async () => {
  const base = suite.storefront.base
  const list = await allShows(base)
  const titles = (s) => (s.showTags ?? []).map((t) => t.title)
  const noRefunds = list.find((s) => s.showStatus === 'ON_SALE' && titles(s).includes('不支持退') && !titles(s).includes('实名制'))
  const realName = list.find((s) => s.showStatus === 'ON_SALE' && titles(s).includes('实名制') && titles(s).includes('条件退'))
  const cancelled = list.find((s) => s.showStatus === 'CANCELED')
  assert.ok(noRefunds && realName && cancelled, 'the demo data has each kind')
  const { page, errors, close } = await phonePage(suite.browser)
  const open = async (show) => {
    await page.goto(`${base}/content/${show.showId}`)
    await page.locator('.show-detail__name').waitFor()
    await page.locator('.show-detail__note').first().waitFor()
    return { tags: await page.locator('.show-detail__tag').allInnerTexts(), notes: await page.locator('.show-detail__note').allInnerTexts() }
  }

  const a = await open(noRefunds)
  assert.ok(a.tags.includes('不支持退'))
  assert.ok(a.notes.some((n) => n.includes('本演出售出后不支持退票')), a.notes.join(' / '))
  assert.ok(!a.notes.some((n) => n.includes('可申请退票') || n.includes('实名制购票')), a.notes.join(' / '))

  const b = await open(realName)
  assert.ok(b.tags.includes('条件退') && !b.tags.includes('不支持退'))
  assert.ok(b.notes.some((n) => n.includes('实名制购票')))
  assert.ok(b.notes.some((n) => n.includes('演出开始前48小时可申请退票')))

  const c = await open(cancelled)
  assert.equal(await page.locator('.show-detail__status').innerText(), '已取消')
  assert.deepEqual(c.tags.filter((x) => x === '限时优惠' || x === '可用券'), [])

  // Home's "为你推荐" holds nothing cancelled or ended.
  await page.goto(`${base}/`)
  await cards(page).first().waitFor()
  assert.equal(await page.locator('.show-card__status--canceled, .show-card__status--completed').count(), 0)
  assert.deepEqual(errors, [])
  await close()
})

test('in English the storefront and the shows are in English', async () => {
  const { page, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/language`)
  await page.getByText('English').click()
  await page.goto(`${suite.storefront.base}/`)
  await cards(page).first().waitFor()
  await page.locator('.category-tabs__item:visible', { hasText: 'Concerts' }).waitFor()
  const feed = await api('/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL&cityId=BL1106&lang=en')
  assert.equal(await cards(page).first().locator('.show-card__name').innerText(), feed.list[0].showName)
  assert.match(feed.list[0].showName, /^[\x20-\x7e’·]+$/)
  await close()
})

test('#9 item 13: the city picker finds a city by pinyin initials, lists cities A-Z, locates the buyer, and names the city in English after a language change', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN', geolocation: { latitude: 39.91, longitude: 116.4 }, permissions: ['geolocation'] })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${suite.storefront.base}/`)
  await cards(page).first().waitFor()
  await page.locator('.home__city').click()
  const picker = page.locator('.city-picker')
  await picker.locator('.city-picker__letter', { hasText: 'B' }).waitFor()
  const letters = await picker.locator('.city-picker__letter').allInnerTexts()
  assert.deepEqual(letters, [...letters].sort(), 'A-Z')
  await picker.locator('.city-picker__search-input input, input.city-picker__search-input').first().fill('bj')
  await picker.locator('.city-picker__row', { hasText: '北京' }).waitFor()
  assert.equal(await picker.locator('.city-picker__row').count(), 1, 'only Beijing matches bj')
  await picker.locator('.city-picker__search-input input, input.city-picker__search-input').first().fill('')
  // Locate me: the position (Beijing) goes to current_location, whose city is offered.
  await picker.locator('.city-picker__locate-row').click()
  await picker.locator('.city-picker__locate .city-picker__chip', { hasText: '北京' }).click()
  await page.locator('.home__city', { hasText: '北京' }).waitFor()
  await page.waitForFunction(() => JSON.stringify(localStorage).includes('BL1101'))
  // The chosen city in English after a language change, also in the recent list.
  await page.goto(`${suite.storefront.base}/language`)
  await page.getByText('English').click()
  await page.goto(`${suite.storefront.base}/`)
  await page.locator('.home__city', { hasText: 'Beijing' }).waitFor()
  await page.locator('.home__city').click()
  await page.locator('.city-picker__chips .city-picker__chip', { hasText: 'Beijing' }).first().waitFor()
  assert.equal(await page.locator('.city-picker', { hasText: '北京' }).count(), 0, 'no Chinese city name left in English')
  assert.deepEqual(errors, [])
  await context.close()
})
