/**
 * Issue "Shop" in Chromium at desktop width: the operator creates a T-shirt with two sizes and a colour in
 * the console's goods editor, with an uploaded picture, puts it on a new goods floor of the shop tab's
 * layout, moves the floor up, saves and publishes; buyers then get it in the shop tab's layout and in the
 * goods calls (GET /home/pub/v5/layouts?page=SHOP, GET /pub/v5/spus), and a buyer's H5 shop tab shows the
 * floor second with the T-shirt's card.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { crc32, deflateSync } from 'node:zlib'
import { DESKTOP_UA, IPHONE_UA, phonePage, storefrontSuite } from './browser.mjs'
import { logInToConsole } from './journeys.mjs'

const PASSWORD = 'Stagedoor-demo-2026'
const OPERATOR = 'operator@demo.stagedoor.test'
const TEE = '控制台巡演T恤'

const suite = storefrontSuite()

const input = (root, testid) =>
  root.locator(`input[data-testid="${testid}"], textarea[data-testid="${testid}"], [data-testid="${testid}"] input`).first()

async function fillTexts(root, prefix, zh, en) {
  await input(root, `${prefix}-zh-CN`).fill(zh)
  await input(root, `${prefix}-zh-MO`).fill(zh)
  await input(root, `${prefix}-en-US`).fill(en)
}

/** A real PNG of one grey (8-bit greyscale), `width` × `height` px, to upload as a goods picture. */
function greyPng(width, height) {
  const chunk = (type, data) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length)
    head.write(type, 4, 'latin1')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0)
    return Buffer.concat([head, data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x60)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0))
  ])
}

const pub = async (base, path) => (await (await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}lang=zh`)).json()).data

test('the operator makes a T-shirt in two sizes and a colour with a picture, puts it on a shop-tab goods floor, and buyers get it', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(page, base, OPERATOR, PASSWORD)
  await page.locator('[data-testid=side-menu]').getByText('商品').first().click()
  await page.locator('[data-testid=goods-add]').first().click()
  await page.waitForURL(`${base}/admin/goods/new`)

  await fillTexts(page, 'name', TEE, 'Console tour T-shirt')
  await fillTexts(page, 'description', '纯棉', 'Cotton')
  await page.locator('[data-testid=goods-on-sale]').click()

  const uploaded = page.waitForResponse((r) => r.url().includes('/admin-api/v1/goods/pictures') && r.request().method() === 'POST')
  await page.locator('.ant-upload input[type=file]').setInputFiles({ name: 'tee.png', mimeType: 'image/png', buffer: greyPng(300, 400) })
  const picture = await (await uploaded).json()
  assert.equal(picture.statusCode, 200, picture.comments)
  await page.locator(`[data-testid=goods-pictures] img[src="${picture.data.url}"]`).waitFor()

  // Two option groups: size S and M, colour black; the SKU table follows with one row per combination.
  await page.locator('[data-testid=goods-group-add]').click()
  await fillTexts(page, 'goods-group-0', '尺码', 'Size')
  await fillTexts(page, 'goods-value-0-0', 'S', 'S')
  await page.locator('[data-testid=goods-value-add-0]').click()
  await fillTexts(page, 'goods-value-0-1', 'M', 'M')
  await page.locator('[data-testid=goods-group-add]').click()
  await fillTexts(page, 'goods-group-1', '颜色', 'Colour')
  await fillTexts(page, 'goods-value-1-0', '黑色', 'Black')
  for (const [i, yuan, stock] of [
    [0, '128', '30'],
    [1, '138', '20']
  ]) {
    await input(page, `goods-sku-price-${i}`).fill(yuan)
    await input(page, `goods-sku-stock-${i}`).fill(stock)
  }
  const saved = page.waitForResponse((r) => /\/admin-api\/v1\/goods(\?|$)/.test(r.url()) && r.request().method() === 'POST')
  await page.locator('[data-testid=goods-save]').click()
  const goodsReply = await (
    await saved.catch(async (e) => {
      const shown = await page.locator('.ant-form-item-explain-error, [data-testid=goods-problem]').allInnerTexts()
      await page.screenshot({ path: '/tmp/shop-layouts-goods.png', fullPage: true })
      throw new Error(`${e.message}; the form says: ${shown.join(' | ')}`)
    })
  ).json()
  assert.equal(goodsReply.statusCode, 200, goodsReply.comments)
  const spuId = goodsReply.data.id
  await page.waitForURL(`${base}/admin/goods/${spuId}`)

  // The shop tab's layout: a new goods floor holding the T-shirt, moved up to just under the banner.
  await page.locator('[data-testid=side-menu]').getByText('页面布局').click()
  await page.locator('[data-testid=edit-L-SHOP]').click()
  await page.locator('[data-testid=component-banner]').waitFor()
  await page.locator('[data-testid=add-component]').first().click()
  const palette = await page.locator('.ant-dropdown-menu-item').allInnerTexts()
  assert.deepEqual(palette, ['轮播图', '商品列表'], 'the shop tab offers banners and goods floors')
  await page.locator('.ant-dropdown-menu-item', { hasText: '商品列表' }).click()
  await fillTexts(page, 'goods-list-1-title', '新品上架', 'Just in')
  await page.locator('[data-testid="goods-list-1-goods"]').click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: TEE }).first().click()
  await page.keyboard.press('Escape')
  const floor = page.locator('[data-testid=component-goods-list-1]')
  await floor.getByLabel('上移').click()
  await floor.getByLabel('上移').click()
  const order = await page.locator('[data-testid^=component-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  assert.deepEqual(
    order.filter((id) => id !== 'component-'),
    ['component-banner', 'component-goods-list-1', 'component-hot', 'component-all']
  )

  const draftSaved = page.waitForResponse((r) => r.url().includes('/admin-api/v1/layouts/L-SHOP/draft') && r.request().method() === 'PUT')
  await page.locator('[data-testid=save-draft]').click()
  const draft = await (await draftSaved).json()
  assert.equal(draft.statusCode, 200, draft.comments)
  assert.equal(
    ((await pub(base, '/home/pub/v5/layouts?page=SHOP')).components ?? []).some((c) => c.componentId === 'goods-list-1'),
    false,
    'a saved draft is not the buyers'
  )
  await page.locator('[data-testid=publish]').click()
  const published = page.waitForResponse((r) => r.url().includes('/admin-api/v1/layouts/L-SHOP/publish'))
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click()
  assert.equal((await (await published).json()).statusCode, 200)
  assert.deepEqual(errors, [])
  await close()

  // The buyers' replies: the floor second on the shop tab with the T-shirt's card, the goods itself with
  // its two SKUs, the uploaded picture first; a page that shows the T-shirt (spuIds) gets the floor without it.
  const layout = await pub(base, '/home/pub/v5/layouts?page=SHOP')
  assert.deepEqual(
    layout.components.map((c) => c.componentId),
    ['banner', 'goods-list-1', 'hot', 'all']
  )
  const [card] = layout.components[1].goods
  assert.deepEqual([layout.components[1].title, card.id, card.name, card.minPriceFen], ['新品上架', spuId, TEE, 12800])
  assert.equal(card.posterUrl, picture.data.url)
  const found = await pub(base, `/pub/v5/spus?keyword=${encodeURIComponent(TEE)}`)
  assert.deepEqual(
    found.items.map((g) => g.id),
    [spuId]
  )
  const detail = await pub(base, `/pub/v5/spus/${spuId}`)
  assert.deepEqual(
    detail.optionGroups.map((g) => [g.name, g.values.map((v) => v.name)]),
    [
      ['尺码', ['S', 'M']],
      ['颜色', ['黑色']]
    ]
  )
  assert.deepEqual(
    detail.skus.map((s) => [s.priceFen, s.stock]),
    [
      [12800, 30],
      [13800, 20]
    ]
  )
  assert.equal(detail.pictures[0], picture.data.url)
  const onItsPage = await pub(base, `/home/pub/v5/layouts?page=SHOP&spuIds=${spuId}`)
  assert.deepEqual(onItsPage.components.find((c) => c.componentId === 'goods-list-1').goods, [])

  const buyer = await phonePage(suite.browser, { userAgent: IPHONE_UA })
  await buyer.page.goto(`${base}/shop`)
  const floors = buyer.page.locator('[data-testid=layout-goods-list]')
  await floors.first().waitFor({ timeout: 20000 })
  const shopFloor = floors.nth(0)
  await shopFloor.locator('.layout-goods__title', { hasText: '新品上架' }).waitFor()
  await shopFloor.locator('.goods-card__name', { hasText: TEE }).waitFor()
  assert.deepEqual(buyer.errors, [])
  await buyer.close()
})
