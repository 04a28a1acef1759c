/**
 * One way for time: a console-created session is bought and shown in the merchant's zone with the staff
 * browser in another zone. The demo merchant's zone is Asia/Shanghai; the operator's browser is in New York
 * and the buyer's phone on UTC. The operator types 14:20 in the session form: the session starts at 14:20
 * in Shanghai (06:20 UTC), the console shows 14:20, and the buyer sees 14:20 on show detail, booking,
 * confirm order (once, not again as a UTC name; labelled UTC+8 as the phone's zone differs) and pay success.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { IPHONE_UA, phonePage, storefrontSuite } from './browser.mjs'
import { logInFromMine, logInToConsole, payInSandboxCashier } from './journeys.mjs'
import { consolePost, desktopPage, DEMO_PASSWORD, needsConsoleBuild, OPERATOR } from './console-staff.mjs'

const suite = storefrontSuite()
needsConsoleBuild()

const T = (zh, en) => ({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })
const SHOW_NAME = '时区场次演出'

/** The Shanghai calendar day `days` from now, "YYYY-MM-DD". */
function shanghaiDay(days) {
  return new Date(Date.now() + days * 86400000 + 8 * 3600000).toISOString().slice(0, 10)
}

const consoleGet = (page, apiPath) => page.evaluate(async (p) => (await (await fetch(p, { credentials: 'include' })).json()).data, apiPath)

test("a console-created session is bought and shown in the merchant's zone with the staff browser in another zone", async () => {
  const base = suite.storefront.base
  const day = shanghaiDay(20)
  const staff = await desktopPage(suite.browser, { timezoneId: 'America/New_York' })
  await logInToConsole(staff.page, base, OPERATOR, DEMO_PASSWORD)
  assert.equal(await staff.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'America/New_York')

  // The show and its tier through the console's API (their forms have their own tests); the session through its form.
  const options = await consoleGet(staff.page, '/admin-api/v1/catalogue/options')
  const venues = await consoleGet(staff.page, '/admin-api/v1/catalogue/venues')
  const created = await consolePost(staff.page, '/admin-api/v1/catalogue/shows', {
    categoryCode: options.categories[0].id,
    venueId: venues[0].id,
    name: T(SHOW_NAME, "A show in the shop's time"),
    description: T('<p>时区</p>', '<p>Time zones</p>'),
    tags: [],
    realName: false,
    minAge: null,
    limitPerOrder: 6,
    limitPerAccount: 0,
    saleTime: new Date(Date.now() - 86400000).toISOString(),
    hot: false,
    listing: 'ON_SALE'
  })
  assert.equal(created.statusCode, 200, created.comments)
  const showId = created.data.id

  await staff.page.goto(`${base}/admin/catalogue/shows/${showId}`)
  await staff.page.getByRole('tab', { name: '场次与票档' }).click()
  await staff.page.locator('[data-testid=session-add]').click()
  const modal = staff.page.locator('.ant-modal:visible')
  await modal.getByText('时间按本店时区 Asia/Shanghai 填写').waitFor()
  await modal.locator('input[data-testid=session-start]').fill(`${day}T14:20`)
  const saved = staff.page.waitForResponse(
    (r) => r.url().includes(`/catalogue/shows/${showId}/sessions`) && r.request().method() === 'POST'
  )
  await modal.locator('.ant-btn-primary').click()
  const reply = await (await saved).json()
  assert.equal(reply.statusCode, 200, reply.comments)
  const session = reply.data.sessions[0]
  assert.equal(session.start, `${day}T06:20:00.000Z`, "14:20 in Shanghai, whatever the staff browser's zone")
  assert.equal(session.name['zh-CN'], `${day} 14:20`)
  // The console shows the session on the merchant's clock, not New York's (01:20).
  const card = staff.page.locator('.ant-card', { has: staff.page.locator(`[data-testid="tier-add-${session.id}"]`) })
  await card.locator('.ant-card-head-title').filter({ hasText: '14:20' }).waitFor()

  const tier = await consolePost(staff.page, `/admin-api/v1/catalogue/sessions/${session.id}/tiers`, {
    name: T('看台', 'Stand'),
    priceFen: 18000,
    capacity: 20,
    minAge: null
  })
  assert.equal(tier.statusCode, 200, tier.comments)
  assert.deepEqual(staff.errors, [])
  await staff.close()

  // The buyer, on a phone in UTC, sees the session at 14:20 everywhere.
  const buyer = await phonePage(suite.browser, { userAgent: IPHONE_UA, timezoneId: 'UTC' })
  const chip = (root) => buyer.page.locator(`${root} [data-session-id="${session.id}"]`)
  await buyer.page.goto(`${base}/content/${showId}`)
  assert.equal((await chip('.show-detail').innerText()).trim(), `${day} 14:20`, 'show detail')
  await logInFromMine(buyer.page, base, '13900000281')
  await buyer.page.goto(`${base}/booking/${showId}`)
  assert.equal((await chip('.booking').innerText()).trim(), `${day} 14:20`, 'booking')
  await buyer.page.locator(`.booking [data-seat-plan-id="${tier.data.id}"]`).click()
  await buyer.page.locator('.booking__next').click()
  await buyer.page.waitForURL(/\/order\/confirm\?/)
  // Confirm order prints the start once: the session's name is that same time, labelled with the shop's zone
  // as the phone's (UTC) differs (Polish item 12).
  assert.equal(
    (await buyer.page.locator('.confirm-order__when').innerText()).trim(),
    `${day.replaceAll('-', '.')} 14:20（UTC+8）`,
    'confirm order'
  )
  await buyer.page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await buyer.page.locator('.payment-chooser__pay').click()
  assert.ok(await payInSandboxCashier(buyer.page))
  assert.match(
    await buyer.page.locator('.pay-success__session').innerText(),
    new RegExp(`${day.replaceAll('-', '\\.')} 14:20`),
    'pay success'
  )
  assert.deepEqual(buyer.errors, [])
  await buyer.close()
})
