/**
 * The rest of the ticket pages (issue #17) in Chromium at 375x812: buy two tickets, one is checked in at
 * the door; history-ticket (from the ticket holder's history tab) lists it as 已检票 with its voucher;
 * ticket-code shows the other ticket's rotating QR full screen (the code the door admits); a used or
 * unknown ticket's code page goes to ticket-error with its state or "not found"; "Add to calendar" on the
 * ticket detail downloads an RFC 5545 .ics file; share-ticket shares the show with no code in it. Then the
 * history page and ticket-error fit 375 px and a desktop width in English and Macao Chinese.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine, payInSandboxCashier, rotatingCodeAt, ticketDetailOf } from './journeys.mjs'

const suite = storefrontSuite()

/** The page is no wider than the window (nothing pushed off to the side). */
async function assertFits(page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  assert.ok(scroll <= inner, `page ${scroll}px wide in a ${inner}px window`)
}

async function buyTwo(page, base, show, plan) {
  await page.goto(`${base}/booking/${show.showId}`)
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await page.locator('.booking__stepper .at-input-number__btn').last().click()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?/)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').click()
  return payInSandboxCashier(page)
}

const ticketsOf = (page, orderId) =>
  page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    return (await (await fetch(`/buyer/buyer/v5/orders/${id}/tickets`, { headers: { 'access-token': token } })).json()).data
  }, orderId)

test('history-ticket, ticket-code, ticket-error, the .ics download and share-ticket', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 2)
  const { page, errors, close } = await phonePage(suite.browser)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  await logInFromMine(page, base, '13900000241')
  const orderId = await buyTwo(page, base, show, plan)
  const [used, valid] = await ticketsOf(page, orderId)
  const usedId = used.ticketId

  // One ticket checked in at the door with the code its phone shows now.
  const usedDetail = await ticketDetailOf(page, used.ticketId)
  const staffKey = (await (await fetch(`${base}/dev/staff_key`)).json()).data.staffKey
  const door = await fetch(`${base}/fulfill/pub/v1/tickets/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'staff-key': staffKey },
    body: JSON.stringify({ code: rotatingCodeAt(usedDetail, Date.now() + usedDetail.offsetMs) })
  })
  assert.equal((await door.json()).data.result, 'ADMITTED')

  // history-ticket from the ticket holder's history tab: the voucher of this order with the used ticket only.
  await page.goto(`${base}/ticket`)
  await page.locator('.ticket-holder__switch .at-tabs__item').nth(1).click()
  await page.locator('.ticket-holder__entry[data-entry="history-ticket"]').click()
  await page.waitForURL(`${base}/history-ticket`)
  const voucher = page.locator('.history-ticket__voucher', { hasText: show.showName })
  await voucher.waitFor()
  assert.equal(await voucher.getAttribute('data-voucher-id'), `${orderId}~${used.bizShowSessionId}`)
  assert.equal(await voucher.locator('.history-ticket__ticket').count(), 1)
  await voucher
    .locator(`.history-ticket__ticket[data-ticket-id="${used.ticketId}"] .history-ticket__state`, { hasText: '已检票' })
    .waitFor()
  await voucher.locator('.history-ticket__number', { hasText: used.ticketNumber }).waitFor()
  await page.locator('.history-ticket__total', { hasText: '共1张' }).waitFor()
  await page.locator('.history-ticket__end', { hasText: '没有更多了' }).waitFor()
  await assertFits(page)
  await voucher.locator('.history-ticket__ticket').click()
  await page.waitForURL(/\/ticket-detail\?/)
  await page.locator('.ticket-detail__state', { hasText: '已检票' }).waitFor()

  // The valid ticket's detail: full screen → ticket-code, the same rotating code the door admits.
  await page.goto(`${base}/ticket-detail?id=${valid.ticketId}`)
  await page.locator('.ticket-detail__qr img').waitFor()
  await page.locator('.ticket-actions__button--full-screen').click()
  await page.waitForURL(/\/ticket-code\?/)
  const big = page.locator('.ticket-code__qr')
  await big.locator('img').waitFor()
  const shown = await big.first().getAttribute('data-qr-text')
  const validDetail = await ticketDetailOf(page, valid.ticketId)
  const at = Date.now() + validDetail.offsetMs
  assert.ok([rotatingCodeAt(validDetail, at), rotatingCodeAt(validDetail, at - 30000)].includes(shown), 'the code of this 30 s window')
  await page.locator('.ticket-code__hint', { hasText: '请调高屏幕亮度' }).waitFor()
  await page.locator('.ticket-code__number', { hasText: valid.ticketNumber }).waitFor()
  const box = await big.first().boundingBox()
  assert.ok(box && box.width >= 300, `the full-screen code is large (${box?.width}px on a 375px screen)`)
  await assertFits(page)

  // The used ticket's code page: ticket-error, void with its state, and where to go.
  await page.goto(`${base}/ticket-code?id=${used.ticketId}`)
  await page.waitForURL(/\/ticket-error\?/)
  await page.locator('.ticket-error[data-reason="void"]').waitFor()
  await page.locator('.ticket-error__detail', { hasText: '当前状态：已检票' }).waitFor()
  await page.locator('.ticket-error__action', { hasText: '查看订单' }).waitFor()
  await page.locator('.ticket-error__action', { hasText: '历史票夹' }).click()
  await page.waitForURL(`${base}/history-ticket`)
  // An unknown ticket (or another buyer's: the same answer): not found.
  await page.goto(`${base}/ticket-code?id=tkt_nobody`)
  await page.waitForURL(/\/ticket-error\?/)
  await page.locator('.ticket-error[data-reason="not_found"]').waitFor()
  await page.locator('.ticket-error__title', { hasText: '找不到这张票' }).waitFor()

  // Add to calendar on H5: an .ics download, RFC 5545.
  await page.goto(`${base}/ticket-detail?id=${valid.ticketId}`)
  await page.locator('.ticket-detail__qr img').waitFor()
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.ticket-actions__button--calendar').click()])
  assert.equal(download.suggestedFilename(), `ticket-${valid.ticketNumber}.ics`)
  const ics = await readFile(await download.path(), 'utf8')
  assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\n') && ics.endsWith('END:VCALENDAR\r\n'))
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  assert.ok(lines.includes('VERSION:2.0'))
  assert.ok(lines.some((l) => l.startsWith('UID:') && l.includes(valid.ticketId)))
  assert.ok(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l)))
  assert.ok(
    lines.includes(
      `DTSTART:${new Date(valid.showTime)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}Z$/, 'Z')}`
    )
  )
  assert.ok(lines.some((l) => /^DTEND:\d{8}T\d{6}Z$/.test(l)))
  assert.ok(lines.some((l) => l.startsWith('SUMMARY:')))
  assert.ok(lines.some((l) => l.startsWith('LOCATION:')))
  for (const line of ics.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line)
  await page.getByText('日历文件已下载').first().waitFor()

  // share-ticket: the show, never the code or the ticket number; the link copied is the show's share landing
  // (share-show-detail, which opens the show's page) with the note the buyer typed.
  await page.locator('.ticket-actions__button--share').click()
  await page.waitForURL(/\/share-ticket\?/)
  await page.locator('.share-ticket__card', { hasText: show.showName }).waitFor()
  const text = await page.evaluate(() => document.body.innerText)
  assert.ok(!text.includes(valid.ticketNumber), 'no ticket number on the share page')
  assert.equal(await page.locator('[data-qr-text]:visible').count(), 0, 'no code on the share page')
  await page.locator('.share-ticket__note input').fill('一起去')
  await page.locator('.share-ticket__action', { hasText: '复制演出链接' }).click()
  await page.getByText('链接已复制').first().waitFor()
  assert.equal(
    await page.evaluate(() => navigator.clipboard.readText()),
    `${base}/share-show/${show.showId}?note=${encodeURIComponent('一起去')}`
  )
  await assertFits(page)

  // 375 px and desktop width in the other languages: the history page and ticket-error fit and speak them.
  for (const [lang, width, used, status] of [
    ['en', 375, 'Checked in', 'Status: Checked in'],
    ['en', 1280, 'Checked in', 'Status: Checked in'],
    ['zh-MO', 375, '已檢票', '目前狀態：已檢票'],
    ['zh-MO', 1280, '已檢票', '目前狀態：已檢票']
  ]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(`${base}/history-ticket?lang=${lang}`)
    await page.locator('.history-ticket__state', { hasText: used }).waitFor()
    await assertFits(page)
    await page.goto(`${base}/ticket-error?id=${usedId}&lang=${lang}`)
    await page.locator('.ticket-error__detail', { hasText: status }).waitFor()
    await assertFits(page)
  }
  assert.deepEqual(errors, [])
  await close()
})
