/**
 * Issue #17, "Done when" (ticket transfer), in Chromium: "transfer a ticket to a second buyer who accepts,
 * the old code is refused and the new one admits". Buyer A buys a ticket, opens it, transfers it to buyer
 * B's phone from send-mine-ticket (phone, confirm) and reads the link; B logs in, opens the link, agrees
 * to the rules and accepts; at the console's door A's old code is refused and B's new code admits. A's
 * transfer records say transferred.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin: the console is built here when missing.
 */
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DESKTOP_UA, IPHONE_UA, phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine, logInToConsole, payInSandboxCashier, rotatingCodeAt, ticketDetailOf } from './journeys.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const DOOR = 'door@demo.stagedoor.test'
const A_PHONE = '13900000391'
const B_PHONE = '13900000392'

before(() => {
  if (existsSync(path.join(root, 'dist', 'admin', 'index.html'))) return
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'admin/vite.config.ts'],
    { cwd: root, stdio: 'inherit' }
  )
  assert.equal(built.status, 0, 'npm run build:admin')
})

const suite = storefrontSuite()

/** The logged-in buyer's ticket ids, as the ticket holder reads them. */
const heldTicketIds = (page) =>
  page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    const reply = await fetch('/buyer/buyer/v1/tickets', { headers: { 'access-token': token } })
    return (await reply.json()).data.map((k) => k.ticketId)
  })

test("buyer A transfers a ticket to buyer B, who accepts through the link; A's old code is refused at the door and B's new one admits", async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 1)

  // A buys one ticket.
  const a = await phonePage(suite.browser, { userAgent: IPHONE_UA, width: 375, height: 812 })
  await logInFromMine(a.page, base, A_PHONE)
  await a.page.goto(`${base}/booking/${show.showId}`)
  await a.page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await a.page.locator('.booking__next').click()
  await a.page.waitForURL(/\/order\/confirm\?/)
  // The page asks for its buying proofs as it opens; on a loaded machine a tap before they are in does nothing.
  await a.page.waitForLoadState('networkidle')
  await a.page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await a.page.locator('.payment-chooser__pay').click()
  await payInSandboxCashier(a.page)
  const [ticketId] = await heldTicketIds(a.page)
  assert.ok(ticketId)
  const oldDetail = await ticketDetailOf(a.page, ticketId)

  // From the ticket's page: Transfer, B's phone (a wrong one first), confirm.
  await a.page.goto(`${base}/ticket-detail?id=${encodeURIComponent(ticketId)}`)
  await a.page.locator('.ticket-actions__button--transfer').click()
  await a.page.waitForURL((url) => url.pathname === '/send-mine-ticket')
  const phone = a.page.locator('.send-ticket__phone input')
  await phone.fill('2390000039')
  await a.page.locator('.send-ticket__send').click()
  await a.page.locator('.transfer-note--error', { hasText: '请输入正确的手机号码' }).waitFor()
  await phone.fill(B_PHONE)
  await a.page.locator('.send-ticket__send').click()
  await a.page.locator('.taro-model__confirm').click()
  const share = a.page.locator('.transfer-share')
  await share.locator('.transfer-status', { hasText: '转赠中' }).waitFor()
  await share.locator('.transfer-share__qr img').waitFor()
  const link = await share.locator('[data-transfer-link]').getAttribute('data-transfer-link')
  assert.match(link ?? '', new RegExp(`^${base}/accept-mine-ticket\\?token=[\\w-]{43}$`))
  assert.equal(await share.locator('[data-qr-text]').first().getAttribute('data-qr-text'), link, 'the QR carries the link')

  // B logs in, opens the link, agrees to the rules and accepts.
  const b = await phonePage(suite.browser, { userAgent: IPHONE_UA, width: 375, height: 812 })
  await logInFromMine(b.page, base, B_PHONE)
  await b.page.goto(link)
  await b.page.locator('.accept-ticket[data-state=FORM]').waitFor()
  await b.page.getByText('139****0391 转赠给你一张票').waitFor()
  await b.page.locator('.accept-ticket__accept').click()
  await b.page.getByText('请先阅读并同意转赠规则').first().waitFor()
  await b.page.locator('.accept-ticket__agree').click()
  await b.page.locator('.accept-ticket__accept').click()
  await b.page.locator('[data-state=ACCEPTED]').waitFor()
  await b.page.getByText('领取成功').waitFor()
  assert.deepEqual(await heldTicketIds(b.page), [ticketId])
  const newDetail = await ticketDetailOf(b.page, ticketId)
  assert.notEqual(newDetail.codeSecret, oldDetail.codeSecret)

  // A's ticket holder no longer has it; A's records say transferred.
  assert.deepEqual(await heldTicketIds(a.page), [])
  await a.page.goto(`${base}/custom-button-list`)
  await a.page.locator('.transfer-record[data-status=TRANSFERRED]', { hasText: '已转赠' }).waitFor()

  // At the door: A's old code (a screenshot) is refused, B's new code admits.
  const door = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(door.page, base, DOOR, DEMO_PASSWORD)
  await door.page.goto(`${base}/admin/door`)
  const input = door.page.locator('[data-testid=door-code] input')
  await input.fill(rotatingCodeAt(oldDetail, Date.now() + newDetail.offsetMs))
  await input.press('Enter')
  await door.page.locator('[data-testid=check-in-result][data-result=UNKNOWN]').waitFor()
  await input.fill(rotatingCodeAt(newDetail, Date.now() + newDetail.offsetMs))
  await input.press('Enter')
  await door.page.locator('[data-testid=check-in-result][data-result=ADMITTED]').waitFor()

  for (const p of [a, b, door]) assert.deepEqual(p.errors, [])
  await Promise.all([a.close(), b.close(), door.close()])
})
