/**
 * The storefront at desktop width as a real site (issue #31 item 9: "Desktop after the first tap: home,
 * list and search are a real site, but show detail, booking, confirm order, mine and the ticket holder are
 * a 930 px phone column with a 900 px buy bar"), and the phone layouts at 320, 375 and 430 px.
 * At 1280×800 (a desktop browser, the PC platform): show detail in two columns, the booking panel right of
 * the show and both in the first screen, the panel still in view after scrolling; confirm order with its
 * amount due and submit button as a side panel, booking with the chosen tier, total and button as one; lists as grids of cards; on booking, pick-seat, confirm
 * order, order detail, the order list, mine, the ticket holder and the ticket detail nothing wider than
 * the centred column or outside it, and a bottom bar no wider than the content. On a phone at 320, 375
 * and 430 px, in zh-CN and en-US: nothing off the screen sideways and no button clipped.
 * Needs dist/h5 (npm run build:h5).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, IPHONE_UA, storefrontSuite } from './browser.mjs'
import { allShows, buyableShow, logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()

const PHONE = '13900003109'
const DESKTOP = { width: 1280, height: 800 }
/** The PC column (LAYOUT.pcWidth in src/platform/platform.ts). */
const COLUMN = 960
const LANGS = [
  ['zh-CN', 'zh'],
  ['en-US', 'en']
]

/** Everything the checks need, bought once by a phone buyer: one ticket of a buyable show. */
let world

async function api(path) {
  return (await (await fetch(`${suite.storefront.base}${path}`)).json()).data
}

/** An on-sale seat-picked show and a session of it that sells, for the seat map. */
async function seatedSession() {
  for (const show of (await allShows(suite.storefront.base)).filter((s) => s.showStatus === 'ON_SALE')) {
    const detail = await api(`/show/pub/v5/show/${show.showId}/static?lang=zh`)
    if (!detail.supportSeatPicking) continue
    const sessions = await api(`/show/pub/v5/show/${show.showId}/sessions_dynamic_data?lang=zh`)
    const session = sessions.find((s) => s.canBuy)
    if (session) return { showId: show.showId, sessionId: session.bizShowSessionId }
  }
  throw new Error('no seat-picked show on sale in the demo data')
}

async function buyOne(page, base, show, plan) {
  await page.goto(`${base}/booking/${show.showId}`)
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?/)
  const confirmPath = new URL(page.url()).pathname + new URL(page.url()).search
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').click()
  // The cashier can take a while to open on a busy machine.
  await page.waitForURL(/\/pub\/v1\/payments\/sandbox\/cashier/, { timeout: 90000 })
  const orderId = await payInSandboxCashier(page)
  return { orderId, confirmPath }
}

async function setUp() {
  if (world) return world
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base)
  const seated = await seatedSession()
  const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: IPHONE_UA, locale: 'zh-CN' })
  const page = await context.newPage()
  await logInFromMine(page, base, PHONE)
  const { orderId, confirmPath } = await buyOne(page, base, show, plan)
  const tickets = await page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    return (await (await fetch(`/buyer/buyer/v5/orders/${id}/tickets`, { headers: { 'access-token': token } })).json()).data
  }, orderId)
  const storageState = await context.storageState()
  await context.close()
  /** [name, path, what shows once the page has loaded] */
  const pages = [
    ['show detail', `/content/${show.showId}`, '.show-detail__buy'],
    ['booking', `/booking/${show.showId}`, '.booking [data-seat-plan-id]'],
    ['pick-seat', `/pick-seat/${seated.showId}?sessionId=${seated.sessionId}`, '.seat-map canvas'],
    ['confirm order', confirmPath, '.confirm-order__submit'],
    ['order detail', `/order/detail/${orderId}`, '.order-detail__state'],
    ['order list', '/order', '.order-list__order'],
    ['mine', '/mine', '.menu-list'],
    ['ticket holder', '/ticket', '.ticket-holder__ticket'],
    ['ticket detail', `/ticket-detail?id=${tickets[0].ticketId}`, '.ticket-detail__show']
  ]
  world = { base, storageState, pages }
  return world
}

/** A logged-in buyer's page in a fresh context (the phone buyer's storage). */
async function buyerPage({ userAgent, width, height, locale }) {
  const context = await suite.browser.newContext({ viewport: { width, height }, userAgent, locale, storageState: world.storageState })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors, close: () => context.close() }
}

/** Opens a page in a language and waits for its content in the visible page shell. */
async function open(page, path, lang, ready) {
  await page.goto(`${world.base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
  await page.locator(`.page:visible ${ready}`).first().waitFor({ timeout: 20000 })
  await page.waitForTimeout(300)
}

/**
 * On the visible page: the column's box, the content's box (the body inside the gutters) and every
 * element shown whose box is wider than the column or leaves it sideways. An element inside a box that
 * clips (a scrolled strip of tabs, a carousel) is judged by that box.
 */
function measureColumn() {
  const shell = [...document.querySelectorAll('.page')].find((p) => p.getBoundingClientRect().width > 0)
  const col = shell.getBoundingClientRect()
  const body = shell.querySelector('.page__body')
  const bs = getComputedStyle(body)
  const br = body.getBoundingClientRect()
  const content = { left: br.left + parseFloat(bs.paddingLeft), right: br.right - parseFloat(bs.paddingRight) }
  const clipped = (el) => {
    for (let p = el.parentElement; p && p !== shell; p = p.parentElement) {
      const s = getComputedStyle(p)
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') return true
    }
    return false
  }
  const outside = []
  for (const el of shell.querySelectorAll('*')) {
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue
    if (r.width <= col.width + 1 && r.left >= col.left - 1 && r.right <= col.right + 1) continue
    if (clipped(el)) continue
    // A toast's layer covers the window by design (it stops taps while the toast shows).
    if (el.closest('.at-toast')) continue
    outside.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${Math.round(r.left)}–${Math.round(r.right)}`)
  }
  return { column: { left: col.left, right: col.right, width: col.width }, content, outside: outside.slice(0, 5) }
}

const boxOf = (page, selector) => page.locator(`.page:visible ${selector}`).first().boundingBox()

test('desktop 1280×800: show detail in two columns, confirm order with a side panel, every page within the centred column', async () => {
  await setUp()
  for (const [locale, lang] of LANGS) {
    const { page, errors, close } = await buyerPage({ userAgent: DESKTOP_UA, ...DESKTOP, locale })
    for (const [name, path, ready] of world.pages) {
      await open(page, path, lang, ready)
      const where = `${name} ${locale}`
      const { column, content, outside } = await page.evaluate(measureColumn)
      // "a 930 px phone column": the spec's PC column, centred in the window.
      assert.equal(column.width, COLUMN, `${where}: the column`)
      assert.ok(Math.abs(column.left - (DESKTOP.width - COLUMN) / 2) <= 1, `${where}: the column centred`)
      assert.deepEqual(outside, [], `${where}: nothing wider than the column or outside it`)
      // "a 900 px buy bar": a bar at the bottom is no wider than the content between the gutters.
      for (const bar of ['.show-detail__bar', '.confirm-order__bar']) {
        const shown = page.locator(`.page:visible ${bar}`)
        if (!(await shown.count())) continue
        const box = await shown.first().boundingBox()
        assert.ok(
          box.width <= content.right - content.left + 0.5,
          `${where}: ${bar} ${box.width} px in ${content.right - content.left} px of content`
        )
        assert.ok(box.x >= content.left - 0.5 && box.x + box.width <= content.right + 0.5, `${where}: ${bar} within the content`)
      }

      if (name === 'show detail') {
        // "two-column show detail with the booking panel beside the content".
        const [main, panel, buy] = await Promise.all([
          boxOf(page, '.show-detail__main'),
          boxOf(page, '.show-detail__booking'),
          boxOf(page, '.show-detail__buy')
        ])
        assert.ok(
          panel.x >= main.x + main.width,
          `${where}: the booking panel (left ${panel.x}) right of the show (right ${main.x + main.width})`
        )
        assert.ok(main.y < DESKTOP.height && panel.y < DESKTOP.height, `${where}: both columns start in the first screen`)
        assert.ok(buy.y + buy.height <= DESKTOP.height, `${where}: the buy button in the first screen`)
        assert.ok(
          (await page.locator('.page:visible .show-detail__booking .show-detail__plan').count()) > 0,
          `${where}: the tiers in the panel`
        )
        // The panel stays in view while the show scrolls (sticky under the top navigation).
        const scrolled = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight)
          return window.scrollY
        })
        if (scrolled > 200) {
          await page.waitForTimeout(200)
          const after = await boxOf(page, '.show-detail__buy')
          assert.ok(
            after.y >= 56 && after.y + after.height <= DESKTOP.height,
            `${where}: the buy button still in view after scrolling ${scrolled} px`
          )
        }
      }
      if (name === 'booking') {
        // "no phone bars stretched": the chosen tier, the total and the button in a side panel right of the choices.
        await page.locator('.page:visible .booking [data-seat-plan-id]:not(.show-detail__plan--sold_out)').first().click()
        const [choices, bar] = await Promise.all([boxOf(page, '.booking'), boxOf(page, '.booking__bar')])
        assert.ok(bar.x >= choices.x + choices.width, `${where}: the side panel (left ${bar.x}) right of the choices`)
        assert.ok(bar.y + bar.height < DESKTOP.height, `${where}: the side panel in the first screen`)
        assert.match(await page.locator('.page:visible .booking__choice').innerText(), /×/, `${where}: the chosen tier in the panel`)
      }
      if (name === 'confirm order') {
        // "a side summary panel for confirm order": the amount due and submit right of the order's blocks.
        const [summary, bar] = await Promise.all([boxOf(page, '.confirm-order__summary'), boxOf(page, '.confirm-order__bar')])
        assert.ok(bar.x >= summary.x + summary.width, `${where}: the side panel right of the order`)
        assert.ok(bar.y < DESKTOP.height, `${where}: the side panel in the first screen`)
      }
      if (name === 'order list' || name === 'ticket holder') {
        // "cards in a grid where lists": a second card sits beside the first when there is one.
        const cards = name === 'order list' ? '.order-list__order' : '.ticket-holder__ticket'
        const lefts = await page
          .locator(`.page:visible ${cards}`)
          .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)))
        const width = (await boxOf(page, cards)).width
        assert.ok(width < (content.right - content.left) / 2 + 1, `${where}: a card is ${width} px, half the content or less`)
        if (lefts.length > 1) assert.ok(new Set(lefts).size > 1, `${where}: cards side by side`)
      }
      if (name === 'mine') {
        // The buyer's card beside the menu, not above it.
        const [header, menu] = await Promise.all([boxOf(page, '.mine__header'), boxOf(page, '.menu-list')])
        assert.ok(menu.x >= header.x + header.width, `${where}: the menu beside the buyer's card`)
      }
      if (name === 'ticket detail') {
        const card = await boxOf(page, '.ticket-detail')
        assert.ok(card.width <= 600 && Math.abs(card.x + card.width / 2 - DESKTOP.width / 2) <= 1, `${where}: a ticket-sized card, centred`)
      }
      if (locale === 'zh-CN' && process.env.SHOT_DIR)
        await page.screenshot({ path: `${process.env.SHOT_DIR}/desktop-${name.replace(' ', '-')}.png` })
    }
    assert.deepEqual(errors, [])
    await close()
  }
})

test('phone 320, 375 and 430 px in zh-CN and en-US: nothing off the screen sideways, no button clipped', async () => {
  await setUp()
  for (const [locale, lang] of LANGS) {
    const { page, errors, close } = await buyerPage({ userAgent: IPHONE_UA, width: 375, height: 812, locale })
    for (const width of [320, 375, 430]) {
      await page.setViewportSize({ width, height: 812 })
      for (const [name, path, ready] of world.pages) {
        await open(page, path, lang, ready)
        const where = `${name} ${locale} ${width} px`
        const seen = await page.evaluate(() => {
          const clippedButtons = [...document.querySelectorAll('.page .at-button, .page button')]
            .filter((b) => b.checkVisibility({ visibilityProperty: true }) && b.getBoundingClientRect().width > 0)
            .filter((b) => {
              const r = b.getBoundingClientRect()
              // Off the screen's sides, or its label wider than the button.
              return r.left < -0.5 || r.right > window.innerWidth + 0.5 || b.scrollWidth > b.clientWidth + 1
            })
            .map((b) => b.textContent.trim().slice(0, 20))
          return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, clippedButtons }
        })
        assert.ok(
          seen.scrollWidth <= seen.innerWidth,
          `${where}: the document ${seen.scrollWidth} px wide in a ${seen.innerWidth} px screen`
        )
        assert.deepEqual(seen.clippedButtons, [], `${where}: buttons clipped`)
      }
    }
    assert.deepEqual(errors, [])
    await close()
  }
})

/** A guest's page (no buyer signed in). */
async function guestPage({ userAgent, width, height, locale }) {
  const context = await suite.browser.newContext({ viewport: { width, height }, userAgent, locale })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors, close: () => context.close() }
}

test('desktop 1280×800: login centred, the search placeholder on the box middle, the ticket links at the row end, a button-sized buy button', async () => {
  await setUp()
  const guest = await guestPage({ userAgent: DESKTOP_UA, ...DESKTOP, locale: 'en-US' })
  // "the login page and login-way are a 560 px column stuck to the left": the form centred in the window.
  for (const [path, ready] of [
    ['/login', '.login__phone'],
    ['/login-way', '.login-way__phone']
  ]) {
    await open(guest.page, path, 'en', ready)
    const form = await boxOf(guest.page, '.login')
    assert.ok(form.width <= 560, `${path}: the form ${form.width} px`)
    assert.ok(Math.abs(form.x + form.width / 2 - DESKTOP.width / 2) <= 1, `${path}: the form centred (left ${form.x}, ${form.width} px)`)
  }
  // "the placeholder sits at the top of the search box": the input (and so its text) on the box's middle.
  await open(guest.page, '/search', 'en', '.search__input')
  const [box, input] = await Promise.all([boxOf(guest.page, '.search__input'), boxOf(guest.page, '.search__input input')])
  assert.ok(
    Math.abs(input.y + input.height / 2 - (box.y + box.height / 2)) <= 1 && input.width >= box.width - 2 * 12 - 1,
    `search: the input ${input.y}+${input.height} in the box ${box.y}+${box.height}`
  )
  assert.deepEqual(guest.errors, [])
  await guest.close()

  for (const [locale, lang] of LANGS) {
    const { page, errors, close } = await buyerPage({ userAgent: DESKTOP_UA, ...DESKTOP, locale })
    // "the Entry codes link floats mid-row": the links side by side at the end of the tabs' row, on the
    // tabs' middle.
    await open(page, '/ticket', lang, '.ticket-holder__entry[data-entry="hot-ticket"]')
    const row = await boxOf(page, '.ticket-holder__tabs')
    const tab = await boxOf(page, '.ticket-holder__tab')
    const links = await page
      .locator('.page:visible .ticket-holder__entry')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))
    assert.ok(links.length === 2, `ticket holder ${locale}: the entry codes and add-a-ticket links`)
    assert.ok(Math.abs(links[1].right - (row.x + row.width)) <= 1, `ticket holder ${locale}: the last link at the row's end`)
    assert.ok(links[1].left - links[0].right <= 16, `ticket holder ${locale}: the links together (${links[0].right} then ${links[1].left})`)
    for (const link of links)
      assert.ok(
        Math.abs(link.top + link.height / 2 - (tab.y + tab.height / 2)) <= 2,
        `ticket holder ${locale}: a link's middle ${link.top + link.height / 2} on the tab's ${tab.y + tab.height / 2}`
      )
    // "the buy button is stretched to ~870 px": a button's width at the bar's end.
    const booking = world.pages.find(([name]) => name === 'booking')
    await open(page, booking[1], lang, booking[2])
    const [bar, next] = await Promise.all([boxOf(page, '.show-detail__bar'), boxOf(page, '.booking__next')])
    assert.ok(next.width <= 280, `booking ${locale}: the button ${next.width} px`)
    assert.ok(bar.x + bar.width - (next.x + next.width) <= 24, `booking ${locale}: the button at the bar's end`)
    assert.deepEqual(errors, [])
    await close()
  }
})

test('home in en-US at 320, 375, 430 and 1280 px: the want-to-see count on a show card is whole, not cut off', async () => {
  for (const [userAgent, width] of [
    [IPHONE_UA, 320],
    [IPHONE_UA, 375],
    [IPHONE_UA, 430],
    [DESKTOP_UA, 1280]
  ]) {
    const { page, errors, close } = await guestPage({ userAgent, width, height: 800, locale: 'en-US' })
    await page.goto(`${suite.storefront.base}/?lang=en`)
    await page.locator('.page:visible .show-card__want').first().waitFor({ timeout: 20000 })
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.page .show-card__want')]
        .filter((e) => e.getBoundingClientRect().width > 0 && e.scrollWidth > e.clientWidth)
        .map((e) => e.textContent)
    )
    // "124k want t…": every count read in full.
    assert.deepEqual(cut, [], `home at ${width} px: counts cut off`)
    assert.deepEqual(errors, [])
    await close()
  }
})

test('desktop 1280×800 after the first tap: a show card tapped on home opens show detail in two columns, its buy button booking with a side panel', async () => {
  // Issue #31 item 9 ("desktop after the first tap"): the pages reached by taps, not only by address.
  await setUp()
  const { page, errors, close } = await buyerPage({ userAgent: DESKTOP_UA, ...DESKTOP, locale: 'zh-CN' })
  await page.goto(`${world.base}/?lang=zh`)
  const card = page.locator('.page:visible .show-card', { has: page.locator('.show-card__status--on_sale') }).first()
  await card.click()
  await page.waitForURL(/\/content\//)
  await page.locator('.page:visible .show-detail__buy').waitFor()
  await page.waitForTimeout(300)
  const { column, outside } = await page.evaluate(measureColumn)
  assert.equal(column.width, COLUMN, 'show detail: the column')
  assert.deepEqual(outside, [], 'show detail: nothing outside the column')
  const [main, panel] = await Promise.all([boxOf(page, '.show-detail__main'), boxOf(page, '.show-detail__booking')])
  assert.ok(
    panel.x >= main.x + main.width,
    `show detail: the booking panel (left ${panel.x}) right of the show (right ${main.x + main.width})`
  )

  await page.locator('.page:visible .show-detail__buy').click()
  await page.waitForURL(/\/booking\//)
  await page.locator('.page:visible .booking [data-seat-plan-id]:not(.show-detail__plan--sold_out)').first().click()
  const [choices, bar] = await Promise.all([boxOf(page, '.booking'), boxOf(page, '.booking__bar')])
  assert.ok(bar.x >= choices.x + choices.width, `booking: the side panel (left ${bar.x}) right of the choices`)
  assert.equal((await page.evaluate(measureColumn)).column.width, COLUMN, 'booking: the column')
  assert.deepEqual(errors, [])
  await close()
})
