/**
 * Work permits (issue #33 "Venue services", part 4: "Done when: browser journey (375 px and desktop): apply
 * for a work permit, get approved, be admitted"; product.md "work-permit: login, apply, records, success",
 * "A separate work-permit login exists"), in Debian's Chromium against the gateway on a fresh database:
 * a crew member logs in to the permit service with phone + SMS code (not a buyer login), applies for a
 * show with ID and photo, the operator approves it in the console, the permit page shows the code, and
 * the door page admits it once (a second scan the same day says already in).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { DEMO_PASSWORD, needsConsoleBuild, operatorConsole } from './console-staff.mjs'
import { idCard, logInToConsole, outboxCode } from './journeys.mjs'

const suite = storefrontSuite()
needsConsoleBuild()
const DOOR = 'door@demo.stagedoor.test'
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** Taps the centre of an element, as a finger does (AtButton lays the platform's button over its label). */
async function tap(page, locator) {
  await locator.waitFor()
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** The permit login's captcha: a fresh image, its answer from /dev/captcha (outside production only). */
async function readCaptcha(page, base) {
  const image = page.locator('.permit-login__captcha-image img')
  await image.waitFor()
  const [reply] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/user/pub/v1/captcha') && r.ok()),
    image.click()
  ])
  const { data } = await reply.json()
  await page.waitForFunction((src) => document.querySelector('.permit-login__captcha-image img')?.getAttribute('src') === src, data.image)
  const answer = (await (await fetch(`${base}/dev/captcha/${encodeURIComponent(data.captchaId)}`)).json()).data?.answer
  assert.ok(answer, 'the captcha answer is served at /dev/captcha')
  return answer
}

async function permitLogIn(page, base, phone) {
  await page.goto(`${base}/work-permit`)
  await page.locator('[data-testid=permit-login]').waitFor()
  await page.locator('.permit-login__phone input').fill(phone)
  for (let attempt = 1; ; attempt++) {
    await page.locator('.permit-login__captcha input').fill(await readCaptcha(page, base))
    await page.locator('.permit-login__send').click()
    try {
      await page.locator('.permit-login__send--wait').waitFor({ timeout: 15000 })
      break
    } catch (error) {
      if (attempt === 2) throw error
    }
  }
  await page.locator('.permit-login__code input').fill(await outboxCode(base, `+86 ${phone}`))
  await tap(page, page.locator('.permit-login__submit'))
}

async function journey({ width, height, userAgent, phone, name, first17 }) {
  const base = suite.storefront.base
  const crew = await phonePage(suite.browser, { width, height, ...(userAgent ? { userAgent } : {}) })
  const { page } = crew

  // The permit login, then the empty records offering the application.
  await permitLogIn(page, base, phone)
  await page.locator('[data-testid=permit-records]').waitFor()
  // Not a buyer login: the buyer's session stays empty.
  assert.equal(await page.evaluate(() => localStorage.getItem('sd.accessToken')), null)
  await tap(page, page.locator('.state-view__action', { hasText: '申请工作证' }))

  // The application: show, name, ID, phone, company, role, photo.
  await page.locator('[data-testid=permit-apply]').waitFor()
  await page.locator('[data-testid=permit-show-option]').first().click()
  await page.locator('.permit-apply__name input').fill(name)
  await page.locator('.permit-apply__id-number input').fill(idCard(first17))
  await page.locator('.permit-apply__phone input').fill(phone)
  await page.locator('.permit-apply__company input').fill('舞台搭建有限公司')
  await page.locator('.permit-chip[data-value=CREW]').click()
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('[data-testid=permit-photo]').click()])
  await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO })
  await page.locator('.permit-apply__photo-image').waitFor()
  await tap(page, page.locator('.permit-apply__submit'))
  await page.locator('[data-testid=permit-result][data-state=APPLIED]').waitFor()
  const permitId = new URL(page.url()).searchParams.get('permitId')
  assert.ok(permitId, 'the application page names the permit')

  // The operator approves it in the console's review queue.
  const merchant = await operatorConsole(suite.browser, base)
  await merchant.page.goto(`${base}/admin/work-permits`)
  const row = merchant.page.locator('[data-testid=work-permits-table] tr', { hasText: name })
  await row.locator('[data-testid=permit-approve]').click()
  await merchant.page.locator('.ant-popconfirm .ant-btn-primary').click()
  await row.waitFor({ state: 'detached' })
  await merchant.page.locator('[data-testid=permit-filter]').getByText('已通过').click()
  await merchant.page
    .locator('[data-testid=work-permits-table] tr', { hasText: name })
    .locator('[data-testid=permit-state]', { hasText: '已通过' })
    .waitFor()
  assert.deepEqual(merchant.errors, [])
  await merchant.close()

  // The crew member's page now shows the permit code.
  await page.reload()
  await page.locator('[data-testid=permit-result][data-state=APPROVED]').waitFor()
  const code = await page.locator('[data-testid=permit-code]').getAttribute('data-code')
  assert.match(code ?? '', /^WP\./)
  await page.goto(`${base}/work-permit`)
  await page.locator('[data-testid=permit-row]', { hasText: '已通过' }).waitFor()
  assert.deepEqual(crew.errors, [])
  await crew.close()

  // The staff door admits it once today.
  const door = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1280, height: 900 })
  await logInToConsole(door.page, base, DOOR, DEMO_PASSWORD)
  await door.page.goto(`${base}/admin/door`)
  const input = door.page.locator('[data-testid=door-code] input')
  await input.fill(code)
  await input.press('Enter')
  await door.page.locator('[data-testid=permit-door-result][data-result=ADMITTED]', { hasText: name }).waitFor()
  await input.fill(code)
  await input.press('Enter')
  await door.page.locator('[data-testid=permit-door-result][data-result=ALREADY_ADMITTED]').waitFor()
  assert.deepEqual(door.errors, [])
  await door.close()
}

test('375 px: a crew member logs in to the permit service, applies with ID and photo, is approved and admitted at the door', async () => {
  await journey({ width: 375, height: 812, phone: '13700009901', name: '王小工', first17: '11010519900101101' })
})

test('desktop: the same journey at 1280 px', async () => {
  await journey({ width: 1280, height: 900, userAgent: DESKTOP_UA, phone: '13700009902', name: '李小工', first17: '11010519900101102' })
})
