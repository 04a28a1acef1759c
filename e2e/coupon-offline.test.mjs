/**
 * Offline coupons (issue #18; product.md "Using a coupon: ... An offline coupon fetches a verify code and
 * shows a popup"), in Chromium: the buyer at 375 px, the operator at desktop width. The operator makes an
 * offline 立减 coupon (through the console's API; the form has its own tests); the buyer receives it on a
 * show's coupon list, opens my coupons, taps 'view' and gets the verify code popup (a QR, the code in
 * digits, the seconds to its refresh). The operator types that code into the Coupons page's verify box: the
 * coupon is USED; the same code again is refused as already used. The open popup learns it at its next ask
 * and says the coupon is verified; my coupons' history shows it stamped used. Then a multi-user pack: its
 * opener finds the share link under his coupon, a friend opens the share page and takes one part.
 *
 * Last, the coupon form picks a goods coupon's goods by name (the scope of goods and categories is a picker, not typed ids),
 * and a show coupon's tags by their kind in words.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (built here when missing).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, couponInput, needsConsoleBuild, operatorConsole } from './console-staff.mjs'
import { buyableShow, logInFromMine, receiveOnCouponList } from './journeys.mjs'

needsConsoleBuild()

const suite = storefrontSuite()

test('an offline coupon: the buyer shows its verify code, the console verifies it once, the popup says it is used', async () => {
  const base = suite.storefront.base
  const { show } = await buyableShow(base, 1)

  const merchant = await operatorConsole(suite.browser, base)
  const made = await consolePost(
    merchant.page,
    '/admin-api/v1/coupons',
    couponInput({ title: '到场立减8元', ruleComments: '凭核销码在售票处使用', amount: 800, quantity: 50, useWay: 'OFFLINE' })
  )
  assert.equal(made.statusCode, 200, made.comments)

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000651')
  await receiveOnCouponList(page, base, show.showId, made.data.id)

  // My coupons: an offline coupon's action is 'view', which opens the verify code popup.
  await page.goto(`${base}/coupons`)
  const mine = page.locator(`[data-testid=my-coupons] .coupon-card[data-coupon="${made.data.id}"]`)
  await mine.locator('.coupon-card__action--view').click()
  const popup = page.locator('[data-testid=coupon-code-popup]')
  const ready = popup.locator('.coupon-code__ready')
  await ready.waitFor()
  const code = await ready.getAttribute('data-verify-code')
  assert.match(code ?? '', /^\d{16}\.\d+\.\d{8}$/)
  // The QR and the digits carry the code on screen (read together: the code turns every 30 s).
  const qr = popup.locator('[data-qr-text]').first()
  await qr.waitFor()
  const shown = async () => [
    await ready.getAttribute('data-verify-code'),
    await qr.getAttribute('data-qr-text'),
    (await popup.locator('.coupon-code__digits').innerText()).trim()
  ]
  let [now, drawn, digits] = await shown()
  if (now !== drawn || now !== digits) [now, drawn, digits] = await shown()
  assert.deepEqual([drawn, digits], [now, now])
  await popup.locator('.rotating-code__left', { hasText: '秒后自动刷新' }).waitFor()
  // The popup fits the phone's width.
  const box = await popup.boundingBox()
  assert.ok(box && box.width <= 375, `popup width ${box?.width}`)

  // The operator verifies the code in the Coupons page's verify box (the code the phone shows now).
  const current = await ready.getAttribute('data-verify-code')
  await merchant.page.goto(`${base}/admin/coupons`)
  const verify = merchant.page.locator('[data-testid=coupon-verify]')
  await verify.locator('[data-testid=coupon-verify-input]').fill(current ?? '')
  await verify.locator('[data-testid=coupon-verify-submit]').click()
  await verify.locator('[data-testid=coupon-verify-result][data-result=USED]', { hasText: '到场立减8元' }).waitFor()
  // The same code again: refused, with when it was used.
  await verify.locator('[data-testid=coupon-verify-input]').fill(current ?? '')
  await verify.locator('[data-testid=coupon-verify-submit]').click()
  await verify.locator('[data-testid=coupon-verify-result][data-result=REFUSED]', { hasText: '不能重复使用' }).waitFor()

  // The open popup asks again when its code expires (within 30 s) and then says the coupon is verified.
  await popup.locator('.coupon-code__done[data-coupon-status=USED]').waitFor({ timeout: 40_000 })
  await popup.locator('.coupon-code__stamp-text', { hasText: '优惠券已核销' }).waitFor()
  await page.locator('.coupon-code__close').click()
  await page.locator('.coupons__tab', { hasText: '历史记录' }).click()
  await page.locator(`[data-testid=my-coupons] .coupon-card[data-coupon="${made.data.id}"][data-stamp=used]`).waitFor()

  // The report tab counts it used offline.
  await merchant.page.locator('[data-testid=coupon-report-tab]').click()
  const report = merchant.page.locator('[data-testid=coupon-report]')
  await report.locator('tr', { hasText: '到场立减8元' }).locator('td', { hasText: '线下 1' }).waitFor()

  assert.deepEqual(errors, [])
  await close()
  await merchant.close()
})

test('a multi-user pack: the opener finds the share link under his coupon, a friend opens it at 375 px and takes one part', async () => {
  const base = suite.storefront.base
  const { show } = await buyableShow(base, 1)
  const merchant = await operatorConsole(suite.browser, base)
  const made = await consolePost(
    merchant.page,
    '/admin-api/v1/coupons',
    couponInput({ title: '好友同享30元', couponType: 'MULTI_USER_FIXED_CASH', amount: 3000, quantity: 50, shareParts: 3 })
  )
  assert.equal(made.statusCode, 200, made.comments)
  await merchant.close()

  const opener = await phonePage(suite.browser)
  await logInFromMine(opener.page, base, '13900000661')
  await receiveOnCouponList(opener.page, base, show.showId, made.data.id)
  await opener.page.goto(`${base}/coupons`)
  await opener.page.locator('.coupons__share').first().click()
  const pack = opener.page.locator('[data-testid=coupon-share]')
  await pack.waitFor()
  const shareCode = await pack.getAttribute('data-share-code')
  // A fixed pack of 30.00 in 3: ten each, the opener's taken.
  assert.deepEqual(await pack.locator('.coupon-share__part-amount').allInnerTexts(), ['¥10', '¥10', '¥10'])
  await pack.locator('.coupon-share__part--mine').waitFor()
  await pack.locator('.coupon-share__share').waitFor()

  const friend = await phonePage(suite.browser)
  await logInFromMine(friend.page, base, '13900000662')
  await friend.page.goto(`${base}/coupon-share?shareCode=${shareCode}`)
  const view = friend.page.locator('[data-testid=coupon-share]')
  await view.locator('.coupon-share__take').click()
  await view.locator('.coupon-share__part--mine').waitFor()
  await view.locator('.coupon-share__note', { hasText: '¥10' }).waitFor()
  // Nothing wider than the phone.
  const width = await friend.page.evaluate(() => document.documentElement.scrollWidth)
  assert.ok(width <= 375, `page width ${width}`)
  assert.deepEqual([...opener.errors, ...friend.errors], [])
  await opener.close()
  await friend.close()
})

/** The console's new-coupon form, titled: the operator's console, its page and the form. */
async function newCoupon(title) {
  const base = suite.storefront.base
  const merchant = await operatorConsole(suite.browser, base)
  const page = merchant.page
  await page.goto(`${base}/admin/coupons`)
  await page.locator('[data-testid=coupon-new]').click()
  const form = page.locator('[data-testid=coupon-form]')
  await form.locator('[data-testid=coupon-title]').first().fill(title)
  return { merchant, page, form }
}

/** Saves the form; answers the console's reply to the save, after checking it is a success. */
async function saveCoupon(page, form) {
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin-api/v1/coupons' && r.request().method() === 'POST')
  await form.locator('[data-testid=coupon-save]').click()
  const reply = await (await saved).json()
  assert.equal(reply.statusCode, 200, reply.comments)
  return reply
}

test('the operator makes a goods coupon in the console, picking the goods by name, never typing an id', async () => {
  const { merchant, page, form } = await newCoupon('T恤立减10元')
  // For goods: the 商品 business instead of 演出, then 指定商品.
  await form.getByRole('checkbox', { name: '演出' }).uncheck()
  await form.getByRole('checkbox', { name: '商品' }).check()
  await form.locator('[data-testid=coupon-rule]').click()
  await page.locator('.ant-select-item-option', { hasText: '指定商品' }).click()
  const goods = form.locator('[data-testid=coupon-scope-goods]')
  await goods.click()
  await goods.locator('input').fill('纪念T恤')
  await page.locator('.ant-select-item-option', { hasText: '巡演纪念T恤' }).click()
  await page.keyboard.press('Escape')
  const reply = await saveCoupon(page, form)
  assert.deepEqual(
    [reply.data.useCouponRule, reply.data.couponUseLimitVO.itemIds, reply.data.couponBizTypes],
    ['LIMIATION_ITEM', ['spu_demo_tee'], ['ITEM']]
  )
  assert.deepEqual(merchant.errors, [])
  await merchant.close()
})

test('a coupon for shows of a type or tag: the tag is picked by its kind in words (营销 · 可用券), not typed', async () => {
  const { merchant, page, form } = await newCoupon('营销券')
  await form.locator('[data-testid=coupon-rule]').click()
  await page.locator('.ant-select-item-option', { hasText: '演出类型或标签' }).click()
  const tags = form.locator('[data-testid=coupon-scope-tags]')
  await tags.click()
  await page.locator('.ant-select-item-option', { hasText: '营销 · 可用券' }).click()
  await page.keyboard.press('Escape')
  const reply = await saveCoupon(page, form)
  assert.deepEqual([reply.data.useCouponRule, reply.data.couponUseLimitVO.tagIds], ['LIMIATION_SHOW_TYPE_OR_TAG', ['MARKETING_TAG_COUPON']])
  assert.deepEqual(merchant.errors, [])
  await merchant.close()
})
