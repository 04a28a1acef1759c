/**
 * The "可用券" tag (issue #31 item 7: "a fixed 可用券 tag on shows while no coupon exists"), in Chromium at
 * 375 px: once the operator gives out a coupon on every show, a show the merchant tagged 可用券 shows the tag
 * and its coupon row; once the operator stops every coupon in the console (停止发放), the same page shows neither.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (built here when missing).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, couponInput, needsConsoleBuild, operatorConsole } from './console-staff.mjs'

needsConsoleBuild()

const suite = storefrontSuite()

const FEED = '/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL&length=50&lang=zh'

test('the 可用券 tag and coupon row show while a coupon can be had, and are gone once the console stops every coupon', async () => {
  const base = suite.storefront.base
  // The operator gives out a coupon on every show (through the console's API; the form has its own tests).
  const merchant = await operatorConsole(suite.browser, base)
  const made = await consolePost(merchant.page, '/admin-api/v1/coupons', couponInput({ title: '立减6元', amount: 600 }))
  assert.equal(made.statusCode, 200, made.comments)
  // Past the second a browse reply is kept, a show the merchant tagged 可用券 carries the tag on its card.
  await new Promise((r) => setTimeout(r, 1200))
  const feed = await (await fetch(`${base}${FEED}`)).json()
  assert.equal(feed.statusCode, 200)
  const tagged = feed.data.list.find((s) => s.showTags?.some((t) => t.type === 'MARKETING_TAG_COUPON'))
  assert.ok(tagged, 'the demo feed has a show tagged 可用券')

  const buyer = await phonePage(suite.browser)
  const tags = async () => {
    await buyer.page.goto(`${base}/content/${tagged.showId}`)
    await buyer.page.locator('.show-detail__name').waitFor()
    await buyer.page.locator('.show-detail__session').first().waitFor()
    return buyer.page.locator('.show-detail__tag').allInnerTexts()
  }
  assert.ok((await tags()).includes('可用券'))
  await buyer.page.locator('.show-detail__coupon-values').waitFor()

  // The operator stops every coupon still given out, one by one, each after its confirmation.
  await merchant.page.goto(`${base}/admin/coupons`)
  await merchant.page.locator('.ant-table-row').first().waitFor()
  const stop = merchant.page.getByRole('button', { name: '停止发放' })
  for (let left = await stop.count(); left > 0; left--) {
    await stop.first().click()
    await merchant.page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|确\s*认/ })
      .click()
    for (let i = 0; i < 100 && (await stop.count()) >= left; i++) await merchant.page.waitForTimeout(100)
  }
  assert.equal(await stop.count(), 0)

  // Past the second a browse reply is kept: the page no longer promises a coupon.
  await buyer.page.waitForTimeout(1200)
  assert.ok(!(await tags()).includes('可用券'))
  assert.equal(await buyer.page.locator('.show-detail__coupon-values').count(), 0)
  await merchant.close()
  await buyer.close()
})
