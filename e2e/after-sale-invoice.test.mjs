/**
 * Issue #17, Done-when for invoices, in Chromium: "apply for an enterprise invoice, the merchant issues it,
 * the buyer sees it". A buyer pays an order, opens its Invoice entry, types a taxpayer id with a wrong
 * check character (the form says so as it is typed), corrects it and applies for an ENTERPRISE e-invoice;
 * the finance user issues it in the console by uploading a small generated PDF; the buyer sees it issued on
 * invoice-detail and downloads it. Needs dist/h5 and dist/admin (npm run build:h5, npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine, logInToConsole, openConfirmOrder, payInSandboxCashier } from './journeys.mjs'

const FINANCE = 'finance@demo.stagedoor.test'
const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const PHONE = '13900000417'
// Shenzhen Tencent Computer Systems' published unified social credit code, and the same with a wrong check character.
const TAXPAYER_ID = '91440300708461136T'
const TYPO = '91440300708461136A'
const TITLE = '深圳市腾讯计算机系统有限公司'

/** A one-page PDF made here: "starts with %PDF-". */
function smallPdf() {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>'
  ]
  let body = '%PDF-1.4\n'
  const offsets = []
  objects.forEach((o, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj${o}endobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const suite = storefrontSuite()

test('a paid buyer applies for an enterprise invoice, the merchant uploads it in the console, the buyer sees it issued and downloads it', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 1)
  const buyer = await phonePage(suite.browser)
  const { page } = buyer
  await logInFromMine(page, base, PHONE)
  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)

  // Order detail's Invoice entry: "apply" for a paid order.
  await page.goto(`${base}/order/detail/${orderId}`)
  const entry = page.locator('[data-testid=order-invoice]')
  await entry.getByText('申请开票').waitFor()
  await entry.click()
  await page.waitForURL(/\/invoice\?/)
  await page.locator('.invoice-chips__chip[data-value=ENTERPRISE]').click()
  await page.locator('.invoice-page__title input').fill(TITLE)
  // Live validation: the GB 32100-2015 check character is wrong.
  await page.locator('.invoice-page__taxpayer input').fill(TYPO)
  await page.locator('[data-testid=taxpayer-hint]', { hasText: '校验位不符' }).waitFor()
  await page.locator('.invoice-page__taxpayer input').fill(TAXPAYER_ID)
  await page.locator('[data-testid=taxpayer-hint]').waitFor({ state: 'detached' })
  // The amount the gateway says an e-invoice is for (the whole paid amount: no shipping on an e-ticket order).
  await page.locator('.invoice-page__amount .price, .invoice-page__amount [class*=price]').first().waitFor()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  assert.ok(width <= 375, `the form fits 375 px (scrollWidth ${width})`)
  await page.locator('.invoice-page__submit').click()
  await page.waitForURL(/\/invoice-detail\?/)
  await page.locator('[data-testid=invoice-state]', { hasText: '申请中' }).waitFor()
  const invoiceUrl = page.url()

  // The merchant: finance issues it with a small generated PDF.
  const merchant = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(merchant.page, base, FINANCE, DEMO_PASSWORD)
  await merchant.page.locator('[data-testid=side-menu]').getByText('发票', { exact: true }).click()
  await merchant.page.waitForURL(`${base}/admin/invoices`)
  const row = merchant.page.locator('[data-testid=invoices-table] tbody tr', { hasText: TITLE })
  await row.click()
  const drawer = merchant.page.locator('[data-testid=invoice-drawer]')
  await drawer.getByText(TAXPAYER_ID).waitFor()
  await drawer.locator('[data-testid=invoice-pdf-no]').fill('04403200417')
  await drawer
    .locator('[data-testid=invoice-pdf] input[type=file]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: smallPdf() })
  await drawer.locator('[data-testid=invoice-state]', { hasText: '已开票' }).waitFor()
  assert.deepEqual(merchant.errors, [])
  await merchant.close()

  // The buyer sees it issued, with its number and a download.
  await page.goto(invoiceUrl)
  await page.locator('[data-testid=invoice-state]', { hasText: '已开票' }).waitFor()
  await page.locator('[data-testid=invoice-issued]', { hasText: '04403200417' }).waitFor()
  const pdfResponse = page.context().waitForEvent('response', (r) => r.url().includes('/trade/pub/v1/invoice-files/'))
  // The link opens the PDF in a new tab, once, and leaves this page where it is.
  const pdfTab = page.context().waitForEvent('page')
  await page.locator('.invoice-detail__download').click()
  const response = await pdfResponse
  const tab = await pdfTab
  await tab.waitForURL(/\/trade\/pub\/v1\/invoice-files\//, { waitUntil: 'commit' })
  assert.match(page.url(), /\/invoice-detail\?/, 'the invoice page stays open')
  assert.equal(page.context().pages().length, 2, 'one tab for the PDF, not two')
  assert.equal(response.status(), 200)
  assert.equal(response.headers()['content-type'], 'application/pdf')
  // The browser hands the PDF to its viewer; the same signed link fetched again gives the file itself.
  const file = Buffer.from(await (await fetch(response.url())).arrayBuffer())
  assert.equal(file.subarray(0, 5).toString('latin1'), '%PDF-')
  // Back on order detail the entry shows the invoice's state.
  await page.goto(`${base}/order/detail/${orderId}`)
  await page.locator('[data-testid=order-invoice]', { hasText: '已开票' }).waitFor()
  assert.deepEqual(buyer.errors, [])
  await buyer.close()
})
