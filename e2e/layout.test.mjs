/**
 * Layout in a real browser (issue #14 items 8 and 11). Phone (375×812) in zh-CN, zh-MO and en-US on home,
 * mine, ticket holder, login-way, member profile and show detail: nothing wider than the screen, one page
 * gutter on every page, the disabled button grey. Desktop (1280×800): a top navigation with the
 * merchant's tabs, the spec's 960 px column, the buy bar no wider than the column, no bottom tab bar,
 * one header (the page title inside the column, no navigation bar under the top navigation), the home
 * banner as wide as the column.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine } from './journeys.mjs'

const suite = storefrontSuite()

const GUTTER = 16
const PC_WIDTH = 960
const LANGS = [
  ['zh-CN', 'zh'],
  ['zh-MO', 'zh-MO'],
  ['en-US', 'en']
]
const TAB_LABELS = { 'zh-CN': ['首页', '全部', '商城', '票夹', '我的'], 'en-US': ['Home', 'All', 'Shop', 'Tickets', 'Mine'] }

/** Opens a page and waits for its content (not the loading view) in the visible page shell. */
async function open(page, url, ready) {
  await page.goto(url)
  await page.locator(`.page:visible ${ready}`).first().waitFor({ timeout: 20000 })
  await page.waitForTimeout(400)
}

/**
 * What "one page gutter" means on a page, measured in the visible page shell:
 * - `surfaces`: the left and right insets of the outermost full-width surfaces (cards, buttons, banners:
 *   anything with a background or border, at least half the column wide, inside no other surface);
 * - `texts`: the left insets of left-aligned text that sits on the page background (headings, hints).
 */
function measureGutters() {
  const shell = [...document.querySelectorAll('.page')].find((p) => p.getBoundingClientRect().width > 0)
  const body = shell.querySelector('.page__body')
  const frame = shell.getBoundingClientRect()
  const isSurface = (el) => {
    const s = getComputedStyle(el)
    const bg = s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent'
    const border = parseFloat(s.borderLeftWidth) > 0 && s.borderLeftStyle !== 'none'
    return bg || border || el.tagName === 'IMG'
  }
  const insideSurface = (el) => {
    for (let p = el.parentElement; p && p !== body; p = p.parentElement) if (isSurface(p)) return true
    return false
  }
  const surfaces = []
  for (const el of body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect()
    if (r.width < frame.width / 2 || r.height < 8 || !isSurface(el) || insideSurface(el)) continue
    if (getComputedStyle(el).position === 'fixed') continue
    // Slides of a carousel waiting off to the side are clipped, not laid out on the page.
    if (r.left < frame.left || r.right > frame.right) continue
    surfaces.push({ cls: el.className, left: Math.round(r.left - frame.left), right: Math.round(frame.right - r.right) })
  }
  const texts = []
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement
    if (!node.textContent.trim() || insideSurface(el) || isSurface(el)) continue
    if (getComputedStyle(el).textAlign === 'center' || el.closest('[style*="text-align"], .state-view')) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const r = range.getBoundingClientRect()
    if (r.width === 0) continue
    texts.push({ text: node.textContent.trim().slice(0, 12), left: Math.round(r.left - frame.left) })
  }
  return { surfaces, texts }
}

async function checkPhonePage(page, name) {
  // "the ticket-holder login button runs off the right edge": nothing is wider than the screen.
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth
  }))
  assert.ok(scrollWidth <= innerWidth, `${name}: document ${scrollWidth} px wide in a ${innerWidth} px screen`)
  // "three different page margins (≈16, 28, 54 px)": every page keeps the one gutter.
  const { surfaces, texts } = await page.evaluate(measureGutters)
  // Wide surfaces end at the gutter and start at it or further in (a search box beside the city).
  for (const s of surfaces) {
    // ±1 px: a banner image's width is a fraction rounded by the carousel.
    assert.ok(Math.abs(s.right - GUTTER) <= 1, `${name}: ${s.cls} ends ${s.right} px from the right edge`)
    assert.ok(s.left >= GUTTER - 1, `${name}: ${s.cls} starts ${s.left} px from the left edge`)
  }
  for (const t of texts) assert.ok(t.left >= GUTTER, `${name}: "${t.text}" starts ${t.left} px from the left edge`)
  // "the disabled primary button looks active (salmon, not grey)": a disabled primary AtButton, drawn with
  // the page's own styles (src/theme/taro-ui/button.scss, loaded by every page checked here), is grey.
  const disabled = await page.evaluate(() => {
    const shell = [...document.querySelectorAll('.page')].find((p) => p.getBoundingClientRect().width > 0)
    const button = document.createElement('div')
    button.className = 'at-button at-button--primary at-button--disabled'
    button.textContent = 'x'
    shell.appendChild(button)
    const s = getComputedStyle(button)
    const seen = { background: s.backgroundColor, opacity: s.opacity }
    button.remove()
    return seen
  })
  assert.deepEqual([name, disabled.background, disabled.opacity], [name, 'rgb(200, 201, 204)', '1'])
  const lefts = [...surfaces.map((s) => s.left), ...texts.map((t) => t.left)]
  assert.ok(Math.abs(Math.min(...lefts) - GUTTER) <= 1, `${name}: the content starts at the gutter`)
  return Math.min(...lefts)
}

test('phone 375×812: nothing off the screen, one page gutter, the disabled button grey, in zh-CN, zh-MO and en-US', async () => {
  const { base } = suite.storefront
  const { show } = await buyableShow(base)
  const { page, errors, close } = await phonePage(suite.browser)
  // Login-way first, before logging in (afterwards it sends a logged-in buyer on).
  for (const [locale, lang] of LANGS) {
    await open(page, `${base}/login-way?lang=${lang}`, '.login-way__email')
    await checkPhonePage(page, `login-way ${locale}`)
    // "the two login-choice buttons touch and differ in width".
    const [a, b] = await Promise.all(
      ['.login-way__phone', '.login-way__email'].map((s) => page.locator(`.page:visible ${s}`).boundingBox())
    )
    assert.equal(a.width, b.width, `login-way ${locale}: both choices equally wide`)
    assert.ok(b.y - (a.y + a.height) >= 8, `login-way ${locale}: the choices ${b.y - (a.y + a.height)} px apart`)
    await open(page, `${base}/ticket?lang=${lang}`, '.ticket-holder__login')
    await checkPhonePage(page, `ticket holder ${locale}`)
  }
  await logInFromMine(page, base, '13800000123')
  for (const [locale, lang] of LANGS) {
    await open(page, `${base}/?lang=${lang}`, '.show-card')
    await checkPhonePage(page, `home ${locale}`)
    await open(page, `${base}/mine?lang=${lang}`, '.menu-list')
    await checkPhonePage(page, `mine ${locale}`)
    await open(page, `${base}/member?lang=${lang}`, '.user-profile__birthday')
    await checkPhonePage(page, `member ${locale}`)
    // "profile rows outside their card": the birthday row is inside a card.
    assert.equal(await page.locator('.page:visible .menu-list .user-profile__birthday').count(), 1)
    await open(page, `${base}/content/${show.showId}?lang=${lang}`, '.show-detail__head')
    await checkPhonePage(page, `show detail ${locale}`)
    // "the show introduction at ≈20 px against 14 px elsewhere".
    const intro = page.locator('.page:visible .show-detail__description')
    if (await intro.count()) {
      const size = await intro.evaluate((el) => getComputedStyle(el.querySelector('p') ?? el).fontSize)
      assert.equal(size, '14px', `show introduction ${locale}`)
    }
  }
  // "a monospace placeholder": the address detail's textarea is in the app's face.
  await open(page, `${base}/address/edit`, '.address-edit__detail')
  const face = await page.locator('.page:visible .address-edit__detail textarea').evaluate((el) => getComputedStyle(el).fontFamily)
  assert.doesNotMatch(face, /monospace/)
  await page.screenshot({ path: '/tmp/layout-phone-show.png' }).catch(() => undefined)
  assert.deepEqual(errors, [])
  await close()
})

test("desktop 1280×800: a top navigation with the merchant's tabs, the 960 px column, the buy bar within it, no bottom tab bar", async () => {
  const { base } = suite.storefront
  const { show } = await buyableShow(base)
  for (const [locale, lang] of [
    ['zh-CN', 'zh'],
    ['en-US', 'en']
  ]) {
    const { page, errors, close } = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1280, height: 800, locale })
    await open(page, `${base}/?lang=${lang}`, '.show-card')
    // "no navigation at all (the tab bar is hidden on PC per the spec)": the tabs are on top instead.
    const labels = await page.locator('.top-nav:visible .top-nav__label').allInnerTexts()
    assert.deepEqual(labels, TAB_LABELS[locale])
    assert.equal(await page.locator('.tab-bar').count(), 0, 'no bottom tab bar on PC')
    assert.equal(
      await page.locator('.top-nav:visible .top-nav__item[aria-selected="true"] .top-nav__label').innerText(),
      TAB_LABELS[locale][0]
    )
    // "a stretched phone layout": the spec's PC width, text at its design size.
    const column = await page.locator('.page:visible').evaluate((el) => el.getBoundingClientRect().width)
    assert.equal(column, PC_WIDTH)
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), '20px')
    // "multi-column show lists where it fits".
    const tileLefts = await page
      .locator('.page:visible .show-card')
      .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size)
    assert.ok(tileLefts >= 3, `${tileLefts} columns of shows`)
    // The home banner spans the column between the gutters (it was letterboxed to about 644 px).
    const banner = await page.locator('.page:visible .banner .banner__slide--active img').boundingBox()
    assert.equal(Math.round(banner.width), PC_WIDTH - 2 * GUTTER, `banner ${banner.width} px wide`)
    assert.equal(
      await page.locator('.banner .banner__slide--active img').evaluate((el) => getComputedStyle(el).objectFit),
      'cover',
      'the banner art fills its slide'
    )
    // One header, not two stacked bars: no navigation bar under the top navigation, and a tab page needs no title.
    assert.equal(await page.locator('.nav-bar:visible').count(), 0, 'no navigation bar under the top navigation')
    assert.equal(await page.locator('.page:visible .page__heading').count(), 0)
    if (locale === 'zh-CN') await page.screenshot({ path: '/tmp/layout-pc-home.png' })

    // The tabs navigate.
    await page.locator('.top-nav:visible .top-nav__item', { hasText: TAB_LABELS[locale][4] }).click()
    await page.waitForURL(`${base}/mine`)

    await open(page, `${base}/content/${show.showId}?lang=${lang}`, '.show-detail__head')
    // "a 1,120 px buy bar": within the content column (in the booking panel beside the show, e2e/desktop-layout.test.mjs).
    const [bar, page960] = await Promise.all([
      page.locator('.page:visible .show-detail__bar').boundingBox(),
      page.locator('.page:visible').boundingBox()
    ])
    assert.ok(bar.width <= page960.width, `buy bar ${bar.width} px in a ${page960.width} px column`)
    assert.ok(bar.x >= page960.x && bar.x + bar.width <= page960.x + page960.width, 'the buy bar within the column')
    // "huge posters": the poster stays poster-sized within an 800 px high window.
    const poster = await page.locator('.page:visible .show-detail__poster').boundingBox()
    assert.ok(poster.height <= 300, `poster ${poster.height} px high`)
    assert.ok(await page.locator('.top-nav:visible').count(), 'the top navigation on every page')
    // Other pages keep their title as a heading inside the column, under the top navigation.
    assert.equal(await page.locator('.nav-bar:visible').count(), 0, 'no navigation bar under the top navigation')
    const heading = page.locator('.page:visible .page__body .page__heading-title')
    assert.equal(await heading.innerText(), locale === 'zh-CN' ? '演出详情' : 'Show details')
    const [headingBox, navBox] = await Promise.all([heading.boundingBox(), page.locator('.top-nav:visible').boundingBox()])
    assert.ok(
      headingBox.y >= navBox.y + navBox.height && headingBox.x >= page960.x + GUTTER,
      'the title sits in the column below the top navigation'
    )
    if (locale === 'zh-CN') await page.screenshot({ path: '/tmp/layout-pc-show.png' })
    assert.deepEqual(errors, [])
    await close()
  }
})
