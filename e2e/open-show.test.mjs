/**
 * Open shows (issue #33 "Venue services", part 2): "Done when: browser journey (375 px and desktop):
 * register for an open show, get approved in the console, be admitted at the door." In Debian's Chromium
 * against the gateway on a fresh database, once on a 375 px phone and once at 1280 px: the operator makes
 * an approval open show through the console's API; a buyer finds it on the open-show page, logs in, fills
 * the merchant's form and lands on the registration, pending, with no entry code; the operator approves it
 * in the console's registrations drawer; the buyer's page shows the entry code; the door user types it in
 * the console's door: admitted, then already admitted.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { DEMO_PASSWORD, consolePost, desktopPage, needsConsoleBuild, operatorApiPage, operatorConsole } from './console-staff.mjs'
import { logInFromMine, logInToConsole } from './journeys.mjs'

const suite = storefrontSuite()
needsConsoleBuild()
const DOOR = 'door@demo.stagedoor.test'
const DAY = 86_400_000

/** Taps the centre of an element, as a finger does (AtButton lays the platform's button over its label). */
async function tap(page, locator) {
  await locator.waitFor()
  const box = await locator.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

async function makeOpenShow(base, title) {
  const staff = await operatorApiPage(suite.browser, base)
  const made = await consolePost(staff.page, '/admin-api/v1/open-shows', {
    title,
    description: '浏览器里的报名',
    posterUrl: '',
    venueName: '小剧场',
    venueAddress: '文化中心',
    startsAt: Date.now() + 3 * DAY,
    endsAt: Date.now() + 3 * DAY + 7_200_000,
    registrationDeadline: Date.now() + 2 * DAY,
    capacity: 10,
    mode: 'APPROVAL',
    form: [
      { key: 'name', kind: 'TEXT', label: '姓名', required: true },
      { key: 'phone', kind: 'PHONE', label: '手机号', required: true },
      { key: 'seat', kind: 'CHOICE', label: '区域', required: true, options: ['前排', '后排'] }
    ]
  })
  assert.equal(made.statusCode, 200, made.comments)
  await staff.close()
  return made.data.showId
}

for (const [label, width, height] of [
  ['375 px phone', 375, 812],
  ['1280 px desktop', 1280, 800]
]) {
  test(`${label}: a buyer registers for an approval open show, the operator approves in the console, the door admits the code once`, async () => {
    const base = suite.storefront.base
    const title = `浏览器公开课 ${width}`
    const showId = await makeOpenShow(base, title)

    const buyer = width < 768 ? await phonePage(suite.browser, { width, height }) : await desktopPage(suite.browser, { width, height })
    const { page, errors } = buyer
    await logInFromMine(page, base, `139000009${String(width).slice(0, 2)}`)
    await page.goto(`${base}/open-show`)
    await page.locator('[data-testid=open-show-card]', { hasText: title }).click()
    await page.waitForURL((url) => url.pathname === `/open-show/${showId}`)
    await page.locator('[data-testid=open-show-detail][data-action=REGISTER]').waitFor()
    await tap(page, page.locator('.os-actions__main', { hasText: '立即报名' }))

    await page.locator('[data-testid=open-show-confirm]').waitFor()
    // The form says what is missing before sending.
    await tap(page, page.locator('.os-actions__main', { hasText: '提交报名' }))
    await page.getByText('请填写姓名').first().waitFor()
    await page.locator('.os-form__input--name input').fill('李四')
    await page.locator('.os-form__input--phone input').fill('13800001234')
    await page.locator('[data-testid=field-seat-option]', { hasText: '后排' }).click()
    await tap(page, page.locator('.os-actions__main', { hasText: '提交报名' }))

    await page.locator('[data-testid=registration-detail][data-state=PENDING]').waitFor()
    await page.locator('[data-testid=entry-code-note]', { hasText: '审核通过后将显示入场码' }).waitFor()
    assert.equal(await page.locator('[data-testid=entry-code]').count(), 0)
    const registrationUrl = page.url()

    // The operator approves it in the console.
    const merchant = await operatorConsole(suite.browser, base)
    await merchant.page.goto(`${base}/admin/open-shows`)
    const row = merchant.page.locator('[data-testid=open-shows-table] tr', { hasText: title })
    await row.locator('[data-testid=open-show-registrations-open]').click()
    const drawer = merchant.page.locator('[data-testid=open-show-registrations]')
    const entry = drawer.locator('tr', { hasText: '李四' })
    await entry.locator('[data-testid=registration-state]', { hasText: '待审核' }).waitFor()
    await entry.locator('[data-testid=registration-approve]').click()
    await entry.locator('[data-testid=registration-state]', { hasText: '已确认' }).waitFor()
    assert.deepEqual(merchant.errors, [])
    await merchant.close()

    // The buyer's page now carries the entry code.
    await page.goto(registrationUrl)
    await page.locator('[data-testid=registration-detail][data-state=CONFIRMED]').waitFor()
    const code = (await page.locator('[data-testid=entry-code]').innerText()).trim()
    assert.match(code, /^OS\.osr_/)
    assert.equal(await page.locator('[data-qr-text]').getAttribute('data-qr-text'), code)

    // The door admits it once.
    const door = width < 768 ? await phonePage(suite.browser, { width, height }) : await desktopPage(suite.browser, { width, height })
    await logInToConsole(door.page, base, DOOR, DEMO_PASSWORD)
    await door.page.goto(`${base}/admin/door`)
    const input = door.page.locator('[data-testid=door-code] input')
    await input.fill(code)
    await input.press('Enter')
    await door.page.locator('[data-testid=entry-result][data-result=ADMITTED]').waitFor()
    await door.page.getByText('准予入场').first().waitFor()
    await input.fill(code)
    await input.press('Enter')
    await door.page.locator('[data-testid=entry-result][data-result=ALREADY_USED]').waitFor()
    assert.deepEqual(door.errors, [])
    await door.close()

    // The buyer's registration now reads admitted.
    await page.reload()
    await page.locator('[data-testid=registration-state]', { hasText: '已入场' }).waitFor()
    assert.deepEqual(errors, [])
    await buyer.close()
  })
}
