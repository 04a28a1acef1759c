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
  const feed = await api(
    '/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL&cityId=BL1106&lang=zh'
  )
  assert.equal(await cards(page).first().getAttribute('data-show-id'), feed.list[0].showId)
  assert.equal(await cards(page).first().locator('.show-card__name').innerText(), feed.list[0].showName)
  assert.deepEqual(errors, [])
  await close()
})

test('"session_from" is counted: the app\'s batch, with the common fields its request client adds, is accepted', async () => {
  const { page, close } = await phonePage(suite.browser)
  const sent = page.waitForResponse((res) => res.url().includes('/home/pub/v1/analytics/events'), { timeout: 15_000 })
  await page.goto(`${suite.storefront.base}/`)
  // The app posts its events a few seconds after the first (track.ts), not one request per tap.
  const res = await sent
  const posted = res.request().postDataJSON()
  assert.deepEqual(posted.events, [{ event: 'session_from', label: 'direct' }])
  assert.ok(posted.ver && posted.merchantId, 'the common fields travel with the batch')
  const body = await res.json()
  assert.equal(body.statusCode, 200, body.comments)
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
  // The strip scrolls the tab before the chosen one to its left edge, and back for All (taro-ui's AtTabs).
  const leftEdgeAt = (tab) =>
    page.waitForFunction((i) => {
      const strip = document.querySelector('.category-tabs .at-tabs__header')
      const before = strip.children[Math.max(i - 1, 0)]
      return (
        strip.scrollLeft > 0 === i > 1 &&
        Math.abs(strip.scrollLeft - Math.min(before.offsetLeft, strip.scrollWidth - strip.clientWidth)) <= 1
      )
    }, tab)
  await leftEdgeAt(3)
  await page.locator('.category-tabs__item:visible', { hasText: '全部' }).click()
  await leftEdgeAt(0)
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
  await page.locator('.search__chips--history .search__chip', { hasText: '巡回' }).waitFor()
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
  assert.deepEqual(
    planNames,
    plans.map((p) => p.seatPlanName)
  )
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
    return {
      tags: await page.locator('.show-detail__tag').allInnerTexts(),
      notes: await page.locator('.show-detail__note').allInnerTexts()
    }
  }

  const a = await open(noRefunds)
  assert.ok(a.tags.includes('不支持退'))
  assert.ok(
    a.notes.some((n) => n.includes('本演出售出后不支持退票')),
    a.notes.join(' / ')
  )
  assert.ok(!a.notes.some((n) => n.includes('可申请退票') || n.includes('实名制购票')), a.notes.join(' / '))

  const b = await open(realName)
  assert.ok(b.tags.includes('条件退') && !b.tags.includes('不支持退'))
  assert.ok(b.notes.some((n) => n.includes('实名制购票')))
  assert.ok(b.notes.some((n) => n.includes('演出开始前48小时可申请退票')))

  const c = await open(cancelled)
  assert.equal(await page.locator('.show-detail__status').innerText(), '已取消')
  // Issue #31 item 3: a cancellation notice in place of the tiers and coupons.
  await page.locator('.show-detail__closed[data-closed="CANCELED"]').waitFor()
  assert.equal(await page.locator('.show-detail__session, .show-detail__plan, .show-detail__coupon-values').count(), 0)
  assert.deepEqual(
    c.tags.filter((x) => x === '限时优惠' || x === '可用券'),
    []
  )
  // A booking link kept from before the cancellation says so too, with the way home, and offers no session or tier.
  await page.goto(`${base}/booking/${cancelled.showId}`)
  await page.locator('.booking .show-detail__closed[data-closed="CANCELED"]').waitFor()
  assert.equal(await page.locator('.show-detail__session, .show-detail__plan, .booking__next').count(), 0)
  await page.locator('.booking__home').click()
  await page.waitForURL((url) => url.pathname === '/')

  // Home's "为你推荐" holds nothing cancelled or ended.
  await page.goto(`${base}/`)
  await cards(page).first().waitFor()
  // Nor sold out (issue #31 item 3: "sold-out shows fill 为你推荐 on home").
  assert.equal(await page.locator('.show-card__status--canceled, .show-card__status--completed, .show-card__status--sold_out').count(), 0)
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
  const feed = await api(
    '/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL&cityId=BL1106&lang=en'
  )
  assert.equal(await cards(page).first().locator('.show-card__name').innerText(), feed.list[0].showName)
  assert.match(feed.list[0].showName, /^[\x20-\x7e’·]+$/)
  await close()
})

test('#9 item 13: the city picker finds a city by pinyin initials, lists cities A-Z, locates the buyer, and names the city in English after a language change', async () => {
  const context = await suite.browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    geolocation: { latitude: 39.91, longitude: 116.4 },
    permissions: ['geolocation']
  })
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
  await picker.locator('.at-list__item', { hasText: '北京' }).waitFor()
  assert.equal(await picker.locator('.at-list__item').count(), 1, 'only Beijing matches bj')
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

/**
 * Cards a buyer sees on the first screen of home: the visible share of each show card within the viewport
 * above the tab bar (a card half on screen counts a half).
 */
async function cardsPerScreen(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.tab-bar')
    const bottom = bar && bar.getBoundingClientRect().height > 0 ? bar.getBoundingClientRect().top : window.innerHeight
    let n = 0
    for (const el of document.querySelectorAll('.show-card')) {
      if (el.offsetParent === null) continue
      const r = el.getBoundingClientRect()
      const seen = Math.max(0, Math.min(r.bottom, bottom) - Math.max(r.top, 0))
      if (r.height > 0) n += seen / r.height
    }
    return Math.round(n * 100) / 100
  })
}

const BEIJING = { cityId: 'BL1101', cityName: '北京' }

/** A phone page whose buyer chose Beijing (stored as the app stores it: Taro keeps `{ data }`). */
async function pageInBeijing(browser, locale = 'zh-CN') {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: undefined, locale })
  await context.addInitScript((city) => localStorage.setItem('sd.city', JSON.stringify({ data: city })), BEIJING)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors, close: () => context.close() }
}

test('issue #14 item 12: "home shows about 1.3 cards per screen against about 4 on Damai": at 375x812 home shows at least 3.5 cards on its first screen, each with date range, city · venue, status and "N人想看"', async () => {
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/`)
  await cards(page).first().waitFor()
  await page.locator('.banner').first().waitFor()
  await page.locator('.tab-bar').first().waitFor()
  await page.waitForTimeout(300)
  const perScreen = await cardsPerScreen(page)
  console.log(`home cards per 375x812 screen: ${perScreen}`)
  assert.ok(perScreen >= 3.5, `${perScreen} cards on the first screen`)
  const feed = await api(
    '/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL&cityId=BL1106&lang=zh'
  )
  const first = cards(page).first()
  const text = await first.innerText()
  assert.ok(text.includes(feed.list[0].displayShowTime), 'the date range')
  assert.ok(text.includes(feed.list[0].venueName), 'the venue')
  assert.ok(text.includes(feed.list[0].showStatusDisplay), 'the status')
  assert.match(await first.locator('.show-card__want').innerText(), /^\d+(\.\d)?万?人想看$/)
  assert.deepEqual(errors, [])
  await close()
})

test('issue #14 item 10: "\'星河\' in 北京: no result, 7 elsewhere": the search page says so and lists the matches in other cities, each with its city', async () => {
  const { page, errors, close } = await pageInBeijing(suite.browser)
  const expected = await api(`/home/pub/v3/show_list/search?pageType=SEARCH&keyword=${encodeURIComponent('星河')}&cityId=BL1101&lang=zh`)
  assert.equal(expected.total, 0)
  await page.goto(`${suite.storefront.base}/search`)
  const input = page.locator('.search__input input, input.search__input').first()
  await input.fill('星河')
  await input.press('Enter')
  const notice = page.locator('.search__elsewhere-notice')
  await notice.waitFor()
  assert.match(await notice.innerText(), new RegExp(`北京.*星河.*${expected.elsewhere.total}`))
  const elsewhere = page.locator('.search__elsewhere .show-card')
  await elsewhere.first().waitFor()
  assert.equal(await elsewhere.count(), expected.elsewhere.total)
  const groups = await page.locator('.search__elsewhere-city').allInnerTexts()
  assert.deepEqual(
    groups.map((g) => g.split(/\s/)[0]),
    expected.elsewhere.cities.map((c) => c.cityName)
  )
  // Each card names its city.
  for (const card of await elsewhere.all())
    assert.match(await card.locator('.show-card__line').nth(1).innerText(), /^(上海|广州|深圳|杭州|成都|澳门)/)
  assert.deepEqual(errors, [])
  await close()
})

test('issue #14 item 10: "Add trending searches": shown on the search page before typing, and tapping one searches it', async () => {
  const { page, errors, close } = await phonePage(suite.browser)
  const trending = await api('/home/pub/v1/search_terms/trending?lang=zh')
  assert.ok(trending.length > 0)
  await page.goto(`${suite.storefront.base}/search`)
  const chip = page.locator('.search__trending .search__chip').first()
  await chip.waitFor()
  assert.equal(await chip.innerText(), trending[0].keyword)
  const [recorded] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/home/pub/v1/search_terms'),
    chip.click()
  ])
  assert.equal(JSON.parse(recorded.postData() ?? '{}').keyword, trending[0].keyword)
  await cards(page).first().waitFor()
  assert.equal(await page.locator('.search__input input, input.search__input').first().inputValue(), trending[0].keyword)
  assert.deepEqual(errors, [])
  await close()
})

test('issue #14 item 12: "the show detail\'s want button must not overflow the buy bar in en-US"', async () => {
  const { list } = await api('/home/pub/v3/show_list/search?sortType=RECOMMEND&length=50&lang=en')
  const show = list.find((s) => s.showStatus === 'ON_SALE')
  const { page, errors, close } = await phonePage(suite.browser, { locale: 'en-US' })
  await page.goto(`${suite.storefront.base}/language`)
  await page.getByText('English').click()
  await page.goto(`${suite.storefront.base}/content/${show.showId}`)
  await page.locator('.show-detail__favourite').waitFor()
  const overflow = await page.evaluate(() =>
    ['.show-detail__bar', '.show-detail__service', '.show-detail__favourite', '.show-detail__favourite-text', '.show-detail__buy']
      .map((s) => document.querySelector(s))
      .filter(Boolean)
      .map((el) => ({ cls: el.className, scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }))
  )
  for (const o of overflow) {
    assert.ok(o.scroll <= o.client, `${o.cls}: ${o.scroll} > ${o.client}`)
    assert.ok(o.right <= 375, `${o.cls} ends at ${o.right}`)
  }
  // The label stays on its one line ("Want to see" used to wrap out of the bar).
  const label = await page
    .locator('.show-detail__favourite-text')
    .first()
    .evaluate((el) => ({
      text: el.textContent,
      height: el.getBoundingClientRect().height,
      font: parseFloat(getComputedStyle(el).fontSize)
    }))
  assert.equal(label.text, 'Want to see')
  assert.ok(label.height <= label.font * 1.6, `the label is ${label.height}px high at ${label.font}px`)
  assert.deepEqual(errors, [])
  await close()
})
