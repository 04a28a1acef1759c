/** Steps the browser journeys share: the buyer's part of logging in, read off the page and the outbox. */
import assert from 'node:assert/strict'
import { Secret, TOTP } from 'otpauth'

/** A valid mainland ID from its first 17 digits (check character computed). */
export function idCard(first17) {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  return first17 + '10X98765432'[[...first17].reduce((a, d, i) => a + Number(d) * w[i], 0) % 11]
}

export async function outboxCode(base, recipient) {
  const res = await fetch(`${base}/dev/outbox?recipient=${encodeURIComponent(recipient)}`)
  const body = await res.json()
  const code = /\b(\d{6})\b/.exec(body.data[0]?.body ?? '')?.[1]
  assert.ok(code, 'the code is in the outbox')
  return code
}

/**
 * The human's part, the captcha: the image has no machine-readable answer, so ask for a fresh one (a
 * click on the image, recorded by POST captcha/record) and read its answer from GET /dev/captcha/{captchaId}, which exists outside
 * production only. Answers once the page shows that image.
 */
export async function readCaptcha(page, base) {
  const image = page.locator('.login__captcha-image img')
  const [reply] = await Promise.all([
    // The login form records its image for the form's scope (POST captcha/record).
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/user/pub/v1/captcha/record') && r.ok()),
    image.click()
  ])
  const { data } = await reply.json()
  await page.waitForFunction((src) => document.querySelector('.login__captcha-image img')?.getAttribute('src') === src, data.image)
  const res = await fetch(`${base}/dev/captcha/${encodeURIComponent(data.captchaId)}`)
  const answer = (await res.json()).data?.answer
  assert.ok(answer, 'the captcha answer is served at /dev/captcha')
  return answer
}

/** The gate: the demo merchant offers phone and email in zh-CN, so login_way comes first; take the phone. */
export async function choosePhoneLogin(page, base) {
  await page.waitForURL(`${base}/login-way`)
  await page.locator('.login-way__phone').click()
  await page.waitForURL(`${base}/login`)
}

/** Ticks the login consent (agreement and privacy policy) unless it already is. */
export async function agreeToTerms(page) {
  const box = page.locator('.login__consent-box')
  if ((await box.getAttribute('aria-checked')) !== 'true') await box.click()
}

/** On the login page: phone, captcha, the SMS code from the outbox, the consent, log in. */
export async function logIn(page, base, phone) {
  await page.locator('.login__phone input').fill(phone)
  await page.locator('.login__captcha-image img').waitFor()
  // Sent means the button counts down (the toast is gone after two seconds, under load before a look at it).
  // A captcha the page replaced between the read and the tap is refused and replaced: read the new one.
  for (let attempt = 1; ; attempt++) {
    await page.locator('.login__captcha input').fill(await readCaptcha(page, base))
    await page.locator('.login__send').click()
    try {
      await page.locator('.login__send--wait').waitFor({ timeout: 15000 })
      break
    } catch (error) {
      if (attempt === 2) throw error
    }
  }
  await page.locator('.login__code input').fill(await outboxCode(base, `+86 ${phone}`))
  await agreeToTerms(page)
  await page.locator('.login__submit').click()
}

/** On the address edit page: a Shanghai address, its region chosen level by level from the region tree; saved. */
export async function fillAddress(page) {
  await page.locator('.address-edit__recipient input').fill('王五')
  await page.locator('.address-edit__phone input').fill('13700000000')
  await page.locator('.address-edit__region').click()
  // Each tap loads the next level; a level's options are new elements, so wait for the tapped one to go
  // before the next tap (the province and the city are both 上海市: a quick second tap could hit the old list).
  const tap = async (option) => {
    const handle = await option.elementHandle()
    await handle.click()
    await page.waitForFunction((el) => !el.isConnected, handle)
  }
  for (const name of ['上海市', '上海市', '徐汇区']) await tap(page.locator('.address-edit__option', { hasText: new RegExp(`^${name}$`) }))
  await tap(page.locator('.address-edit__option').first())
  await page.locator('.address-edit__detail textarea').fill('漕溪北路88号圣爱大厦12楼1203室')
  await page.locator('.address-edit__save').click()
}

/** From the mine tab: the login gate, phone login, and the welcome toast. */
export async function logInFromMine(page, base, phone) {
  await page.goto(`${base}/mine`)
  await page.locator('.mine__header').click()
  await choosePhoneLogin(page, base)
  await logIn(page, base, phone)
  await page.getByText('登录成功').first().waitFor()
  // The login page goes back to mine after its toast: a caller's next goto must not race that navigation.
  await page.waitForURL((url) => url.pathname === '/mine')
}

/**
 * On the sandbox provider's cashier page: pay, land on pay-success; answers the order id. A payment of
 * another purpose lands elsewhere (a benefit card order on pay-loading): pass where, as `landing`.
 */
export async function payInSandboxCashier(page, landing = /\/pay-success\?/) {
  await page.waitForURL(/\/pub\/v1\/payments\/sandbox\/cashier/)
  await page.locator('button.pay').click()
  await page.waitForURL(landing)
  return new URL(page.url()).searchParams.get('orderId')
}

/** Every show of the demo catalogue (190, in pages of 50), as the search lists them. */
export async function allShows(base) {
  const list = []
  for (const offset of [0, 50, 100, 150]) {
    const res = await fetch(`${base}/home/pub/v3/show_list/search?sortType=RECOMMEND&offset=${offset}&length=50&lang=zh`)
    list.push(...(await res.json()).data.list)
  }
  return list
}

/**
 * An on-sale show that is neither real-name, age-limited nor seat-picked, with a session whose price
 * has at least `minCount` tickets to sell: `{ show, plan }`.
 */
export async function buyableShow(base, minCount = 1) {
  const api = async (path) => (await (await fetch(`${base}${path}`)).json()).data
  const { list } = await api('/home/pub/v3/show_list/search?sortType=RECOMMEND&length=50&lang=zh')
  for (const show of list.filter((s) => s.showStatus === 'ON_SALE')) {
    const detail = await api(`/show/pub/v5/show/${show.showId}/static?lang=zh`)
    if (detail.realName || detail.minLimitAge || detail.supportSeatPicking) continue
    const sessions = await api(`/show/pub/v5/show/${show.showId}/sessions_dynamic_data?lang=zh`)
    const session = sessions.find((s) => !s.soldOut) ?? sessions[0]
    const plans = await api(`/show/pub/v5/show/${show.showId}/session/${session.bizShowSessionId}/seat_plans_dynamic_data?lang=zh`)
    const plan = plans.find((p) => p.canBuyCount >= minCount)
    if (plan) return { show, plan }
  }
  throw new Error('no buyable show in the demo data')
}

/** From a show's detail page through booking (one ticket of the plan) to confirm order. */
export async function openConfirmOrder(page, base, show, plan) {
  await page.goto(`${base}/content/${show.showId}`)
  await page.locator('.show-detail__buy').click()
  await page.waitForURL((url) => url.pathname === `/booking/${show.showId}`)
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?/)
}

/**
 * Issue #17: the rotating code a ticket's phone shows at a moment of the gateway's clock, from the secret
 * its holder's detail call gives (`{ codeSecret, ticketNumber, serverTime }`). Derived with otpauth, an
 * implementation independent of the app's, by the rule in types/rules/rotating-ticket-code.ts.
 */
export function rotatingCodeAt(detail, atMs) {
  const step = Math.floor(atMs / 30000)
  const otp = TOTP.generate({ secret: Secret.fromBase32(detail.codeSecret), digits: 8, period: 30, timestamp: step * 30000 })
  return `${detail.ticketNumber}.${step}.${otp}`
}

/** A ticket's detail as its logged-in holder's page reads it, with the gateway's clock offset (ms). */
export async function ticketDetailOf(page, ticketId) {
  return page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    const sentAt = Date.now()
    const detail = (await (await fetch(`/buyer/buyer/v1/tickets/${id}`, { headers: { 'access-token': token } })).json()).data
    return { ...detail, offsetMs: detail.serverTime - sentAt }
  }, ticketId)
}

/** Signs in to the merchant console at /admin as `email` and waits for the console's shell. */
export async function logInToConsole(page, base, email, password) {
  await page.goto(`${base}/admin/`)
  await page.waitForURL(`${base}/admin/login`)
  await page.locator('[data-testid=login-email]').fill(email)
  await page.locator('[data-testid=login-password]').fill(password)
  await page.locator('[data-testid=login-submit]').click()
  await page.locator('[data-testid=logout]').waitFor()
}

/** Receives the coupon template `couponId` on the show's coupon list ('receive' → received). */
export async function receiveOnCouponList(page, base, showId, couponId) {
  await page.goto(`${base}/coupon-list?showId=${showId}`)
  const card = page.locator(`.coupon-card[data-coupon="${couponId}"]`)
  await card.locator('.coupon-card__action--receive').click()
  await card.locator('.coupon-card__stamp--received').waitFor()
}
